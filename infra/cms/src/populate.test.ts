// Strapi 5 populate over HTTP: validation (400 for deep, unknown or plain keys, misplaced
// `on`), dynamic-zone fragments, and what the store makes of empty parts and locale lists
// that do not line up.
import { describe, expect, it } from 'vitest';
import { createCms } from './cms';
import { media, relation, type ContentTypeDef } from './model';
import { PLAIN } from './populate';
import { MEDIA_LIBRARY } from './seed/media';
import { serializeEntry } from './serialize';
import { buildStore } from './store';

const { app } = createCms();

async function get(path: string) {
  const response = await app.request(path);
  const body: unknown = await response.json();
  return { status: response.status, body };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dynamic-zone items of the home page, by component uid. */
async function blocks(populate: string): Promise<Record<string, Record<string, unknown>>> {
  const { status, body } = await get(`/cms/api/home-page?locale=ru&${populate}`);
  expect(status).toBe(200);
  const items = isObject(body) && isObject(body.data) ? body.data.blocks : undefined;
  if (!Array.isArray(items)) throw new Error(`no blocks in ${JSON.stringify(body)}`);
  return Object.fromEntries(
    items.filter(isObject).map((item) => [String(item.__component), item] as const),
  );
}

describe('populate validation', () => {
  it.each([
    ['deep', 'pages?populate=deep'],
    ['deep', 'pages?populate=deep,5'],
    ['deep', 'pages?populate[seo][populate]=deep'],
    ['colour', 'common?populate=colour'],
    ['colour', 'common?populate[colour]=true'],
    ['footerLegalText', 'common?populate=footerLegalText'],
    ['colour', 'common?populate[headerMenu][populate][colour]=true'],
    ['url', 'common?populate=headerMenu.url'],
    ['colour', 'banners?populate[termsPage][populate][colour]=true'],
    ['home.nope', 'home-page?populate[blocks][on][home.nope]=true'],
  ])('refuses the key %s: %s', async (key, query) => {
    const { status, body } = await get(`/cms/api/${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message: `Invalid key ${key}` },
    });
  });

  it.each([
    'common?populate[headerMenu][on][home.tiles]=true',
    'home-page?populate[blocks][on][home.tiles]=true&populate[blocks][populate]=*',
    'home-page?populate[blocks]=yes',
  ])('refuses on outside a dynamic zone, on with populate, odd values: %s', async (query) => {
    const { status, body } = await get(`/cms/api/${query}`);
    expect([status, isObject(body) && isObject(body.error) && body.error.name]).toEqual([
      400,
      'ValidationError',
    ]);
  });
});

describe('dynamic zones', () => {
  it('leaves the zone out without populate, and gives plain items for true or *', async () => {
    const { body } = await get('/cms/api/home-page');
    expect(isObject(body) && body.data).not.toHaveProperty('blocks');
    for (const populate of ['populate[blocks]=true', 'populate=*', 'populate=blocks']) {
      const items = await blocks(populate);
      expect(Object.keys(items)).toEqual([
        'home.tiles',
        'home.features',
        'home.rich-text',
        'home.faq',
      ]);
      expect(items['home.tiles']).toMatchObject({ id: expect.any(Number), title: 'Разделы' });
      expect(items['home.tiles']).not.toHaveProperty('tiles');
      expect(items['home.faq']).not.toHaveProperty('items');
    }
  });

  it('populates the items named in on with their fragment, the others plain', async () => {
    const items = await blocks(
      'populate[blocks][on][home.tiles][populate][tiles][populate][image]=true&populate[blocks][on][home.faq]=true',
    );
    const tiles = items['home.tiles']?.tiles;
    expect(Array.isArray(tiles) && tiles[0]).toMatchObject({
      url: '/gamehall',
      image: { url: '/cms/uploads/home-tile-gamehall.svg', mime: 'image/svg+xml' },
    });
    // home.faq is named with true: plain, so its items (a component list) stay out.
    expect(items['home.faq']).toMatchObject({ title: 'Частые вопросы' });
    expect(items['home.faq']).not.toHaveProperty('items');
    // Not named: scalar fields only.
    expect(items['home.features']).toMatchObject({ title: 'Почему Omad?' });
    expect(items['home.features']).not.toHaveProperty('items');
    expect(items['home.rich-text']?.content).toContain('href="/gamehall"');
  });

  it('applies a shared populate to every item: * gives each its own first level', async () => {
    const items = await blocks('populate[blocks][populate]=*');
    const tiles = items['home.tiles']?.tiles;
    expect(Array.isArray(tiles) && tiles[0]).toMatchObject({ url: '/gamehall' });
    expect(Array.isArray(tiles) && tiles[0]).not.toHaveProperty('image');
    expect(Array.isArray(items['home.features']?.items)).toBe(true);
  });
});

describe('the store', () => {
  const defs: readonly ContentTypeDef[] = [
    {
      kind: 'collection',
      name: 'articles',
      // The ru list is in another order and has one article more: paired by slug.
      seed: {
        uz: [
          { slug: 'a', title: 'A uz', cover: media('pay-visa.svg'), page: null },
          { slug: 'b', title: 'B uz', cover: null, page: relation('articles', 'slug', 'a') },
        ],
        ru: [
          { slug: 'c', title: 'C ru', cover: null, page: relation('articles', 'slug', 'zz') },
          { slug: 'b', title: 'B ru', cover: null, page: null },
          { slug: 'a', title: 'A ru', cover: media('pay-visa.svg'), page: null },
        ],
      },
    },
  ];
  const store = buildStore(defs, MEDIA_LIBRARY);
  const entries = store.types.get('articles')?.entries ?? [];
  const bySlug = (slug: string, locale: string) =>
    entries.find(
      (e) =>
        e.locale === locale && e.fields.slug?.kind === 'scalar' && e.fields.slug.value === slug,
    );

  it('pairs locale versions by slug when the lists differ, ids stay per version', () => {
    expect(bySlug('a', 'ru')?.documentId).toBe(bySlug('a', 'uz')?.documentId);
    expect(bySlug('b', 'ru')?.documentId).toBe(bySlug('b', 'uz')?.documentId);
    // c has no uz version: a document of its own.
    expect(new Set(entries.map((e) => e.documentId)).size).toBe(3);
    expect(new Set(entries.map((e) => e.id)).size).toBe(5);
  });

  it('answers null for an empty media field or a relation to nothing, when populated', () => {
    const serialize = (slug: string, locale: 'uz' | 'ru') => {
      const entry = bySlug(slug, locale);
      if (!entry) throw new Error(`no ${slug}`);
      const populate = { fields: { cover: PLAIN, page: PLAIN } };
      return serializeEntry({ store, mediaBaseUrl: '/m', locale }, entry, populate);
    };
    expect(serialize('a', 'uz')).toMatchObject({ cover: { url: '/m/pay-visa.svg' }, page: null });
    expect(serialize('b', 'uz')).toMatchObject({ cover: null, page: { slug: 'a', title: 'A uz' } });
    expect(serialize('c', 'ru')).toMatchObject({ cover: null, page: null });
    const b = bySlug('b', 'uz');
    if (!b) throw new Error('no b');
    const plain = serializeEntry({ store, mediaBaseUrl: '/m', locale: 'uz' }, b, PLAIN);
    expect(plain).not.toHaveProperty('cover');
    expect(plain).not.toHaveProperty('page');
  });
});
