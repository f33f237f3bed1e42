// The sidebar menu (opened from the header's menu button) from CMS common.sidebarMenu.
import { Skeleton } from '@omad/ui';
import { MenuLink } from './menu-link';
import { useCommon } from './use-common';
import './chrome.css';

export const Sidebar = () => {
  const { common } = useCommon();
  if (!common) return <Skeleton variant="text" lines={8} />;
  return (
    <nav className="omad-sidebar" aria-label="Omad">
      {common.sidebarMenu.map((item) => (
        <MenuLink key={item.url} item={item} className="omad-sidebar__link" />
      ))}
    </nav>
  );
};
