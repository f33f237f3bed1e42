import { describe, expect, it } from 'vitest';
import { gamePath, tileOf } from './game-fields';
import { gameFixture } from '../testing/test-host';

describe('tileOf', () => {
  it("uses the game's own name and image when there is no description", () => {
    const tile = tileOf(gameFixture(1, { name: 'Aviator', image_url: '/img/aviator.svg' }));
    expect(tile).toMatchObject({ sysname: 'game_1', name: 'Aviator', image: '/img/aviator.svg' });
  });

  it("lets the description's name and 288x192 image win over the game's own", () => {
    const tile = tileOf(
      gameFixture(2, {
        name: 'aviator_v2',
        image_url: '/img/raw.svg',
        description: { name: 'Aviator', img_288_192: '/img/aviator-288x192.webp' },
      }),
    );
    expect(tile.name).toBe('Aviator');
    expect(tile.image).toBe('/img/aviator-288x192.webp');
  });

  it('overrides each field on its own, and ignores a blank override', () => {
    const nameOnly = tileOf(gameFixture(3, { description: { name: 'Sweet Bonanza' } }));
    expect(nameOnly).toMatchObject({ name: 'Sweet Bonanza', image: '/api/_media/game/game_3.svg' });
    const blank = tileOf(gameFixture(4, { description: { name: '  ', img_288_192: '' } }));
    expect(blank).toMatchObject({ name: 'Game 4', image: '/api/_media/game/game_4.svg' });
  });

  it('badges new, popular and jackpot games, in that order, and nothing else', () => {
    const tile = tileOf(gameFixture(5, { categories: ['jackpot', 'slots', 'popular', 'new'] }));
    expect(tile.badges).toEqual(['new', 'popular', 'jackpot']);
    expect(tileOf(gameFixture(6, { categories: undefined })).badges).toEqual([]);
  });

  it("keeps the provider's sysname ('' when the game has none)", () => {
    expect(tileOf(gameFixture(7, { provider: 'netent' })).provider).toBe('netent');
    expect(tileOf(gameFixture(8, { provider: undefined })).provider).toBe('');
  });

  it('links to the game page with the sysname encoded', () => {
    expect(gamePath('pixelfox_aero')).toBe('/game/pixelfox_aero');
    expect(gamePath('a/b?c')).toBe('/game/a%2Fb%3Fc');
  });
});
