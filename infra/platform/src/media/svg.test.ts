import { describe, expect, it } from 'vitest';
import { bannerSvg, emblemFor, gameSvg, providerLogoSvg } from './svg';

const caravan = { name: 'Golden Caravan', provider: 'Silk Road Studio', type: 'slot' };

describe('generated artwork', () => {
  it('draws the same game tile for the same name, and different tiles for different names', () => {
    expect(gameSvg(caravan)).toBe(gameSvg(caravan));
    expect(gameSvg(caravan)).not.toBe(gameSvg({ ...caravan, name: 'Wild Tiger' }));
    expect(gameSvg(caravan)).toMatch(/^<svg[^>]+width="288" height="192"/);
    expect(gameSvg(caravan)).toContain('SILK ROAD STUDIO');
  });

  it('picks the emblem from the name, else from the game type', () => {
    expect(emblemFor('Aviator', 'fast')).toBe('plane');
    expect(emblemFor('Lightning Roulette Live', 'live')).toBe('wheel');
    expect(emblemFor('Book of Dead', 'slot')).toBe('book');
    expect(emblemFor('Sweet Bonanza', 'slot')).toBe('cherry');
    expect(['cards', 'wheel', 'dice']).toContain(emblemFor('Zero Teen', 'casino'));
  });

  it('marks live games and draws a distinct featured cover', () => {
    expect(gameSvg({ ...caravan, type: 'live' })).toContain('>LIVE<');
    expect(gameSvg(caravan)).not.toContain('>LIVE<');
    const cover = gameSvg(caravan, { featured: true });
    expect(cover).toContain('>TOP<');
    expect(cover).not.toBe(gameSvg(caravan));
  });

  it('escapes names so a tile or a logo cannot carry markup', () => {
    const hostile = '<script>alert(1)</script> & "Co"';
    for (const svg of [gameSvg({ ...caravan, name: hostile }), providerLogoSvg(hostile)]) {
      expect(svg).not.toContain('<script>');
      expect(svg).toContain('&#60;');
    }
  });

  it("draws a provider's logo with its initials and name", () => {
    const logo = providerLogoSvg('Pragmatic Play');
    expect(logo).toMatch(/^<svg[^>]+width="240" height="80"/);
    expect(logo).toContain('>PP<');
    expect(logo).toContain('>Pragmatic Play<');
    expect(providerLogoSvg('Evolution')).toContain('>E<');
  });

  it('draws 1200x400 banners', () => {
    expect(bannerSvg(1)).toMatch(/^<svg[^>]+width="1200" height="400"/);
    expect(bannerSvg(1)).not.toBe(bannerSvg(2));
  });
});
