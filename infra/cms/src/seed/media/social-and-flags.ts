// Social network icons (48x48 discs in brand colours) and the two country flags of the
// language switcher, drawn to their official proportions (uz 1:2, ru 2:3).
import type { MediaSource } from '../../media';
import { starPoints, svgFile } from './svg';

export const SOCIAL_ICONS: readonly MediaSource[] = [
  svgFile(
    'social-telegram.svg',
    'Telegram',
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="#2aabee"/>
  <path d="M10.9 23.5l22.4-8.7c1-.4 2 .3 1.7 1.9l-3.8 18c-.3 1.3-1 1.6-2.1 1l-5.8-4.3-2.8 2.7c-.3.3-.6.6-1.2.6l.4-5.9 10.8-9.7c.5-.4-.1-.7-.7-.3l-13.3 8.4-5.7-1.8c-1.3-.4-1.3-1.3.1-1.9z" fill="#ffffff"/>`,
  ),
  svgFile(
    'social-instagram.svg',
    'Instagram',
    48,
    48,
    `<defs>
    <linearGradient id="ig" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#feda75"/>
      <stop offset="0.3" stop-color="#fa7e1e"/>
      <stop offset="0.6" stop-color="#d62976"/>
      <stop offset="1" stop-color="#4f5bd5"/>
    </linearGradient>
  </defs>
  <circle cx="24" cy="24" r="24" fill="url(#ig)"/>
  <rect x="13" y="13" width="22" height="22" rx="6.5" fill="none" stroke="#ffffff" stroke-width="2.6"/>
  <circle cx="24" cy="24" r="5.4" fill="none" stroke="#ffffff" stroke-width="2.6"/>
  <circle cx="30.4" cy="17.6" r="1.6" fill="#ffffff"/>`,
  ),
  svgFile(
    'social-facebook.svg',
    'Facebook',
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="#1877f2"/>
  <path d="M26.4 38V25.6h4.2l.6-4.9h-4.8v-3.1c0-1.4.4-2.4 2.4-2.4h2.6v-4.3c-.4-.1-2-.2-3.8-.2-3.7 0-6.3 2.3-6.3 6.5v3.5h-4.2v4.9h4.2V38z" fill="#ffffff"/>`,
  ),
  svgFile(
    'social-google.svg',
    'Google',
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="#ffffff"/>
  <g transform="translate(9.6 9.6) scale(0.6)">
    <path fill="#ffc107" d="M43.6 20.1H42V20H24v8h11.3c-1.6 4.7-6.1 8-11.3 8-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"/>
    <path fill="#ff3d00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"/>
    <path fill="#4caf50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"/>
    <path fill="#1976d2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"/>
  </g>`,
  ),
  svgFile(
    'social-youtube.svg',
    'YouTube',
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="#ff0000"/>
  <rect x="11" y="15" width="26" height="18" rx="5" fill="#ffffff"/>
  <path d="M21.5 19.5v9l7.8-4.5z" fill="#ff0000"/>`,
  ),
];

// The Uzbek flag: blue, white and green bands split by thin red stripes, a white
// crescent and twelve stars in rows of 3, 4 and 5, right-aligned.
const UZ_STARS = [
  { y: 20, columns: [3, 4, 5] },
  { y: 40, columns: [2, 3, 4, 5] },
  { y: 60, columns: [1, 2, 3, 4, 5] },
].flatMap(({ y, columns }) => columns.map((column) => starPoints(100 + column * 22, y, 8)));

export const FLAGS: readonly MediaSource[] = [
  svgFile(
    'flag-uz.svg',
    "O'zbekiston bayrog'i",
    500,
    250,
    `<rect width="500" height="250" fill="#ffffff"/>
  <rect width="500" height="80" fill="#0099b5"/>
  <rect y="80" width="500" height="5" fill="#ce1126"/>
  <rect y="165" width="500" height="5" fill="#ce1126"/>
  <rect y="170" width="500" height="80" fill="#1eb53a"/>
  <circle cx="60" cy="40" r="30" fill="#ffffff"/>
  <circle cx="72" cy="40" r="27" fill="#0099b5"/>
  <g fill="#ffffff">
    ${UZ_STARS.map((points) => `<polygon points="${points}"/>`).join('\n    ')}
  </g>`,
  ),
  svgFile(
    'flag-ru.svg',
    'Флаг России',
    900,
    600,
    `<rect width="900" height="200" fill="#ffffff"/>
  <rect y="200" width="900" height="200" fill="#0039a6"/>
  <rect y="400" width="900" height="200" fill="#d52b1e"/>`,
  ),
];
