import { describe, expect, it } from 'vitest';
import { createCms } from './cms';

const { app } = createCms();

async function get(path: string, headers?: Record<string, string>) {
  const response = await app.request(path, { headers });
  const body: unknown = await response.json();
  return { status: response.status, body };
}

// Test-side readers for the Strapi envelope; they fail loudly instead of casting.
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isObject(current) && typeof key === 'string') current = current[key];
    else throw new Error(`no ${String(key)} in ${JSON.stringify(current)?.slice(0, 200)}`);
  }
  return current;
}

const listOf = (value: unknown): unknown[] => {
  if (!Array.isArray(value)) throw new Error(`not a list: ${JSON.stringify(value)?.slice(0, 200)}`);
  return value;
};

describe('single types', () => {
  it('answer { data: { id, documentId, ...fields }, meta: {} } for the locale asked', async () => {
    const uz = await get('/cms/api/settings-seo');
    const ru = await get('/cms/api/settings-seo?locale=ru');
    expect(uz.status).toBe(200);
    expect(field(uz.body, 'meta')).toEqual({});
    expect(field(uz.body, 'data')).not.toHaveProperty('attributes');
    expect(field(uz.body, 'data')).toMatchObject({
      id: expect.any(Number),
      locale: 'uz',
      createdAt: '2025-01-15T09:00:00.000Z',
      updatedAt: '2025-01-15T09:00:00.000Z',
      publishedAt: '2025-01-15T09:00:00.000Z',
    });
    expect(field(ru.body, 'data', 'locale')).toBe('ru');
    expect(field(uz.body, 'data', 'title')).toContain('onlayn kazino');
    expect(field(ru.body, 'data', 'title')).toContain('онлайн-казино');
  });

  it('share one documentId between the locale versions, each with its own id', async () => {
    const uz = field((await get('/cms/api/common')).body, 'data');
    const ru = field((await get('/cms/api/common?locale=ru')).body, 'data');
    expect(field(uz, 'documentId')).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(field(ru, 'documentId')).toBe(field(uz, 'documentId'));
    expect(field(ru, 'id')).not.toBe(field(uz, 'id'));
    const other = field((await get('/cms/api/config')).body, 'data', 'documentId');
    expect(other).not.toBe(field(uz, 'documentId'));
    // Derived from the seed, not from the run: a second server names it the same.
    const again = await createCms().app.request('/cms/api/common');
    expect(field(await again.json(), 'data', 'documentId')).toBe(field(uz, 'documentId'));
  });

  it('leave components, media and relations out without populate, as Strapi does', async () => {
    const { body } = await get('/cms/api/common');
    const data = field(body, 'data');
    expect(data).toHaveProperty('footerLegalText');
    expect(data).toHaveProperty('localeDetectionStrategy', 'cookie');
    expect(data).not.toHaveProperty('headerMenu');
    expect(data).not.toHaveProperty('paymentMethodInfo');
  });

  it('return populated media as flat upload objects inside components', async () => {
    const { body } = await get('/cms/api/common?populate[headerMenu][populate][icon]=true');
    const first = field(body, 'data', 'headerMenu', 0);
    expect(first).toMatchObject({
      id: expect.any(Number),
      label: "O'yinlar zali",
      url: '/gamehall',
    });
    expect(field(first, 'icon')).toMatchObject({
      id: expect.any(Number),
      documentId: expect.stringMatching(/^[a-z][a-z0-9]{23}$/),
      name: 'icon-gamehall.svg',
      url: '/cms/uploads/icon-gamehall.svg',
      mime: 'image/svg+xml',
      width: 24,
      height: 24,
      publishedAt: expect.any(String),
    });
    expect(field(first, 'icon')).not.toHaveProperty('data');
    expect(field(body, 'data')).not.toHaveProperty('footerLinkGroups');
  });

  it('populate=* gives every part one level deep; a list only the fields named', async () => {
    const star = field((await get('/cms/api/auth-config?populate=*')).body, 'data');
    expect(field(star, 'authBanner', 'value')).toBe('100%');
    // The media inside authBanner are one level further down: not populated by `*`.
    expect(field(star, 'authBanner')).not.toHaveProperty('image_360_520');
    expect(listOf(field(star, 'socialServices')).length).toBeGreaterThan(0);
    expect(field(star, 'socialServices', 0)).not.toHaveProperty('icon');
    const named = field((await get('/cms/api/auth-config?populate[0]=authBanner')).body, 'data');
    expect(field(named, 'authBanner')).not.toHaveProperty('image_360_520');
    expect(named).not.toHaveProperty('menuBanner');
    const dotted = await get('/cms/api/auth-config?populate=authBanner.image_360_520,menuBanner');
    expect(field(dotted.body, 'data', 'authBanner', 'image_360_520', 'url')).toBe(
      '/cms/uploads/auth-banner-360x520.svg',
    );
    expect(field(dotted.body, 'data')).toHaveProperty('menuBanner');
    const nested = await get('/cms/api/auth-config?populate[authBanner][populate]=*');
    expect(field(nested.body, 'data', 'authBanner')).toHaveProperty('image_360_520');
    const skipped = await get('/cms/api/auth-config?populate[authBanner]=false');
    expect(field(skipped.body, 'data')).not.toHaveProperty('authBanner');
  });

  it('use the mediaBaseUrl option for media urls', async () => {
    const cdn = createCms({ mediaBaseUrl: 'https://cdn.omad.uz/cms/uploads' });
    const response = await cdn.app.request(
      '/cms/api/web-setting?populate[favicon][populate][ico]=true',
    );
    const body: unknown = await response.json();
    expect(field(body, 'data', 'favicon', 'ico', 'url')).toBe(
      'https://cdn.omad.uz/cms/uploads/favicon.ico',
    );
  });
});

describe('collection types', () => {
  it('answer a list with pagination meta and only entries of the locale', async () => {
    const { status, body } = await get('/cms/api/pages?locale=ru');
    expect(status).toBe(200);
    const data = listOf(field(body, 'data'));
    expect(data.map((entry) => field(entry, 'locale'))).toEqual(['ru', 'ru', 'ru', 'ru']);
    expect(field(body, 'meta', 'pagination')).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 1,
      total: 4,
    });
  });

  it('paginate with pagination[page] and pagination[pageSize]', async () => {
    const { body } = await get('/cms/api/page-seos?pagination[page]=2&pagination[pageSize]=4');
    expect(listOf(field(body, 'data'))).toHaveLength(4);
    expect(field(body, 'meta', 'pagination')).toEqual({
      page: 2,
      pageSize: 4,
      pageCount: 4,
      total: 15,
    });
    const last = await get('/cms/api/page-seos?pagination[page]=4&pagination[pageSize]=4');
    expect(listOf(field(last.body, 'data'))).toHaveLength(3);
  });

  it('filter page-seos by url with $eq (a path without locale)', async () => {
    const { body } = await get('/cms/api/page-seos?locale=ru&filters[url][$eq]=/gamehall');
    const data = listOf(field(body, 'data'));
    expect(data).toHaveLength(1);
    expect(field(data[0], 'title')).toBe('Игровой зал — слоты и live-казино | Omad');
  });

  it('filter pages by slug, so uz and ru texts of the same page differ', async () => {
    const uz = await get('/cms/api/pages?filters[slug][$eq]=terms');
    const ru = await get('/cms/api/pages?locale=ru&filters[slug][$eq]=terms');
    expect(field(uz.body, 'data', 0, 'title')).toBe('Qoidalar va shartlar');
    expect(field(ru.body, 'data', 0, 'title')).toBe('Правила и условия');
    expect(field(ru.body, 'data', 0, 'documentId')).toBe(field(uz.body, 'data', 0, 'documentId'));
    expect(field(ru.body, 'data', 0, 'id')).not.toBe(field(uz.body, 'data', 0, 'id'));
    const none = await get('/cms/api/pages?filters[slug][$eq]=nope');
    expect(field(none.body, 'data')).toEqual([]);
    expect(field(none.body, 'meta', 'pagination', 'total')).toBe(0);
  });

  it('support $eqi, $contains, $in, the shorthand and nested relation filters', async () => {
    const count = async (query: string) =>
      listOf(field((await get(`/cms/api/${query}`)).body, 'data')).length;
    expect(await count('domain-seos?filters[host][$eqi]=OMAD.UZ')).toBe(1);
    expect(await count('pages?filters[title][$contains]=siyosat')).toBe(1);
    expect(await count('page-seos?filters[url][$in][0]=/&filters[url][$in][1]=/jackpots')).toBe(2);
    expect(await count('redirects?filters[external]=true')).toBe(1);
    expect(await count('banners?filters[termsPage][slug][$eq]=terms')).toBe(3);
    expect(await count('banners?filters[$or][0][position]=1&filters[$or][1][position]=3')).toBe(2);
  });

  it('pair the locale versions of every document, one documentId each', async () => {
    for (const type of ['banners', 'promotions', 'pages', 'page-seos', 'redirects']) {
      const page = async (locale: string) =>
        listOf(field((await get(`/cms/api/${type}?locale=${locale}`)).body, 'data'));
      const [uz, ru] = [await page('uz'), await page('ru')];
      const documentIds = uz.map((entry) => field(entry, 'documentId'));
      expect(
        ru.map((entry) => field(entry, 'documentId')),
        type,
      ).toEqual(documentIds);
      expect(new Set(documentIds).size, type).toBe(uz.length);
    }
  });

  it('sort by a field, descending, and filter or sort by documentId', async () => {
    const { body } = await get('/cms/api/banners?sort=position:desc');
    const data = listOf(field(body, 'data'));
    expect(data.map((entry) => field(entry, 'position'))).toEqual([3, 2, 1]);
    const documentId = String(field(data[0], 'documentId'));
    const one = await get(`/cms/api/banners?locale=ru&filters[documentId][$eq]=${documentId}`);
    expect(listOf(field(one.body, 'data')).map((entry) => field(entry, 'position'))).toEqual([3]);
    const sorted = await get('/cms/api/banners?sort=documentId');
    const ids = listOf(field(sorted.body, 'data')).map((entry) =>
      String(field(entry, 'documentId')),
    );
    expect(ids).toEqual([...ids].sort());
  });

  it('populate a relation as a flat entry of the same locale', async () => {
    const { body } = await get('/cms/api/banners?locale=ru&populate[termsPage]=true');
    const page = field(body, 'data', 0, 'termsPage');
    expect(page).toMatchObject({ slug: 'terms', locale: 'ru', documentId: expect.any(String) });
    expect(page).not.toHaveProperty('data');
    // The related page's own parts stay out unless populated below the relation.
    expect(page).not.toHaveProperty('seo');
    const nested = await get('/cms/api/banners?populate[termsPage][populate][seo]=true');
    expect(field(nested.body, 'data', 0, 'termsPage', 'seo')).toBeTruthy();
  });

  it('find one document by documentId, in the locale asked (uz by default)', async () => {
    const list = await get('/cms/api/pages?filters[slug][$eq]=about');
    const documentId = String(field(list.body, 'data', 0, 'documentId'));
    const uz = await get(`/cms/api/pages/${documentId}`);
    const ru = await get(`/cms/api/pages/${documentId}?locale=ru&populate=seo`);
    expect(field(uz.body, 'data', 'title')).toBe('Biz haqimizda');
    expect(field(uz.body, 'meta')).toEqual({});
    expect(field(ru.body, 'data')).toMatchObject({ documentId, locale: 'ru', title: 'О нас' });
    expect(field(ru.body, 'data')).toHaveProperty('seo');
    expect(field(ru.body, 'data', 'id')).not.toBe(field(uz.body, 'data', 'id'));
  });

  it('no longer find entries by numeric id', async () => {
    const { status, body } = await get('/cms/api/redirects/1');
    expect(status).toBe(404);
    expect(field(body, 'error', 'name')).toBe('NotFoundError');
    expect((await get('/cms/api/redirects/nosuchdocumentid000000000')).status).toBe(404);
  });
});
