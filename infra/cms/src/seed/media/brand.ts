// Omad's own marks: the logo in light and dark variants, the social-sharing image, the
// deposit button icon and the badges of the rating sites that list the casino.
import type { MediaSource } from '../../media';
import { FONT, svgFile } from './svg';

/** The gold four-leaf clover ("omad" means luck), centred at (cx, cy) with leaf radius r. */
export const clover = (cx: number, cy: number, r: number, fill = '#f5b82e') => `<g fill="${fill}">
    <circle cx="${cx}" cy="${cy - r}" r="${r}"/>
    <circle cx="${cx}" cy="${cy + r}" r="${r}"/>
    <circle cx="${cx - r}" cy="${cy}" r="${r}"/>
    <circle cx="${cx + r}" cy="${cy}" r="${r}"/>
  </g>
  <path d="M${cx} ${cy} l${r * 1.1} ${r * 2.4}" stroke="${fill}" stroke-width="${r * 0.5}" stroke-linecap="round"/>`;

const logo = (file: string, textColour: string) =>
  svgFile(
    file,
    'Omad',
    160,
    48,
    `${clover(22, 22, 7)}
  <text x="46" y="34" ${FONT} font-size="28" letter-spacing="2" fill="${textColour}">OMAD</text>`,
  );

export const BRAND_MEDIA: readonly MediaSource[] = [
  logo('omad-logo.svg', '#ffffff'),
  logo('omad-logo-dark.svg', '#0b3b2e'),
  svgFile(
    'omad-og.svg',
    'Omad',
    1200,
    630,
    `<defs>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0" stop-color="#16a37a"/>
      <stop offset="1" stop-color="#05291f"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#glow)"/>
  ${clover(600, 250, 62)}
  <text x="600" y="500" text-anchor="middle" ${FONT} font-size="120" letter-spacing="16" fill="#ffffff">OMAD</text>`,
  ),
  svgFile(
    'deposit-icon.svg',
    'Deposit',
    24,
    24,
    `<path d="M4 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h11v3" fill="none" stroke="#f5b82e" stroke-width="1.8" stroke-linejoin="round"/>
  <circle cx="17" cy="14" r="4.2" fill="#f5b82e"/>
  <path d="M17 12v4M15 14h4" stroke="#0b3b2e" stroke-width="1.6" stroke-linecap="round"/>`,
  ),
  svgFile(
    'rating-casino-guru.svg',
    'Casino Guru',
    140,
    48,
    `<rect x="0.5" y="0.5" width="139" height="47" rx="8" fill="#1b1f2a" stroke="#2d3444"/>
  <circle cx="24" cy="24" r="12" fill="#e8b33a"/>
  <path d="M19 24h10M24 19v10" stroke="#1b1f2a" stroke-width="3" stroke-linecap="round"/>
  <text x="44" y="29" ${FONT} font-size="14" fill="#ffffff">Casino Guru</text>`,
  ),
  svgFile(
    'rating-askgamblers.svg',
    'AskGamblers',
    140,
    48,
    `<rect x="0.5" y="0.5" width="139" height="47" rx="8" fill="#ffffff" stroke="#dfe5ee"/>
  <path d="M14 34 24 12l10 22h-5l-5-11-5 11z" fill="#e6332a"/>
  <text x="40" y="29" ${FONT} font-size="13" fill="#1b1f2a">AskGamblers</text>`,
  ),
];
