// The sidebar menu (opened from the header's menu button) from CMS common.sidebarMenu,
// with the menu banner of auth-config under the links.
import { useTranslation } from 'react-i18next';
import { Skeleton, Stack } from '@omad/ui';
import { MenuBanner } from '../../lib/menu-banner';
import { MenuLink } from './menu-link';
import { useCommon } from '../../lib/use-common';
import './chrome.css';

export const Sidebar = () => {
  const { t } = useTranslation('content');
  const { data: common } = useCommon();
  return (
    <Stack gap={5}>
      {common ? (
        <nav className="omad-sidebar" aria-label={t('nav.sidebar')}>
          {common.sidebarMenu.map((item) => (
            <MenuLink key={item.url} item={item} className="omad-sidebar__link" />
          ))}
        </nav>
      ) : (
        <Skeleton variant="text" lines={8} />
      )}
      <MenuBanner placement="sidebar" />
    </Stack>
  );
};
