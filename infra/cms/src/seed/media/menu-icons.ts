// Line icons for the header, sidebar and mobile bottom menus. They stroke with
// currentColor because the shell inlines icon SVGs fetched by URL and colours them by theme.
import type { MediaSource } from '../../media';
import { svgFile } from './svg';

const icon = (name: string, alternativeText: string, paths: string): MediaSource =>
  svgFile(
    `icon-${name}.svg`,
    alternativeText,
    24,
    24,
    `<g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
  ${paths.trim()}
  </g>`,
  );

export const MENU_ICONS: readonly MediaSource[] = [
  icon('search', 'Search', '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.8-3.8"/>'),
  icon('home', 'Home', '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9v11h5v-6h4v6h5V9"/>'),
  icon(
    'gamehall',
    'Games',
    `<rect x="3" y="3" width="18" height="18" rx="4"/>
  <circle cx="8" cy="8" r="1.3" fill="currentColor"/><circle cx="16" cy="8" r="1.3" fill="currentColor"/>
  <circle cx="12" cy="12" r="1.3" fill="currentColor"/><circle cx="8" cy="16" r="1.3" fill="currentColor"/>
  <circle cx="16" cy="16" r="1.3" fill="currentColor"/>`,
  ),
  icon(
    'betting',
    'Sport',
    `<circle cx="12" cy="12" r="9"/><path d="m12 7 4 3-1.5 4.5h-5L8 10z"/>
  <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5 17 19M9.5 14.5 7 19M8 10 3.5 8.5"/>`,
  ),
  icon(
    'promotions',
    'Gift',
    `<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v9h14v-9M12 8v13"/>
  <path d="M12 8c-2.5 0-5-1-5-3a2 2 0 0 1 4-.5L12 8l1-3.5a2 2 0 0 1 4 .5c0 2-2.5 3-5 3z"/>`,
  ),
  icon('loyalty', 'Crown', '<path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z"/><path d="M5 19h14"/>'),
  icon(
    'tournaments',
    'Trophy',
    `<path d="M7 4h10v5a5 5 0 0 1-10 0z"/><path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"/>
  <path d="M12 14v3M8 21h8M9 21l1-4h4l1 4"/>`,
  ),
  icon('jackpots', 'Diamond', '<path d="M6 4h12l3 5-9 11L3 9z"/><path d="M3 9h18M9 4l3 16 3-16"/>'),
  icon(
    'wallet',
    'Wallet',
    `<path d="M4 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h11v3"/>
  <path d="M21 11h-4a2 2 0 0 0 0 4h4"/>`,
  ),
  icon('profile', 'Profile', '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>'),
  icon('support', 'Support', '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 9.5h8M8 12.5h5"/>'),
  icon('search', 'Search', '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>'),
  icon('menu', 'Menu', '<path d="M4 6h16M4 12h16M4 18h16"/>'),
];
