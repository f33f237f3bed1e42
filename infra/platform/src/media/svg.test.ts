import { describe, expect, it } from 'vitest';
import { bannerSvg, gameSvg } from './svg';

describe('generated artwork', () => {
  it('draws the same game tile for the same name, and different tiles for different names', () => {
    expect(gameSvg('Golden Caravan', 'silkroad')).toBe(gameSvg('Golden Caravan', 'silkroad'));
    expect(gameSvg('Golden Caravan', 'silkroad')).not.toBe(gameSvg('Wild Tiger', 'silkroad'));
  });

  it('escapes names so a tile cannot carry markup', () => {
    const svg = gameSvg('<script>alert(1)</script> & "Co"', 'x');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('draws 1200x400 banners', () => {
    expect(bannerSvg(1)).toMatch(/^<svg[^>]+width="1200" height="400"/);
    expect(bannerSvg(1)).not.toBe(bannerSvg(2));
  });
});
