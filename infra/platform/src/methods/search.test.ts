// games.get search, the well-known titles and descriptions of the seeded catalogue, and the
// providers' logos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, GameSchema, ProviderSchema, pageOf } from '@omad/contract/api';
import type { Game } from '@omad/contract/api';
import { searchSql, searchTermsOf, withSearchSettings } from '../domain/game-search';
import type { Platform } from '../platform';
import { parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let client: TestClient;

beforeAll(async () => {
  platform = await createTestPlatform();
  client = new TestClient(platform.app);
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const games = async (options: Record<string, unknown>, locale = 'uz') => {
  const answer = await client.call(
    'games.get',
    { options: JSON.stringify(options) },
    { http: 'GET', locale },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return parseWith(pageOf(GameSchema), answer.body.data);
};

const names = (items: readonly Game[]) => items.map((game) => game.name);

describe('games.get search', () => {
  it('tolerates small typos', async () => {
    for (const typed of ['aviatr', 'avaitor', 'Aviatorr', 'AVIATOR']) {
      expect([typed, names((await games({ search: typed })).items)[0]]).toEqual([typed, 'Aviator']);
    }
    expect(names((await games({ search: 'gates of olimpus' })).items)[0]).toBe('Gates of Olympus');
  });

  it('finds Latin names typed in Cyrillic (Russian or Uzbek)', async () => {
    for (const [typed, name] of [
      ['авиатор', 'Aviator'],
      ['Авиатор', 'Aviator'],
      ['свит бонанза', 'Sweet Bonanza'],
      ['крейзи тайм', 'Crazy Time'],
      ['гейтс оф олимпус', 'Gates of Olympus'],
      ['бук оф дэд', 'Book of Dead'],
      ['Самарқанд йўлбарси', 'Samarkand Tiger'],
    ]) {
      const found = await games({ search: typed });
      expect([typed, names(found.items)[0]]).toEqual([typed, name]);
    }
  });

  it('finds the last game of the catalogue by a Cyrillic spelling', async () => {
    const { count, items } = await games({ offset: 2399, count: 1 });
    expect(count).toBe(2400);
    expect(names(items)).toEqual(['Thunder Clover Megaways']);
    const found = await games({ search: 'тандер кловер мегавейс', count: 5 });
    expect(found.items[0]?.sysname).toBe(items[0]?.sysname);
  });

  it('ranks the exact name first, then names that start with the query', async () => {
    const book = await games({ search: 'Book of Dead', count: 10 });
    expect(book.items[0]?.name).toBe('Book of Dead');
    expect(names(book.items.slice(1)).every((name) => name.startsWith('Book of'))).toBe(true);
    const sweet = await games({ search: 'sweet bonanza', count: 10 });
    expect(names(sweet.items)[0]).toBe('Sweet Bonanza');
    expect(names(sweet.items)).toContain('Sweet Rhino Bonanza');
  });

  it('matches provider names, in Latin or Cyrillic', async () => {
    const providers = await client.call('games.getProviders', {}, { http: 'GET' });
    const spribe = parseWith(ProviderSchema, (providers.body.data as unknown[])[4]);
    expect(spribe.sysname).toBe('spribe');
    for (const typed of ['spribe', 'Спрайб', 'sprbe']) {
      const found = await games({ search: typed, count: 200 });
      expect([typed, found.count]).toEqual([typed, spribe.game_params?.game_count]);
      expect(found.items.every((game) => game.provider === 'spribe')).toBe(true);
    }
  });

  it('keeps the filters: category, providers and type', async () => {
    const live = await games({ search: 'roulette', type: 'live', count: 100 });
    expect(live.count).toBeGreaterThan(0);
    for (const game of live.items) {
      expect(game.type).toBe('live');
      expect(game.name.toLowerCase()).toContain('roulette');
    }
    const evolution = await games({ search: 'рулетка', providers: ['evolution'], count: 100 });
    expect(evolution.count).toBeGreaterThan(0);
    expect(evolution.count).toBeLessThan(live.count + 100);
    expect(evolution.items.every((game) => game.provider === 'evolution')).toBe(true);
    const popular = await games({ search: 'aviator', category: 'popular' });
    expect(names(popular.items)).toEqual(['Aviator']);
    expect((await games({ search: 'aviator', category: 'live' })).count).toBe(0);
  });

  it('finds nothing for nonsense and refuses an over-long query by name', async () => {
    expect(await games({ search: 'qqqzzzxx' })).toEqual({ items: [], count: 0 });
    expect(await games({ search: '!!! ???' })).toEqual({ items: [], count: 0 });
    const long = await client.call(
      'games.get',
      { options: JSON.stringify({ search: 'a'.repeat(101) }) },
      { http: 'GET' },
    );
    expect(long.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { options: ['INVALID'] },
    });
  });

  it('finds matches through the trigram indexes, in a few milliseconds', async () => {
    const terms = searchTermsOf('свит бонанза');
    if (!terms) throw new Error('no terms');
    const args: unknown[] = [];
    const { where } = searchSql(terms, (value) => `$${args.push(value)}`);
    const plan = await withSearchSettings(platform.db, (tx) =>
      tx.query<Record<string, string>>(`explain select sysname from games g where ${where}`, args),
    );
    const text = plan.map((row) => Object.values(row).join('')).join('\n');
    expect(text).toContain('games_search_key');
    expect(text).toContain('games_search_skeleton');
    const started = performance.now();
    for (let index = 0; index < 5; index += 1) await games({ search: 'svit bonanza' });
    // Through the whole HTTP stack on a shared machine: generous, but a full scan with
    // similarity on every row of PGlite is slower than this.
    expect((performance.now() - started) / 5).toBeLessThan(250);
  });
});

describe('the seeded catalogue', () => {
  it('holds the well-known titles among its 2400 games', async () => {
    for (const name of [
      'Aviator',
      'Sweet Bonanza',
      'Gates of Olympus',
      'Book of Dead',
      'Crazy Time',
    ]) {
      const found = await games({ search: name, count: 1 });
      expect(found.items[0]).toMatchObject({
        name,
        categories: expect.arrayContaining(['popular']),
      });
    }
    expect((await games({ count: 0 })).count).toBe(2400);
  });

  it("answers a game's description in the call's locale, and serves its cover", async () => {
    const [uz] = (await games({ sysname: 'netent_tashkent_roulette' })).items;
    const [ru] = (await games({ sysname: 'netent_tashkent_roulette' }, 'ru')).items;
    expect(uz?.description).toEqual({
      name: 'Toshkent ruletkasi',
      img_288_192: '/api/_media/cover/netent_tashkent_roulette.webp',
    });
    expect(ru?.description?.name).toBe('Ташкентская рулетка');
    expect(ru?.name).toBe('Tashkent Roulette');
    const [aviator] = (await games({ sysname: 'spribe_aviator' })).items;
    expect(aviator?.description).toEqual({ img_288_192: '/api/_media/cover/spribe_aviator.webp' });
    const cover = await platform.app.request(aviator?.description?.img_288_192 ?? '');
    expect([cover.status, cover.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const drawnFrom = await platform.app.request('/api/_media/cover/spribe_aviator.svg');
    expect(await drawnFrom.text()).toContain('>TOP<');
    const [plain] = (await games({ count: 1, category: 'fast', offset: 5 })).items;
    expect(plain?.description).toBeNull();
    expect((await platform.app.request(`/api/_media/cover/${plain?.sysname}.webp`)).status).toBe(
      404,
    );
    // Its localized name finds it too.
    expect(names((await games({ search: 'ташкентская рулетка', count: 2 }, 'ru')).items)).toContain(
      'Tashkent Roulette',
    );
  });

  it('gives each provider a logo in game_params, served as an SVG', async () => {
    const answer = await client.call('games.getProviders', {}, { http: 'GET' });
    const providers = (answer.body.data as unknown[]).map((item) =>
      parseWith(ProviderSchema, item),
    );
    for (const provider of providers) {
      expect(provider.game_params?.logo).toBe(`/api/_media/provider/${provider.sysname}.svg`);
    }
    const logo = await platform.app.request('/api/_media/provider/pragmatic.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('>Pragmatic Play<');
    expect((await platform.app.request('/api/_media/provider/nope.svg')).status).toBe(404);
  });
});
