// The mobile bottom menu from CMS common.mobileBottomMenu.
import { MenuLink } from './menu-link';
import { useCommon } from './use-common';
import './chrome.css';

export const BottomMenu = () => {
  const { common } = useCommon();
  return (
    <nav className="omad-bottom-menu" aria-label="Omad">
      {(common?.mobileBottomMenu ?? []).map((item) => (
        <MenuLink key={item.url} item={item} className="omad-bottom-menu__link" />
      ))}
    </nav>
  );
};
