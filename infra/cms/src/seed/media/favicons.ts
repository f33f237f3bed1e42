// The favicon set of web-setting: an SVG for modern browsers, PNGs (32, 192), the Apple
// touch icon (180) and a multi-size .ico. All draw the same gold clover on emerald.
import type { MediaSource } from '../../media';
import { packIco, renderPng, type Painter } from './raster';

const EMERALD_TOP: readonly [number, number, number] = [0x13, 0x9a, 0x72];
const EMERALD_BOTTOM: readonly [number, number, number] = [0x08, 0x4d, 0x39];
const GOLD: readonly [number, number, number, number] = [0xf5, 0xb8, 0x2e, 255];

const LEAVES = [
  [0.5, 0.33],
  [0.5, 0.59],
  [0.37, 0.46],
  [0.63, 0.46],
] as const;

function distanceToSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number) {
  const t = Math.max(
    0,
    Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
}

const clover: Painter = (x, y) => {
  // Rounded square with corner radius 0.22.
  const r = 0.22;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if (Math.hypot(x - cx, y - cy) > r) return undefined;
  const leaf = LEAVES.some(([lx, ly]) => Math.hypot(x - lx, y - ly) < 0.135);
  const stem = distanceToSegment(x, y, 0.5, 0.5, 0.64, 0.8) < 0.035;
  if (leaf || stem) return GOLD;
  const mix = (i: 0 | 1 | 2) =>
    Math.round(EMERALD_TOP[i] + (EMERALD_BOTTOM[i] - EMERALD_TOP[i]) * y);
  return [mix(0), mix(1), mix(2), 255];
};

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#139a72"/>
      <stop offset="1" stop-color="#084d39"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="14" fill="url(#bg)"/>
  <g fill="#f5b82e">
    <circle cx="32" cy="21.1" r="8.6"/>
    <circle cx="32" cy="37.8" r="8.6"/>
    <circle cx="23.7" cy="29.4" r="8.6"/>
    <circle cx="40.3" cy="29.4" r="8.6"/>
  </g>
  <path d="M32 32 L41 51.2" stroke="#f5b82e" stroke-width="4.5" stroke-linecap="round"/>
</svg>
`;

const png = (file: string, size: number, alternativeText: string): MediaSource => ({
  file,
  alternativeText,
  width: size,
  height: size,
  mime: 'image/png',
  body: () => renderPng(size, clover),
});

export const FAVICON_MEDIA: readonly MediaSource[] = [
  {
    file: 'favicon.svg',
    alternativeText: 'Omad',
    width: 64,
    height: 64,
    mime: 'image/svg+xml',
    body: () => FAVICON_SVG,
  },
  png('favicon-32.png', 32, 'Omad'),
  png('favicon-192.png', 192, 'Omad'),
  png('apple-touch-icon.png', 180, 'Omad'),
  {
    file: 'favicon.ico',
    alternativeText: 'Omad',
    width: 48,
    height: 48,
    mime: 'image/x-icon',
    body: () => packIco([16, 32, 48].map((size) => ({ size, png: renderPng(size, clover) }))),
  },
];
