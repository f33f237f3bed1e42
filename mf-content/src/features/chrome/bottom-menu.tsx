// The mobile bottom menu from CMS common.mobileBottomMenu.
import { useTranslation } from 'react-i18next';
import { MenuLink } from './menu-link';
import { useCommon } from '../../lib/use-common';
import './chrome.css';

export const BottomMenu = () => {
  const { t } = useTranslation('content');
  const { data: common } = useCommon();
  return (
    <nav className="omad-bottom-menu" aria-label={t('nav.bottom')}>
      {(common?.mobileBottomMenu ?? []).map((item) => (
        <MenuLink key={item.url} item={item} className="omad-bottom-menu__link" />
      ))}
    </nav>
  );
};
