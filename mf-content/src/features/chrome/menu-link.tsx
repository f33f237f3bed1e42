// A CMS menu item as a locale-aware link (the router's basename adds /ru), or, for the
// games-search entry, a button that asks the games remote to open its search dialog.
import { NavLink } from 'react-router';
import { Events } from '@omad/contract';
import { MENU_GAMES_SEARCH_URL } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export type MenuItem = Readonly<{ label: string; url: string; icon?: string | null }>;

const isExternal = (url: string) => /^https?:\/\//.test(url);

export const MenuLink = ({ item, className }: Readonly<{ item: MenuItem; className: string }>) => {
  const { bus, slot } = useRemoteProps();
  const icon = item.icon ? (
    <img src={item.icon} alt="" width={20} height={20} loading="lazy" />
  ) : null;
  if (item.url === MENU_GAMES_SEARCH_URL) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => bus.emit(Events.GamesSearch, { source: slot ?? 'menu' })}
      >
        {icon}
        <span>{item.label}</span>
      </button>
    );
  }
  if (isExternal(item.url)) {
    return (
      <a href={item.url} className={className} target="_blank" rel="noopener noreferrer">
        {icon}
        <span>{item.label}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.url} end={item.url === '/'} className={className}>
      {icon}
      <span>{item.label}</span>
    </NavLink>
  );
};
