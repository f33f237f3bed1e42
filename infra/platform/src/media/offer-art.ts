// GET /api/_media/offer/{id}-{locale}.svg: a catalogue offer's picture (its description's
// img_desktop), drawn from the offer itself in the casino's one style: a glow in the offer's own
// colours, the emblem of what it gives (a coin, a diamond, the free spins' game), its figure in
// gold (100%, 20, 20 000) and what it is, in the page's language. Mounted by media/routes.ts.
import { isLocale, type Locale } from '../config';
import { formatAmount } from '../domain/money';
import type { CatalogueOffer } from '../domain/offer-rules';
import { catalogueOffer } from '../seed/offers';
import { hashOf, seededRandom } from '../seed/random';
import { EMBLEM_GRADIENTS, emblemAt } from './emblems';
import type { Emblem } from './emblems';

export const offerImageUrl = (id: number, locale: Locale): string =>
  `/api/_media/offer/${id}-${locale}.svg`;

const CAPTIONS = {
  uz: { deposit: 'DEPOZIT BONUSI', freespins: 'BEPUL AYLANTIRISH', bonus: 'KAZINO BONUSI' },
  ru: { deposit: 'БОНУС НА ДЕПОЗИТ', freespins: 'БЕСПЛАТНЫЕ ВРАЩЕНИЯ', bonus: 'БОНУС КАЗИНО' },
} as const;

const FONT = `font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"`;

/** What the picture says: the figure, the words under it, and the emblem. */
const faceOf = (
  offer: CatalogueOffer,
  locale: Locale,
): { figure: string; caption: string; emblem: Emblem } => {
  const captions = CAPTIONS[locale];
  if (offer.action === 'deposit') {
    return { figure: `${offer.bonusPercent}%`, caption: captions.deposit, emblem: 'coin' };
  }
  const { grant } = offer;
  if (grant.kind === 'freespins') {
    return { figure: String(grant.count), caption: captions.freespins, emblem: 'seven' };
  }
  const [amount = '0'] = Object.values(grant.amounts);
  // Grouped from the decimal string itself, never through a float: 20 000.
  const figure = formatAmount(amount).replace(/,/g, ' ');
  return { figure, caption: captions.bonus, emblem: 'diamond' };
};

/** A 720x360 picture of the offer. */
export const offerSvg = (offer: CatalogueOffer, locale: Locale): string => {
  const random = seededRandom(hashOf(`offer:${offer.id}`));
  const hue = Math.floor(random.next() * 360);
  const hue2 = (hue + 40 + Math.floor(random.next() * 60)) % 360;
  const sparkles = Array.from({ length: 30 }, () => {
    const [cx, cy, r] = [random.next() * 720, random.next() * 360, 0.8 + random.next() * 2.2];
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(1)}" opacity="${(0.3 + random.next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const { figure, caption, emblem } = faceOf(offer, locale);
  const size = figure.length > 6 ? 96 : 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360" viewBox="0 0 720 360" role="img" aria-label="${figure} ${caption}">
<defs>${EMBLEM_GRADIENTS}
<radialGradient id="bg" cx=".72" cy=".4" r=".9"><stop offset="0" stop-color="hsl(${hue},75%,40%)"/><stop offset=".55" stop-color="hsl(${hue2},78%,18%)"/><stop offset="1" stop-color="hsl(${hue2},80%,7%)"/></radialGradient>
<radialGradient id="halo"><stop offset="0" stop-color="hsl(${hue},100%,82%)" stop-opacity=".6"/><stop offset="1" stop-color="hsl(${hue},100%,60%)" stop-opacity="0"/></radialGradient>
<linearGradient id="title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d5"/><stop offset=".5" stop-color="#ffd36b"/><stop offset="1" stop-color="#e8a21c"/></linearGradient></defs>
<rect width="720" height="360" fill="url(#bg)"/>
<g fill="#fff">${sparkles}</g>
<circle cx="540" cy="170" r="150" fill="url(#halo)"/>
${emblemAt(emblem, 440, 70, 200)}
<g ${FONT} font-weight="900" fill="url(#title)" stroke="#2a1503" stroke-width="6" stroke-linejoin="round" paint-order="stroke"><text x="48" y="200" font-size="${size}">${figure}</text></g>
<text x="52" y="260" ${FONT} font-size="28" font-weight="800" letter-spacing="4" fill="#fff" opacity=".85">${caption}</text>
<rect x="3" y="3" width="714" height="354" rx="24" fill="none" stroke="url(#title)" stroke-opacity=".5" stroke-width="3"/>
</svg>`;
};

/**
 * The picture a file name (`{id}-{locale}.svg`, or `{id}.svg` in Uzbek) names; null when
 * there is no such offer or language.
 */
export const offerArt = (file: string): string | null => {
  const match = /^(\d{1,9})(?:-([a-z]{2}))?\.svg$/.exec(file);
  const locale = match?.[2] ?? 'uz';
  const offer = match ? catalogueOffer(Number(match[1])) : undefined;
  return offer && isLocale(locale) ? offerSvg(offer, locale) : null;
};
