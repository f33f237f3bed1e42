import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerSchema,
  ErrorType,
  GameCategorySchema,
  GameSchema,
  ProviderSchema,
  pageOf,
} from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;
let client: TestClient;

beforeAll(async () => {
  platform = await createTestPlatform();
  client = new TestClient(platform.app);
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

interface GamePage {
  readonly items: {
    sysname: string;
    name: string;
    provider: string;
    type: string;
    image_url: string;
    categories: string[];
  }[];
  readonly count: number;
}

const games = async (options: Record<string, unknown>): Promise<GamePage> => {
  const answer = await client.call(
    'games.get',
    { options: JSON.stringify(options) },
    { http: 'GET' },
  );
  expect(answer.status).toBe(200);
  expect(issuesOf(pageOf(GameSchema), answer.body.data)).toEqual([]);
  return answer.body.data as GamePage;
};

describe('games.get', () => {
  it('lists thousands of games, a page at a time, without the sportsbook', async () => {
    const page = await games({ offset: 0, count: 24 });
    expect(page.count).toBeGreaterThanOrEqual(2000);
    expect(page.items).toHaveLength(24);
    const next = await games({ offset: 24, count: 24 });
    expect(next.items[0]?.sysname).not.toBe(page.items[0]?.sysname);
    const all = await games({ offset: 0, count: 200, search: 'sportsbook' });
    expect(all.items.map((game) => game.sysname)).not.toContain('dgt_sportsbook');
  });

  it('filters by category, provider and search together', async () => {
    const page = await games({
      category: 'slots',
      providers: ['netent'],
      search: 'book',
      count: 100,
    });
    expect(page.count).toBeGreaterThan(0);
    for (const game of page.items) {
      expect(game.categories).toContain('slots');
      expect(game.provider).toBe('netent');
      expect(game.name.toLowerCase()).toContain('book');
    }
    const slots = await games({ category: 'slots', count: 0 });
    expect(slots.count).toBeGreaterThan(page.count);
    expect(slots.items).toEqual([]);
  });

  it('finds the sportsbook only by its sysname', async () => {
    const page = await games({ sysname: 'dgt_sportsbook' });
    expect(page).toMatchObject({
      count: 1,
      items: [{ sysname: 'dgt_sportsbook', type: 'sportsbook' }],
    });
  });

  it('refuses options that are not a JSON object or carry a bad count', async () => {
    for (const options of [
      '{broken',
      JSON.stringify({ count: -1 }),
      JSON.stringify({ count: 5000 }),
    ]) {
      const answer = await client.call('games.get', { options }, { http: 'GET' });
      expect(answer.body.error).toMatchObject({
        type: ErrorType.InvalidParameter,
        error_data: { options: ['INVALID'] },
      });
    }
  });

  it('serves each game image as a cacheable WebP, and as the SVG it is drawn from', async () => {
    const [game] = (await games({ count: 1 })).items;
    expect(game?.image_url).toBe(`/api/_media/game/${game?.sysname}.webp`);
    const raster = await platform.app.request(game?.image_url ?? '');
    expect(raster.status).toBe(200);
    expect(raster.headers.get('content-type')).toBe('image/webp');
    expect(raster.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await raster.arrayBuffer());
    expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual([
      'RIFF',
      'WEBP',
    ]);
    expect((await platform.app.request('/api/_media/game/nope.webp')).status).toBe(404);
    expect((await platform.app.request('/api/_media/game/nope.png')).status).toBe(404);
    const response = await platform.app.request(`/api/_media/game/${game?.sysname}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toContain('<svg');
    expect((await platform.app.request('/api/_media/game/nope.svg')).status).toBe(404);
  });
});

describe('categories and providers', () => {
  it('names categories in the request locale', async () => {
    const uz = await client.call('games.getCategories', {}, { http: 'GET', locale: 'uz' });
    const ru = await client.call('games.getCategories', {}, { http: 'GET', locale: 'ru' });
    const categories = uz.body.data as { sysname: string; name: string; position: number }[];
    categories.forEach((category) => expect(issuesOf(GameCategorySchema, category)).toEqual([]));
    expect(categories.find((category) => category.sysname === 'slots')?.name).toBe('Slotlar');
    expect(ru.body.data).toContainEqual(
      expect.objectContaining({ sysname: 'slots', name: 'Слоты' }),
    );
    const positions = categories.map((category) => category.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('lists providers, narrowed by game types', async () => {
    const all = (await client.call('games.getProviders', {}, { http: 'GET' })).body.data as {
      sysname: string;
    }[];
    all.forEach((provider) => expect(issuesOf(ProviderSchema, provider)).toEqual([]));
    expect(all.length).toBeGreaterThanOrEqual(15);
    const live = await client.call('games.getProviders', { 'types[0]': 'live' }, { http: 'GET' });
    const liveNames = (live.body.data as { sysname: string }[]).map((provider) => provider.sysname);
    expect(liveNames).toContain('evolution');
    expect(liveNames).not.toContain('spribe');
  });
});

describe('banners.get', () => {
  it('lists running banners by position in the request locale', async () => {
    const answer = await client.call('banners.get', {}, { http: 'GET', locale: 'ru' });
    expect(issuesOf(pageOf(BannerSchema), answer.body.data)).toEqual([]);
    const { items, count } = answer.body.data as {
      items: { id: number; description: { position: number; title: string } }[];
      count: number;
    };
    expect(count).toBe(4);
    expect(items.map((banner) => banner.id)).not.toContain(4);
    const positions = items.map((banner) => banner.description.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(items.map((banner) => banner.id)).not.toEqual(
      [...items.map((banner) => banner.id)].sort(),
    );
    expect(items[0]?.description.title).toMatch(/[а-я]/);
  });

  it('pages with offset and count', async () => {
    const answer = await client.call('banners.get', { offset: '1', count: '2' }, { http: 'GET' });
    expect(answer.body.data).toMatchObject({ count: 4, items: [{ id: 1 }, { id: 5 }] });
    const image = await platform.app.request('/api/_media/banner/1.svg');
    expect(await image.text()).toContain('width="1200" height="400"');
  });
});
