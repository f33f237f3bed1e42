// Logos of the payment methods shown in the footer and the cashier, as 120x48 badges
// drawn in each brand's colours.
import type { MediaSource } from '../../media';
import { FONT, svgFile } from './svg';

const badge = (fill: string, stroke = 'none') =>
  `<rect x="0.5" y="0.5" width="119" height="47" rx="8" fill="${fill}" stroke="${stroke}"/>`;

export const PAYMENT_LOGOS: readonly MediaSource[] = [
  svgFile(
    'pay-uzcard.svg',
    'Uzcard',
    120,
    48,
    `${badge('#ffffff', '#dfe5ee')}
  <path d="M14 14h8v12a4 4 0 0 0 8 0V14h8v12a12 12 0 0 1-24 0z" fill="#1c4f9c"/>
  <path d="M30 34h8v-4h-8z" fill="#27a64a"/>
  <text x="46" y="30" ${FONT} font-size="15" fill="#1c4f9c">UZ<tspan fill="#27a64a">CARD</tspan></text>`,
  ),
  svgFile(
    'pay-humo.svg',
    'Humo',
    120,
    48,
    `${badge('#0f2a5c')}
  <path d="M16 30c6-10 14-14 24-13-6 2-10 5-12 9 4-2 8-2 12 0-8 0-14 2-24 4z" fill="#f7a823"/>
  <text x="46" y="31" ${FONT} font-size="17" letter-spacing="1" fill="#ffffff">HUMO</text>`,
  ),
  svgFile(
    'pay-visa.svg',
    'Visa',
    120,
    48,
    `${badge('#ffffff', '#dfe5ee')}
  <text x="60" y="33" text-anchor="middle" ${FONT} font-style="italic" font-size="24" letter-spacing="1" fill="#1a1f71">VISA</text>
  <path d="M27 37h66" stroke="#f7b600" stroke-width="3" stroke-linecap="round"/>`,
  ),
  svgFile(
    'pay-mastercard.svg',
    'Mastercard',
    120,
    48,
    `${badge('#16161d')}
  <circle cx="50" cy="24" r="14" fill="#eb001b"/>
  <circle cx="70" cy="24" r="14" fill="#f79e1b"/>
  <path d="M60 14.2a14 14 0 0 1 0 19.6 14 14 0 0 1 0-19.6z" fill="#ff5f00"/>`,
  ),
  svgFile(
    'pay-payme.svg',
    'Payme',
    120,
    48,
    `${badge('#ffffff', '#dfe5ee')}
  <text x="60" y="31" text-anchor="middle" ${FONT} font-size="20" fill="#1d3a4f">pay<tspan fill="#33cccc">me</tspan></text>`,
  ),
  svgFile(
    'pay-click.svg',
    'Click',
    120,
    48,
    `${badge('#0068ff')}
  <circle cx="26" cy="24" r="10" fill="none" stroke="#ffffff" stroke-width="4"/>
  <circle cx="26" cy="24" r="3.5" fill="#ffffff"/>
  <text x="44" y="31" ${FONT} font-size="20" fill="#ffffff">click</text>`,
  ),
];
