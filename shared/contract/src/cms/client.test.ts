import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCmsClient } from './client';
import { CmsError, CmsErrorName } from './errors';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clientWith = (handler: Handler, options: { token?: string; locale?: string } = {}) => {
  const calls: { url: string; headers: Headers }[] = [];
  const client = createCmsClient({
    getLocale: () => options.locale ?? 'uz',
    ...(options.token === undefined ? {} : { getToken: () => options.token }),
    fetch: async (input, init) => {
      const url = String(input);
      calls.push({ url, headers: new Headers(init?.headers) });
      return handler(url, init);
    },
  });
  return { client, calls };
};

const rejection = async (promise: Promise<unknown>): Promise<CmsError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CmsError)) throw new Error(`expected a CmsError, got ${String(error)}`);
  return error;
};

afterEach(() => vi.unstubAllGlobals());

describe('createCmsClient: requests', () => {
  it('reads /cms/api/{type} with the current locale and the populate asked for', async () => {
    const { client, calls } = clientWith(() => json({ data: { id: 1, documentId: 'd1' } }), {
      locale: 'ru',
    });
    await client.findOne('config', { populate: '*' });
    expect(calls[0]?.url).toBe('/cms/api/config?locale=ru&populate=*');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it("a typed read names its type's nested parts in Strapi 5's populate syntax", async () => {
    const { client, calls } = clientWith(() => json({ data: null }));
    await client.getAuthConfig().catch(() => undefined);
    const params = [...new URL(calls[0]?.url ?? '', 'http://x').searchParams.keys()];
    expect(params).toEqual([
      'locale',
      'populate[socialServices][populate][icon]',
      'populate[authBanner][populate][image_360_520]',
      'populate[authBanner][populate][image_735_240]',
      'populate[menuBanner][populate][image]',
      'populate[menuBanner][populate][publicImage]',
    ]);
    await client.getHomePage().catch(() => undefined);
    expect(decodeURIComponent(calls[1]?.url ?? '')).toContain(
      'populate[blocks][on][home.tiles][populate][tiles][populate][image]=true',
    );
  });

  it('sends the bearer token when there is one', async () => {
    const { client, calls } = clientWith(() => json({ data: null }), { token: 's3cret' });
    await client.findOne('common');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer s3cret');
  });

  it('takes the token from the cms_token cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'i18n_redirected=ru; cms_token=abc%3D%3D; other=1' });
    const { client, calls } = clientWith(() => json({ data: null }));
    await client.findOne('common');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc==');
  });

  it('returns null for an empty single type and flattened items with pagination for lists', async () => {
    const { client } = clientWith((url) =>
      url.includes('/pages')
        ? json({
            data: [{ id: 4, documentId: 'p4', slug: 'about' }],
            meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
          })
        : json({ data: null, meta: {} }),
    );
    expect(await client.findOne('config')).toBeNull();
    expect(await client.findMany('pages')).toEqual({
      items: [{ id: 4, documentId: 'p4', slug: 'about' }],
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 },
    });
  });

  it('normalises offset pagination (start, limit) to page terms', async () => {
    const { client } = clientWith(() =>
      json({ data: [], meta: { pagination: { start: 20, limit: 10, total: 45 } } }),
    );
    const { pagination } = await client.findMany('redirects', {
      pagination: { start: 20, limit: 10 },
    });
    expect(pagination).toEqual({ page: 3, pageSize: 10, pageCount: 5, total: 45 });
  });
});

describe('createCmsClient: errors', () => {
  it('a 500 without a body is status 500, UnknownError', async () => {
    const { client } = clientWith(() => new Response(null, { status: 500 }));
    const error = await rejection(client.getCommon());
    expect(error.status).toBe(500);
    expect(error.name).toBe(CmsErrorName.Unknown);
  });

  it('a 502 HTML page from a proxy is also UnknownError with status 500 (no server body)', async () => {
    const { client } = clientWith(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await rejection(client.getConfig());
    expect([error.status, error.name]).toEqual([500, 'UnknownError']);
  });

  it('a network failure is UnknownError with the cause kept', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(client.getRedirects());
    expect([error.status, error.name]).toEqual([500, 'UnknownError']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("a Strapi error body gives Strapi's status, name, message and details", async () => {
    const { client } = clientWith(() =>
      json(
        {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Invalid key foo',
            details: { key: 'foo' },
          },
        },
        400,
      ),
    );
    const error = await rejection(client.findMany('pages', { filters: { foo: 'x' } }));
    expect(error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid key foo',
    });
    expect(error.details).toEqual({ key: 'foo' });
  });

  it('content that does not match the schema is InvalidResponseError naming the field', async () => {
    const { client } = clientWith(() =>
      json({ data: { id: 1, documentId: 'c1', headerMenu: [{ id: 1, label: 5, url: '/x' }] } }),
    );
    const error = await rejection(client.getCommon());
    expect(error.name).toBe(CmsErrorName.InvalidResponse);
    expect(error.message).toContain('headerMenu.0.label');
  });
});

describe('createCmsClient: readers', () => {
  const page = (url: string) => ({
    id: 1,
    documentId: `seo${url}`,
    url,
    title: url,
    description: 'd',
    keywords: null,
  });
  const list = (items: unknown[]) =>
    json({
      data: items,
      meta: { pagination: { page: 1, pageSize: 2, pageCount: 1, total: items.length } },
    });

  it('getPageSeo prefers the exact path over the route pattern', async () => {
    const { client, calls } = clientWith(() => list([page('/game/{name}'), page('/game/aviator')]));
    expect((await client.getPageSeo('/game/aviator/?demo=1', '/game/{name}'))?.url).toBe(
      '/game/aviator',
    );
    expect(decodeURIComponent(calls[0]?.url ?? '')).toContain(
      'filters[url][$in][0]=/game/aviator&filters[url][$in][1]=/game/{name}',
    );
  });

  it('getPageSeo falls back to the pattern, then to null', async () => {
    const hit = clientWith(() => list([page('/game/{name}')]));
    expect((await hit.client.getPageSeo('/game/x', '/game/{name}'))?.title).toBe('/game/{name}');
    const miss = clientWith(() => list([]));
    expect(await miss.client.getPageSeo('/nowhere')).toBeNull();
  });

  it('getPage is null for an unknown slug', async () => {
    const { client, calls } = clientWith(() => list([]));
    expect(await client.getPage('nope')).toBeNull();
    expect(decodeURIComponent(calls[0]?.url ?? '')).toContain('filters[slug][$eq]=nope');
  });

  it('getRedirects reads every page of the collection', async () => {
    const redirect = (n: number) => ({
      id: n,
      documentId: `r${n}`,
      from_url: `/a${n}`,
      to_url: '/b',
      external: null,
    });
    const { client, calls } = clientWith((url) =>
      json({
        data: url.includes('pagination[page]=1') ? [redirect(1)] : [redirect(2)],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 2, total: 2 } },
      }),
    );
    expect(await client.getRedirects()).toEqual([
      { from_url: '/a1', to_url: '/b', external: false },
      { from_url: '/a2', to_url: '/b', external: false },
    ]);
    expect(calls).toHaveLength(2);
  });
});
