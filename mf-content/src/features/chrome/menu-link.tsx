// A CMS menu item as a locale-aware link (the router's basename adds /ru).
import { NavLink } from 'react-router';

export type MenuItem = Readonly<{ label: string; url: string; icon?: string | null }>;

const isExternal = (url: string) => /^https?:\/\//.test(url);

export const MenuLink = ({ item, className }: Readonly<{ item: MenuItem; className: string }>) => {
  const icon = item.icon ? (
    <img src={item.icon} alt="" width={20} height={20} loading="lazy" />
  ) : null;
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
