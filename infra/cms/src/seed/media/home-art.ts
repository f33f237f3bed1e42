// Artwork of the home page blocks: one tile per section of the site (games hall, betting,
// offers, loyalty) and the icons of the "why Omad" list. Shown as <img>, so they carry their
// own colours rather than currentColor.
import type { MediaSource } from '../../media';
import { clover } from './brand';
import { starPoints, svgFile } from './svg';

const GOLD = '#f5b82e';
const GOLD_DARK = '#d9961a';
const CREAM = '#fff1c2';

const tile = (name: string, alternativeText: string, from: string, to: string, art: string) =>
  svgFile(
    `home-tile-${name}.svg`,
    alternativeText,
    320,
    200,
    `<defs>
    <linearGradient id="tile-${name}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="320" height="200" fill="url(#tile-${name})"/>
  <circle cx="240" cy="100" r="86" fill="#ffffff" opacity="0.06"/>
  ${art.trim()}`,
  );

/** A feature icon: a 48px disc with a gold line drawing. */
const featureIcon = (name: string, alternativeText: string, paths: string) =>
  svgFile(
    `feature-${name}.svg`,
    alternativeText,
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="#1b2440"/>
  <g fill="none" stroke="${GOLD}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">
    ${paths.trim()}
  </g>`,
  );

export const HOME_ART: readonly MediaSource[] = [
  tile(
    'gamehall',
    'Games hall',
    '#3b1d6e',
    '#120a2b',
    `<rect x="190" y="50" width="100" height="100" rx="20" fill="${GOLD}"/>
  <g fill="#3b1d6e">
    <circle cx="215" cy="75" r="9"/><circle cx="265" cy="75" r="9"/>
    <circle cx="240" cy="100" r="9"/>
    <circle cx="215" cy="125" r="9"/><circle cx="265" cy="125" r="9"/>
  </g>
  <polygon points="${starPoints(170, 45, 10, 3)}" fill="${CREAM}" opacity="0.8"/>`,
  ),
  tile(
    'betting',
    'Sport',
    '#0c6b50',
    '#05291f',
    `<circle cx="240" cy="100" r="58" fill="${CREAM}"/>
  <polygon points="240,72 266,91 256,121 224,121 214,91" fill="#05291f"/>
  <g stroke="#05291f" stroke-width="5" stroke-linecap="round">
    <path d="M240 72V44M266 91l26-9M256 121l16 23M224 121l-16 23M214 91l-26-9"/>
  </g>
  <polygon points="${starPoints(300, 40, 9, 3)}" fill="${GOLD}" opacity="0.9"/>`,
  ),
  tile(
    'offers',
    'Offers',
    '#7a1f1f',
    '#24070b',
    `<rect x="190" y="82" width="100" height="78" rx="8" fill="${GOLD}"/>
  <rect x="182" y="64" width="116" height="26" rx="6" fill="${GOLD_DARK}"/>
  <rect x="232" y="64" width="16" height="96" fill="#7a1f1f"/>
  <path d="M240 64c-14 0-30-6-30-18a12 12 0 0 1 24-3l6 21 6-21a12 12 0 0 1 24 3c0 12-16 18-30 18z" fill="none" stroke="${GOLD}" stroke-width="7"/>`,
  ),
  tile(
    'loyalty',
    'Loyalty',
    '#0f4c81',
    '#07182f',
    `<path d="M180 80l30 26 30-48 30 48 30-26-12 72H192z" fill="${GOLD}"/>
  <rect x="192" y="156" width="96" height="12" rx="4" fill="${GOLD_DARK}"/>
  <circle cx="240" cy="118" r="10" fill="${CREAM}"/>
  ${clover(296, 44, 7, CREAM)}`,
  ),
  featureIcon(
    'payments',
    'Fast payments',
    '<rect x="11" y="15" width="26" height="18" rx="3"/><path d="M11 21h26M16 28h6"/>',
  ),
  featureIcon(
    'support',
    'Support',
    `<path d="M13 25v-3a11 11 0 0 1 22 0v3"/><rect x="11" y="25" width="6" height="9" rx="2"/>
    <rect x="31" y="25" width="6" height="9" rx="2"/><path d="M34 34c0 3-4 4-8 4"/>`,
  ),
  featureIcon(
    'bonus',
    'Bonuses',
    `<circle cx="24" cy="24" r="11"/>
    <path d="M24 17v14M27.5 20.5c0-1.4-1.6-2.3-3.5-2.3s-3.5.9-3.5 2.5 1.6 2.3 3.5 2.3 3.5 1 3.5 2.6-1.6 2.5-3.5 2.5-3.5-1-3.5-2.4"/>`,
  ),
  featureIcon(
    'fair',
    'Fair play',
    '<path d="M24 12l10 4v7c0 7-4.5 11-10 13-5.5-2-10-6-10-13v-7z"/><path d="M19.5 24l3 3 6-6"/>',
  ),
];
