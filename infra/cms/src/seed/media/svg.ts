// A helper for seed SVG files: wraps drawing markup in an <svg> with its viewBox and
// describes it as a media-library source.
import type { MediaSource } from '../../media';

export function svgFile(
  file: string,
  alternativeText: string,
  width: number,
  height: number,
  markup: string,
): MediaSource {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${alternativeText}">
${markup.trim()}
</svg>
`;
  return { file, alternativeText, width, height, mime: 'image/svg+xml', body: () => body };
}

/** Points of a five-pointed star, for flags and decorations. */
export function starPoints(cx: number, cy: number, outer: number, inner = outer * 0.4): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

export const FONT = 'font-family="Arial, Helvetica, sans-serif" font-weight="700"';

/** The casino's golds, for artwork drawn in its style. */
export const GOLD = '#f5b82e';
export const GOLD_DARK = '#d9961a';
export const CREAM = '#fff1c2';

/** A gold coin with a rim and a star, for scattering over backgrounds. */
export const coin = (cx: number, cy: number, r: number) => `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${GOLD_DARK}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${GOLD}"/>
    <polygon points="${starPoints(cx, cy, r * 0.45)}" fill="${CREAM}"/>
  </g>`;

/** Small four-point stars at [x, y, radius]. */
export const sparkles = (points: readonly (readonly [number, number, number])[]) =>
  points
    .map(
      ([x, y, r]) =>
        `<polygon points="${starPoints(x, y, r, r * 0.3)}" fill="#fff6d8" opacity="0.8"/>`,
    )
    .join('\n  ');
