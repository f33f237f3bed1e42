// Artwork behind promotional texts: home banners (1200x400), the auth dialog banner in
// its two sizes and the menu banner. Text-free, because the texts come localized from content.
import type { MediaSource } from '../../media';
import { clover } from './brand';
import { coin, sparkles, svgFile } from './svg';

const gradient = (id: string, from: string, to: string) => `<defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>`;

export const PROMO_ART: readonly MediaSource[] = [
  svgFile(
    'banner-welcome.svg',
    'Welcome bonus',
    1200,
    400,
    `${gradient('bw', '#0c6b50', '#05291f')}
  <rect width="1200" height="400" fill="url(#bw)"/>
  <circle cx="930" cy="200" r="170" fill="#139a72" opacity="0.35"/>
  ${clover(930, 185, 58)}
  ${coin(770, 300, 42)}${coin(1080, 90, 30)}${coin(1100, 320, 36)}
  ${sparkles([
    [700, 80, 14],
    [860, 360, 10],
    [1150, 200, 12],
  ])}`,
  ),
  svgFile(
    'banner-cashback.svg',
    'Cashback',
    1200,
    400,
    `${gradient('bc', '#3b1d6e', '#120a2b')}
  <rect width="1200" height="400" fill="url(#bc)"/>
  <circle cx="940" cy="200" r="100" fill="#d9961a"/>
  <circle cx="940" cy="200" r="84" fill="#f5b82e"/>
  <g stroke="#fff1c2" stroke-width="13" stroke-linecap="round" fill="none">
    <circle cx="910" cy="170" r="17"/>
    <circle cx="970" cy="230" r="17"/>
    <path d="M982 158 898 242"/>
  </g>
  <g stroke="#f5b82e" stroke-width="12" stroke-linecap="round" fill="none">
    <path d="M800 200A140 140 0 0 1 1039 101"/>
    <path d="M1080 200A140 140 0 0 1 841 299"/>
  </g>
  <polygon points="1055,117 1050,90 1028,112" fill="#f5b82e"/>
  <polygon points="825,283 852,288 830,310" fill="#f5b82e"/>
  ${coin(760, 110, 34)}${coin(1110, 310, 40)}
  ${sparkles([
    [690, 300, 12],
    [1130, 80, 14],
  ])}`,
  ),
  svgFile(
    'banner-tournament.svg',
    'Tournament',
    1200,
    400,
    `${gradient('bt', '#7a1f1f', '#24070b')}
  <rect width="1200" height="400" fill="url(#bt)"/>
  <path d="M860 90h160v80a80 80 0 0 1-160 0z" fill="#f5b82e"/>
  <path d="M860 110h-40a45 45 0 0 0 45 55M1020 110h40a45 45 0 0 1-45 55" fill="none" stroke="#f5b82e" stroke-width="14"/>
  <rect x="920" y="250" width="40" height="50" fill="#d9961a"/>
  <rect x="880" y="300" width="120" height="30" rx="6" fill="#d9961a"/>
  ${sparkles([
    [760, 120, 16],
    [1120, 260, 14],
    [800, 320, 10],
  ])}`,
  ),
  svgFile(
    'auth-banner-360x520.svg',
    'Welcome bonus',
    360,
    520,
    `${gradient('a1', '#0f8062', '#05291f')}
  <rect width="360" height="520" fill="url(#a1)"/>
  ${clover(180, 340, 44)}
  ${coin(80, 430, 30)}${coin(290, 450, 24)}${coin(300, 300, 18)}
  ${sparkles([
    [60, 300, 10],
    [270, 390, 8],
  ])}`,
  ),
  svgFile(
    'auth-banner-735x240.svg',
    'Welcome bonus',
    735,
    240,
    `${gradient('a2', '#0f8062', '#05291f')}
  <rect width="735" height="240" fill="url(#a2)"/>
  ${clover(600, 110, 36)}
  ${coin(500, 180, 26)}${coin(690, 200, 20)}
  ${sparkles([
    [470, 60, 10],
    [700, 50, 8],
  ])}`,
  ),
  svgFile(
    'menu-banner.svg',
    'Offers',
    320,
    160,
    `${gradient('m1', '#3b1d6e', '#120a2b')}
  <rect width="320" height="160" rx="16" fill="url(#m1)"/>
  ${coin(250, 80, 40)}${coin(200, 125, 18)}
  ${sparkles([
    [170, 40, 8],
    [295, 140, 6],
  ])}`,
  ),
  svgFile(
    'menu-banner-public.svg',
    'Welcome bonus',
    320,
    160,
    `${gradient('m2', '#0f8062', '#05291f')}
  <rect width="320" height="160" rx="16" fill="url(#m2)"/>
  ${clover(250, 72, 20)}
  ${coin(200, 125, 18)}
  ${sparkles([
    [170, 40, 8],
    [295, 140, 6],
  ])}`,
  ),
];
