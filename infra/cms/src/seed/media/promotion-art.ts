// Artwork of the promotions (/promotions), 720x360 like the platform's offer pictures: a deep
// gradient, a soft halo and the emblem of what the promotion gives, in the casino's gold.
// Text-free: titles come localized from the content.
import type { MediaSource } from '../../media';
import { clover } from './brand';
import { CREAM, GOLD, GOLD_DARK, coin, sparkles, svgFile } from './svg';

/** A promotion picture: background, halo on the right, the emblem drawn over it. */
const picture = (name: string, alternativeText: string, from: string, to: string, art: string) =>
  svgFile(
    `promotion-${name}.svg`,
    alternativeText,
    720,
    360,
    `<defs>
    <linearGradient id="pr-${name}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="pr-${name}-halo" cx="0.7" cy="0.5" r="0.45">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="720" height="360" fill="url(#pr-${name})"/>
  <rect width="720" height="360" fill="url(#pr-${name}-halo)"/>
  ${art.trim()}`,
  );

export const PROMOTION_ART: readonly MediaSource[] = [
  picture(
    'welcome',
    'Welcome bonus',
    '#0c6b50',
    '#05291f',
    `${clover(500, 170, 70)}
  ${coin(360, 270, 40)}${coin(640, 80, 28)}${coin(650, 285, 34)}
  ${sparkles([
    [330, 90, 14],
    [590, 330, 10],
    [690, 180, 12],
  ])}`,
  ),
  picture(
    'free-spins',
    'Free spins',
    '#3b1d6e',
    '#120a2b',
    `<circle cx="500" cy="180" r="112" fill="${GOLD_DARK}"/>
  <circle cx="500" cy="180" r="96" fill="#2a1452"/>
  <g fill="${GOLD}">
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((step) => {
        const angle = (step * Math.PI) / 4;
        const x = (500 + 72 * Math.cos(angle)).toFixed(1);
        const y = (180 + 72 * Math.sin(angle)).toFixed(1);
        return `<circle cx="${x}" cy="${y}" r="12"/>`;
      })
      .join('')}
  </g>
  <text x="500" y="212" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="92" fill="${CREAM}">7</text>
  ${sparkles([
    [350, 80, 14],
    [650, 300, 12],
    [660, 70, 10],
  ])}`,
  ),
  picture(
    'card-reload',
    'Card reload bonus',
    '#123a6b',
    '#081428',
    `<g transform="rotate(-12 500 180)">
    <rect x="380" y="100" width="230" height="146" rx="18" fill="${GOLD}"/>
    <rect x="380" y="132" width="230" height="28" fill="${GOLD_DARK}"/>
    <rect x="404" y="186" width="44" height="32" rx="6" fill="${CREAM}"/>
    <rect x="470" y="200" width="110" height="10" rx="5" fill="${GOLD_DARK}"/>
  </g>
  ${coin(630, 270, 38)}${coin(360, 90, 26)}
  ${sparkles([
    [330, 290, 12],
    [680, 120, 12],
  ])}`,
  ),
  picture(
    'casino-bonus',
    'Casino bonus',
    '#7a1f1f',
    '#24070b',
    `<polygon points="500,70 580,140 500,290 420,140" fill="${GOLD}"/>
  <polygon points="500,70 540,140 500,290 460,140" fill="${CREAM}" opacity="0.55"/>
  <path d="M420 140h160" stroke="${GOLD_DARK}" stroke-width="6"/>
  ${coin(370, 260, 34)}${coin(640, 250, 40)}
  ${sparkles([
    [620, 90, 14],
    [360, 110, 12],
  ])}`,
  ),
  picture(
    'cashback',
    'Cashback',
    '#3b1d6e',
    '#120a2b',
    `<circle cx="500" cy="180" r="92" fill="${GOLD_DARK}"/>
  <circle cx="500" cy="180" r="78" fill="${GOLD}"/>
  <g stroke="${CREAM}" stroke-width="12" stroke-linecap="round" fill="none">
    <circle cx="472" cy="152" r="16"/>
    <circle cx="528" cy="208" r="16"/>
    <path d="M540 140 460 220"/>
  </g>
  <g stroke="${GOLD}" stroke-width="11" stroke-linecap="round" fill="none">
    <path d="M370 180A130 130 0 0 1 592 88"/>
    <path d="M630 180A130 130 0 0 1 408 272"/>
  </g>
  ${sparkles([
    [330, 300, 12],
    [680, 70, 14],
  ])}`,
  ),
  picture(
    'spring',
    'Spring promotion',
    '#0f5a4a',
    '#062019',
    `${[0, 1, 2, 3, 4]
      .map((petal) => {
        const angle = (petal * 2 * Math.PI) / 5 - Math.PI / 2;
        const x = (500 + 46 * Math.cos(angle)).toFixed(1);
        const y = (180 + 46 * Math.sin(angle)).toFixed(1);
        return `<circle cx="${x}" cy="${y}" r="40" fill="${CREAM}" opacity="0.9"/>`;
      })
      .join('')}
  <circle cx="500" cy="180" r="30" fill="${GOLD}"/>
  ${coin(630, 280, 30)}
  ${sparkles([
    [360, 90, 12],
    [650, 80, 10],
  ])}`,
  ),
];
