// Pictures of the points shop's products (seed/loyalty-products.ts): 256x256 flat
// illustrations on the storefront's dark surface. A free-spin pack shows its spins around a
// star, a bonus a gift box (gold for the big one), an item the thing itself with the brand.
import { EMBLEM_GRADIENTS, emblemAt } from './emblems';

/** What the picture is drawn from: the product's row. */
export interface ProductArt {
  readonly sysname: string;
  readonly kind: string;
  readonly freespins_count: number | null;
}

const FONT = `font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"`;

/** The brand's word in gold at (x, y). */
const brand = (x: number, y: number, size: number): string =>
  `<text x="${x}" y="${y}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="900" letter-spacing="2" fill="url(#e-gold)">OMAD</text>`;

const spins = (count: number): string =>
  `<path d="M128 44A84 84 0 1 1 52 92" fill="none" stroke="#38bdf8" stroke-width="10" stroke-linecap="round"/>
<path d="M34 86L58 74L62 102Z" fill="#38bdf8"/>
${emblemAt('star', 80, 68, 96)}
<rect x="88" y="176" width="80" height="40" rx="20" fill="#0b1020" stroke="#38bdf8" stroke-width="3"/>
<text x="128" y="204" text-anchor="middle" ${FONT} font-size="24" font-weight="900" fill="#f8fafc">×${count}</text>`;

const gift = (big: boolean): string => {
  const box = big ? 'url(#e-gold)' : '#0ea5a4';
  const ribbon = big ? '#be123c' : '#f7b733';
  const coins = big
    ? `${emblemAt('coin', 28, 150, 52)}${emblemAt('coin', 176, 150, 52)}${emblemAt('coin', 190, 110, 40)}`
    : '';
  return `<rect x="62" y="118" width="132" height="100" rx="8" fill="${box}"/>
<rect x="52" y="94" width="152" height="32" rx="8" fill="${box}" stroke="#0b1020" stroke-opacity=".25" stroke-width="3"/>
<rect x="118" y="94" width="20" height="124" fill="${ribbon}"/>
<path d="M128 94C104 56 72 64 84 86C90 96 112 96 128 94ZM128 94C152 56 184 64 172 86C166 96 144 96 128 94Z" fill="${ribbon}"/>
${coins}`;
};

const cap = `<path d="M56 158C56 104 88 76 128 76C168 76 200 104 200 158Z" fill="#1e3a8a"/>
<path d="M128 76V158M92 86Q104 120 100 158M164 86Q152 120 156 158" fill="none" stroke="#0b1020" stroke-opacity=".35" stroke-width="3"/>
<circle cx="128" cy="78" r="7" fill="#f7b733"/>
<path d="M44 158H212C224 158 226 178 212 180C160 188 96 188 44 180C30 178 32 158 44 158Z" fill="#172554"/>
${brand(128, 140, 24)}`;

const hoodie = `<path d="M92 64C92 44 164 44 164 64L196 80L228 176L200 184L184 132V226H72V132L56 184L28 176L60 80Z" fill="#334155"/>
<path d="M92 64C96 96 160 96 164 64C150 80 106 80 92 64Z" fill="#1e293b"/>
<path d="M116 86V118M140 86V118" stroke="#f7b733" stroke-width="3" stroke-linecap="round"/>
<path d="M96 176H160L168 214H88Z" fill="#1e293b"/>
${brand(128, 152, 26)}`;

const powerbank = `<rect x="72" y="40" width="112" height="184" rx="20" fill="#1f2937" stroke="#64748b" stroke-width="4"/>
<rect x="112" y="30" width="32" height="12" rx="4" fill="#64748b"/>
<g fill="#22c55e"><rect x="92" y="170" width="72" height="20" rx="5"/><rect x="92" y="144" width="72" height="20" rx="5"/><rect x="92" y="118" width="72" height="20" rx="5" opacity=".35"/></g>
${emblemAt('bolt', 100, 56, 56)}
${brand(128, 212, 16)}`;

/** A product whose item the art does not know: a parcel with the brand. */
const parcel = `<path d="M128 48L212 88V180L128 220L44 180V88Z" fill="#92400e"/>
<path d="M44 88L128 128L212 88M128 128V220" fill="none" stroke="#451a03" stroke-width="4"/>
${brand(128, 100, 18)}`;

const ITEMS: Readonly<Record<string, string>> = { cap, hoodie, powerbank };

const HUES: Readonly<Record<string, number>> = { freespins: 205, bonus: 35, item: 275 };

/** The picture of a product. */
export const productSvg = (product: ProductArt): string => {
  const figure =
    product.kind === 'freespins'
      ? spins(product.freespins_count ?? 0)
      : product.kind === 'bonus'
        ? gift(product.sysname === 'bonus-big')
        : (ITEMS[product.sysname] ?? parcel);
  const hue = HUES[product.kind] ?? 275;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-hidden="true">
<defs>${EMBLEM_GRADIENTS}
<radialGradient id="glow" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="hsl(${hue},65%,30%)"/><stop offset=".75" stop-color="hsl(${hue},55%,12%)"/><stop offset="1" stop-color="#0b1020"/></radialGradient>
<clipPath id="frame"><rect width="256" height="256" rx="28"/></clipPath></defs>
<g clip-path="url(#frame)"><rect width="256" height="256" fill="url(#glow)"/>${figure}</g>
<rect x="1.5" y="1.5" width="253" height="253" rx="27" fill="none" stroke="hsl(${hue},70%,62%)" stroke-opacity=".4" stroke-width="3"/>
</svg>`;
};
