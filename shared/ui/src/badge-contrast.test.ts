// Every tone of the tinted badge is readable (WCAG 2.2 AA, 4.5:1) on each surface a badge
// sits on: its text colour against its own 16 % tint over that surface, both read from the
// kit's stylesheets, so a changed token is checked as it ships.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
const TOKENS = css('tokens.css');
const BADGE = css('badge.css');

type Rgb = readonly [number, number, number];

const token = (name: string): Rgb => {
  const hex = new RegExp(`--omad-color-${name}:\\s*#([0-9a-f]{6});`, 'i').exec(TOKENS)?.[1];
  if (!hex) throw new Error(`--omad-color-${name} is not a hex colour in tokens.css`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
};

/** The tint badge.css mixes from the tone, in per cent. */
const TINT = Number(/--omad-badge-tone\)\s+(\d+)%/.exec(BADGE)?.[1]);

/** Each tone class and the colour token its text is. */
const tones = (): [string, string][] =>
  [
    ...BADGE.matchAll(
      /\.omad-badge--(\w+)\s*\{[^}]*--omad-badge-tone:\s*var\(--omad-color-([\w-]+)\)/g,
    ),
  ].map((match) => [match[1] ?? '', match[2] ?? '']);

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const mix = (top: Rgb, bottom: Rgb, percent: number): Rgb =>
  top.map((channel, index) =>
    Math.round((channel * percent + (bottom[index] ?? 0) * (100 - percent)) / 100),
  ) as unknown as Rgb;

describe('the tinted badge', () => {
  it('reads its tones and tint from the stylesheets', () => {
    expect(TINT).toBeGreaterThan(0);
    expect(tones().map(([tone]) => tone)).toEqual(
      expect.arrayContaining(['brand', 'accent', 'success', 'warning', 'danger', 'info']),
    );
  });

  for (const surface of ['bg', 'bg-raised', 'surface', 'surface-2']) {
    it(`has 4.5:1 text in every tone on ${surface}`, () => {
      const under = token(surface);
      const ratios = tones().map(([tone, colour]) => {
        const text = token(colour);
        return [tone, Number(contrast(text, mix(text, under, TINT)).toFixed(2))] as const;
      });
      expect(ratios.filter(([, ratio]) => ratio < 4.5)).toEqual([]);
    });
  }
});
