// Header navigation from CMS common.headerMenu.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@omad/ui';
import { MenuLink } from './menu-link';
import { useCommon } from '../../lib/use-common';
import './chrome.css';

export const HeaderNav = () => {
  const { t } = useTranslation('content');
  const { data: common } = useCommon();
  if (!common) return <Skeleton variant="text" width="60%" height={20} />;
  return (
    <nav className="omad-header-nav" aria-label={t('nav.header')}>
      {common.headerMenu.map((item) => (
        <MenuLink key={item.url} item={item} className="omad-header-nav__link" />
      ))}
    </nav>
  );
};
