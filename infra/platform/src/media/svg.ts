// Deterministic artwork for seeded games and banners: colours come from a hash of the name,
// so every game has its own look and the same look on every start.
import { hashOf, seededRandom } from '../seed/random';

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

/** A 288x192 tile: a two-hue gradient, soft shapes, the game's name and its provider. */
export const gameSvg = (name: string, provider: string): string => {
  const random = seededRandom(hashOf(name));
  const hue = Math.floor(random.next() * 360);
  const hue2 = (hue + 40 + Math.floor(random.next() * 60)) % 360;
  const shapes = Array.from({ length: 5 }, () => {
    const [cx, cy, r] = [random.next() * 288, random.next() * 192, 18 + random.next() * 60];
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.05 + random.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(name, 14, 3);
  const top = 96 - (lines.length - 1) * 15;
  const text = lines
    .map(
      (line, index) =>
        `<text x="144" y="${top + index * 30}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="288" height="192" viewBox="0 0 288 192" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,52%)"/><stop offset="1" stop-color="hsl(${hue2},78%,22%)"/></linearGradient>
<radialGradient id="glow" cx="0.8" cy="0.15" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="288" height="192" fill="url(#g)"/><rect width="288" height="192" fill="url(#glow)"/>${shapes}
<g ${FONT} font-size="24" font-weight="800" fill="#000" opacity="0.25" transform="translate(2 2)">${text}</g>
<g ${FONT} font-size="24" font-weight="800" fill="#fff">${text}</g>
<text x="144" y="176" text-anchor="middle" ${FONT} font-size="11" font-weight="600" letter-spacing="2" fill="#fff" opacity="0.75">${escapeXml(provider.toUpperCase())}</text>
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
