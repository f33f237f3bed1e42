// Deterministic artwork for seeded games, providers and banners: colours come from a hash of
// the name, so every game has its own look and the same look on every start.
import { hashOf, seededRandom } from '../seed/random';
import { EMBLEM_GRADIENTS, emblemAt } from './emblems';
import type { Emblem } from './emblems';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Breaks a name into at most `maxLines` lines of about `width` characters. */
const wrap = (text: string, width: number, maxLines: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
};

const FONT = `font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"`;

/** The emblem a game's art shows: from a word of its name, else from its type. */
export const emblemFor = (name: string, type: string): Emblem => {
  const rule = EMBLEM_RULES.find(([pattern]) => pattern.test(name));
  if (rule) return rule[1];
  const fallback = TYPE_EMBLEMS[type] ?? SLOT_EMBLEMS;
  return fallback[hashOf(name) % fallback.length] ?? 'seven';
};

const EMBLEM_RULES: readonly (readonly [RegExp, Emblem])[] = [
  [/aviator|plane|aero/i, 'plane'],
  [/crash|rocket|jet|space|balloon|limbo/i, 'rocket'],
  [/mines/i, 'mine'],
  [/plinko/i, 'plinko'],
  [/keno|goal|penalty|football|mega ball/i, 'ball'],
  [/roulette|wheel|crazy|money drop|dream catcher/i, 'wheel'],
  [/dice|sic bo|craps|fan tan/i, 'dice'],
  [
    /blackjack|poker|baccarat|bac bo|teen patti|andar bahar|hold'em|red dog|dragon tiger|hi-lo/i,
    'cards',
  ],
  [/book of/i, 'book'],
  [/olympus|thunder|storm|lightning|zeus/i, 'bolt'],
  [/fruit|cherr|orchard|candy|bonanza/i, 'cherry'],
  [/gem|diamond|emerald|ruby|sapphire|crystal|pearl/i, 'diamond'],
  [/crown|queen|sultan|royal|kingdom|pharaoh|king/i, 'crown'],
  [/bell/i, 'bell'],
  [/seven|hotline/i, 'seven'],
  [/clover|lucky|irish/i, 'clover'],
  [/coin|gold|riches|vault|treasure|fortune|jackpot/i, 'coin'],
  [/star|moon|cosmic|night/i, 'star'],
];

const SLOT_EMBLEMS: readonly Emblem[] = ['seven', 'diamond', 'crown', 'coin', 'star', 'bell'];
const TYPE_EMBLEMS: Readonly<Record<string, readonly Emblem[]>> = {
  casino: ['cards', 'wheel', 'dice'],
  live: ['wheel', 'cards'],
  fast: ['rocket', 'ball', 'dice'],
};

export interface GameArt {
  readonly name: string;
  /** The provider's display name. */
  readonly provider: string;
  readonly type: string;
}

const rays = (cx: number, cy: number, count: number): string =>
  Array.from({ length: count }, (_, index) => {
    // Half a ray turned, so no ray's edge lies flat across the tile.
    const at = (step: number) => ((index * 2 + step + 0.5) * Math.PI) / count;
    const point = (step: number) =>
      `${(cx + 400 * Math.cos(at(step))).toFixed(1)} ${(cy + 400 * Math.sin(at(step))).toFixed(1)}`;
    return `<path d="M${cx} ${cy}L${point(0)}L${point(1)}Z"/>`;
  }).join('');

/**
 * A 288x192 tile in the casino's one style: a deep two-hue glow with light rays, the game's
 * emblem, its name in gold and its provider; a LIVE badge for live games. `featured` is the
 * cover a game's description may give (a gold frame and a TOP ribbon).
 */
export const gameSvg = (game: GameArt, { featured = false } = {}): string => {
  const random = seededRandom(hashOf(featured ? `cover:${game.name}` : game.name));
  const hue = Math.floor(random.next() * 360);
  const hue2 = (hue + 30 + Math.floor(random.next() * 50)) % 360;
  const sparkles = Array.from({ length: 14 }, () => {
    const [cx, cy, r] = [random.next() * 288, random.next() * 120, 0.6 + random.next() * 1.6];
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" opacity="${(0.35 + random.next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(game.name, 16, 2);
  const size = lines.length > 1 ? 18 : lines.some((line) => line.length > 13) ? 19 : 23;
  const top = lines.length === 1 ? 148 : 139;
  const title = lines
    .map(
      (line, index) =>
        `<text x="144" y="${top + index * (size + 3)}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line.toUpperCase())}</text>`,
    )
    .join('');
  const live =
    game.type === 'live'
      ? `<g ${FONT}><rect x="12" y="12" width="54" height="20" rx="10" fill="#dc2626"/><circle cx="24" cy="22" r="3.5" fill="#fff"/><text x="31" y="26.5" font-size="11" font-weight="800" fill="#fff" letter-spacing="1">LIVE</text></g>`
      : '';
  const ribbon = featured
    ? `<g transform="translate(288 0) rotate(45)"><rect x="-60" y="20" width="120" height="20" fill="url(#title)"/><text x="0" y="34.5" text-anchor="middle" ${FONT} font-size="12" font-weight="900" fill="#2a1503" letter-spacing="2">TOP</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="288" height="192" viewBox="0 0 288 192" role="img" aria-label="${escapeXml(game.name)}">
<defs>${EMBLEM_GRADIENTS}
<radialGradient id="bg" cx=".5" cy=".36" r=".85"><stop offset="0" stop-color="hsl(${hue},72%,36%)"/><stop offset=".55" stop-color="hsl(${hue2},76%,16%)"/><stop offset="1" stop-color="hsl(${hue2},80%,6%)"/></radialGradient>
<radialGradient id="halo"><stop offset="0" stop-color="hsl(${hue},100%,80%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${hue},100%,60%)" stop-opacity="0"/></radialGradient>
<linearGradient id="title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d5"/><stop offset=".5" stop-color="#ffd36b"/><stop offset="1" stop-color="#e8a21c"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient></defs>
<rect width="288" height="192" fill="url(#bg)"/>
<g fill="#ffe7a3" opacity="${featured ? 0.16 : 0.09}">${rays(144, 62, 14)}</g>
<g fill="#fff">${sparkles}</g>
<circle cx="144" cy="62" r="62" fill="url(#halo)"/>
${emblemAt(emblemFor(game.name, game.type), 102, 20, 84)}
<rect y="96" width="288" height="96" fill="url(#shade)"/>
<g ${FONT} font-size="${size}" font-weight="900" fill="url(#title)" stroke="#2a1503" stroke-width="4" stroke-linejoin="round" paint-order="stroke" letter-spacing=".5">${title}</g>
<text x="144" y="181" text-anchor="middle" ${FONT} font-size="10" font-weight="700" letter-spacing="2.5" fill="#fff" opacity=".72">${escapeXml(game.provider.toUpperCase())}</text>
<rect x="2.5" y="2.5" width="283" height="187" rx="14" fill="none" stroke="url(#title)" stroke-opacity="${featured ? 0.95 : 0.4}" stroke-width="${featured ? 4 : 2}"/>
${live}${ribbon}
</svg>`;
};

/**
 * A 240x80 provider logo: a badge with the provider's initials in its own colour and its name,
 * on the storefront's dark surface.
 */
export const providerLogoSvg = (name: string): string => {
  const random = seededRandom(hashOf(`provider:${name}`));
  const hue = Math.floor(random.next() * 360);
  const initials = name
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const size = name.length > 16 ? 16 : name.length > 11 ? 19 : 22;
  const shapes = [
    '<circle cx="40" cy="40" r="26"/>',
    '<path d="M40 12L64 26V54L40 68L16 54V26Z"/>',
    '<rect x="16" y="16" width="48" height="48" rx="14"/>',
    '<path d="M40 12L68 40L40 68L12 40Z"/>',
  ];
  const shape = shapes[Math.floor(random.next() * shapes.length)] ?? shapes[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},85%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,38%)"/></linearGradient>
<linearGradient id="plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2440"/><stop offset="1" stop-color="#0d1224"/></linearGradient></defs>
<rect x="1" y="1" width="238" height="78" rx="16" fill="url(#plate)" stroke="#2c3758" stroke-width="2"/>
<g fill="url(#mark)">${shape}</g>
<text x="40" y="41" text-anchor="middle" dominant-baseline="middle" ${FONT} font-size="${initials.length > 1 ? 18 : 24}" font-weight="900" fill="#fff">${escapeXml(initials)}</text>
<text x="78" y="41" dominant-baseline="middle" ${FONT} font-size="${size}" font-weight="800" fill="#eef2fb">${escapeXml(name)}</text>
</svg>`;
};

/**
 * A 1200x400 banner background: a three-stop gradient, large glows and a band of sparkles.
 * A number is a banner id; a text seeds other artwork (a popup's is `popup:{sysname}`).
 */
export const bannerSvg = (seed: number | string): string => {
  const random = seededRandom(hashOf(typeof seed === 'number' ? `banner:${seed}` : seed));
  const hue = Math.floor(random.next() * 360);
  const stops = [hue, (hue + 50) % 360, (hue + 110) % 360];
  const glows = Array.from({ length: 4 }, (_, index) => {
    const cx = 700 + random.next() * 500;
    const cy = random.next() * 400;
    const r = 120 + random.next() * 160;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${stops[index % 3]},90%,70%)" opacity="0.18"/>`;
  }).join('');
  const sparkles = Array.from({ length: 40 }, () => {
    const [x, y, r] = [random.next() * 1200, random.next() * 400, 0.8 + random.next() * 2.4];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.3 + random.next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-hidden="true">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="hsl(${stops[0]},80%,18%)"/><stop offset="0.55" stop-color="hsl(${stops[1]},75%,38%)"/><stop offset="1" stop-color="hsl(${stops[2]},85%,55%)"/></linearGradient>
<pattern id="s" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="24" fill="#fff" opacity="0.04"/></pattern>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/><rect width="1200" height="400" fill="url(#s)"/>${glows}${sparkles}
<rect width="1200" height="400" fill="url(#fade)"/>
</svg>`;
};
