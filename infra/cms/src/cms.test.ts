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
  it('answer { data: { id, attributes }, meta: {} } for the locale asked', async () => {
    const uz = await get('/cms/api/settings-seo');
    const ru = await get('/cms/api/settings-seo?locale=ru');
    expect(uz.status).toBe(200);
    expect(field(uz.body, 'meta')).toEqual({});
    expect(field(uz.body, 'data', 'id')).toEqual(expect.any(Number));
    expect(field(uz.body, 'data', 'attributes', 'locale')).toBe('uz');
    expect(field(ru.body, 'data', 'attributes', 'locale')).toBe('ru');
    expect(field(uz.body, 'data', 'attributes', 'title')).toContain('onlayn kazino');
    expect(field(ru.body, 'data', 'attributes', 'title')).toContain('онлайн-казино');
  });

  it('leave components, media and relations out without populate, as Strapi does', async () => {
    const { body } = await get('/cms/api/common');
    const attributes = field(body, 'data', 'attributes');
    expect(attributes).toHaveProperty('footerLegalText');
    expect(attributes).toHaveProperty('localeDetectionStrategy', 'cookie');
    expect(attributes).not.toHaveProperty('headerMenu');
    expect(attributes).not.toHaveProperty('paymentMethodInfo');
  });

  it('populate=deep returns components with ids and media in { data: { id, attributes } }', async () => {
    const { body } = await get('/cms/api/common?populate=deep');
    const first = field(body, 'data', 'attributes', 'headerMenu', 0);
    expect(first).toMatchObject({
      id: expect.any(Number),
      label: "O'yinlar zali",
      url: '/gamehall',
    });
    expect(field(first, 'icon', 'data', 'attributes')).toMatchObject({
      url: '/cms/uploads/icon-gamehall.svg',
      mime: 'image/svg+xml',
      width: 24,
      height: 24,
    });
    const groups = listOf(field(body, 'data', 'attributes', 'footerLinkGroups'));
    expect(listOf(field(groups[0], 'links')).length).toBeGreaterThan(0);
  });

  it('populate=* also populates everything; a populate list only the fields named', async () => {
    const star = await get('/cms/api/auth-config?populate=*');
    expect(
      field(
        star.body,
        'data',
        'attributes',
        'authBanner',
        'image_360_520',
        'data',
        'attributes',
        'url',
      ),
    ).toBe('/cms/uploads/auth-banner-360x520.svg');
    const named = await get('/cms/api/auth-config?populate[0]=authBanner');
    const attributes = field(named.body, 'data', 'attributes');
    expect(field(attributes, 'authBanner', 'value')).toBe('100%');
    // Media inside the named component need their own populate, as in Strapi.
    expect(field(attributes, 'authBanner')).not.toHaveProperty('image_360_520');
    expect(attributes).not.toHaveProperty('menuBanner');
    const nested = await get('/cms/api/auth-config?populate[authBanner][populate]=*');
    expect(field(nested.body, 'data', 'attributes', 'authBanner')).toHaveProperty('image_360_520');
  });

  it('use the mediaBaseUrl option for media urls', async () => {
    const cdn = createCms({ mediaBaseUrl: 'https://cdn.omad.uz/cms/uploads' });
    const response = await cdn.app.request('/cms/api/web-setting?populate=deep');
    const body: unknown = await response.json();
    expect(field(body, 'data', 'attributes', 'favicon', 'ico', 'data', 'attributes', 'url')).toBe(
      'https://cdn.omad.uz/cms/uploads/favicon.ico',
    );
  });
});

describe('collection types', () => {
  it('answer a list with pagination meta and only entries of the locale', async () => {
    const { status, body } = await get('/cms/api/pages?locale=ru');
    expect(status).toBe(200);
    const data = listOf(field(body, 'data'));
    expect(data.map((entry) => field(entry, 'attributes', 'locale'))).toEqual([
      'ru',
      'ru',
      'ru',
      'ru',
    ]);
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
    expect(field(data[0], 'attributes', 'title')).toBe('Игровой зал — слоты и live-казино | Omad');
  });

  it('filter pages by slug, so uz and ru texts of the same page differ', async () => {
    const uz = await get('/cms/api/pages?filters[slug][$eq]=terms');
    const ru = await get('/cms/api/pages?locale=ru&filters[slug][$eq]=terms');
    expect(field(uz.body, 'data', 0, 'attributes', 'title')).toBe('Qoidalar va shartlar');
    expect(field(ru.body, 'data', 0, 'attributes', 'title')).toBe('Правила и условия');
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

  it('sort by a field, descending', async () => {
    const { body } = await get('/cms/api/banners?sort=position:desc');
    const positions = listOf(field(body, 'data')).map((entry) =>
      field(entry, 'attributes', 'position'),
    );
    expect(positions).toEqual([3, 2, 1]);
  });

  it('populate a relation to another collection in the same locale', async () => {
    const { body } = await get('/cms/api/banners?locale=ru&populate=deep');
    expect(field(body, 'data', 0, 'attributes', 'termsPage', 'data', 'attributes', 'slug')).toBe(
      'terms',
    );
    expect(field(body, 'data', 0, 'attributes', 'termsPage', 'data', 'attributes', 'locale')).toBe(
      'ru',
    );
  });

  it('find one entry by id', async () => {
    const { body } = await get('/cms/api/redirects/1');
    expect(field(body, 'data', 'attributes', 'from_url')).toBe('/old-promo');
  });
});
