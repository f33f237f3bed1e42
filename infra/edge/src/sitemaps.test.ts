// The sitemaps the edge serves: an index of the kinds, each kind's addresses in both
// languages with alternates, nothing the robots rules or the route table keep out, and 503
// rather than a short list when a source is down.
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCms } from '@omad/cms/cms';
import type { ShellRoutes } from '@omad/contract/pages';
import type { Edge } from './edge';
import { createPageHeads } from './page-head';
import { createSitemaps, SITEMAP_KINDS } from './sitemaps';
import { urlSetErrors } from './sitemap-schema';
import { SITEMAP_NS, XHTML_NS } from './sitemap-xml';
import { createFixture, edgeOver, SHELL_ROUTES, type Fixture } from './test-fixtures';
import { Hono } from 'hono';
import type { EdgeEnv } from './request';

const PLATFORM = 'http://platform.internal:8081';
const CMS = 'http://cms.internal:8082';
const SITE = 'https://omad.uz';

const route = (name: string, path: string, remote: string | null = 'mf-gamehall') => ({
  name,
  path,
  remote,
  layout: 'default' as const,
  redirect: false,
});

const ROUTES: ShellRoutes = {
  ...SHELL_ROUTES,
  routes: [
    route('index', '/', 'mf-content'),
    { ...route('cashier-billing', '/cashier/billing', 'mf-cashier'), redirect: true },
    route('cashier', '/cashier', 'mf-cashier'),
    route('game-sysname', '/game/:sysname'),
    route('gamehall', '/gamehall'),
    route('tournaments', '/tournaments'),
    {
      ...route('restore', '/restore', 'mf-auth'),
      head: { seoUrl: null, canonical: null, structuredData: ['Organization'], indexed: false },
    },
    route('legacy', '/responsible-game', null),
    route('slug', '/:slug', 'mf-content'),
  ],
};

const GAMES = Array.from({ length: 450 }, (_, index) => ({ sysname: `game_${index}` }));

/** A platform with the catalogue and two tournaments; `down` makes every answer fail. */
const platform = () => {
  const state = { down: false, asked: 0 };
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  const fetch = async (url: URL): Promise<Response> => {
    state.asked += 1;
    if (state.down) return new Response('{}', { status: 502 });
    if (url.pathname === '/api/games.get') {
      const { offset = 0, count = 24 } = JSON.parse(url.searchParams.get('options') ?? '{}') as {
        offset?: number;
        count?: number;
      };
      return answer({ items: GAMES.slice(offset, offset + count), count: GAMES.length });
    }
    if (url.pathname === '/api/tournaments.get') {
      const items = [3, 7].map((id) => ({ id }));
      return answer({ items, count: items.length });
    }
    return new Response('{}', { status: 404 });
  };
  return { state, fetch };
};

const sitemapsOver = (upstream = platform()) => {
  const { app: cms } = createCms();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (url.origin === CMS) return cms.request(`${url.pathname}${url.search}`, init);
    return upstream.fetch(url);
  };
  const heads = createPageHeads({ cmsUpstream: CMS, timeoutMs: 2_000, fetch });
  const sitemaps = createSitemaps({
    apiUpstream: PLATFORM,
    cmsUpstream: CMS,
    timeoutMs: 2_000,
    routes: async () => ROUTES,
    site: heads.site,
    fetch,
  });
  const app = new Hono<EdgeEnv>();
  app.get('/sitemap.xml', sitemaps.index);
  app.get('/sitemaps/*', sitemaps.kind);
  return { app, upstream };
};

const xmlOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
};

const urlsOf = (document: Document) =>
  [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));

describe('/sitemap.xml', () => {
  it('lists one sitemap per kind at the canonical origin', async () => {
    const document = await xmlOf(await sitemapsOver().app.request('/sitemap.xml'));
    expect(document.documentElement.localName).toBe('sitemapindex');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(
      [...document.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent),
    ).toEqual(SITEMAP_KINDS.map((kind) => `${SITE}/sitemaps/${kind}.xml`));
  });
});

describe('/sitemaps/{kind}.xml', () => {
  it("lists the route table's public pages in both languages, with alternates", async () => {
    const urls = urlsOf(await xmlOf(await sitemapsOver().app.request('/sitemaps/pages.xml')));
    expect(urls.map((url) => url.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/ru`,
      `${SITE}/gamehall`,
      `${SITE}/ru/gamehall`,
      `${SITE}/tournaments`,
      `${SITE}/ru/tournaments`,
    ]);
    expect(urls[3]?.alternates).toEqual({
      uz: `${SITE}/gamehall`,
      ru: `${SITE}/ru/gamehall`,
      'x-default': `${SITE}/gamehall`,
    });
  });

  it('lists every game of the catalogue by its canonical address, page after page', async () => {
    const urls = urlsOf(await xmlOf(await sitemapsOver().app.request('/sitemaps/games.xml')));
    expect(urls).toHaveLength(GAMES.length * 2);
    expect(urls[0]?.loc).toBe(`${SITE}/platform/game/game_0/play`);
    expect(urls.at(-1)?.loc).toBe(`${SITE}/ru/platform/game/game_449/play`);
  });

  it('lists tournaments, promotions and CMS pages (with when they changed)', async () => {
    const { app } = sitemapsOver();
    const locs = async (kind: string) =>
      urlsOf(await xmlOf(await app.request(`/sitemaps/${kind}.xml`))).map((url) => url.loc);
    expect(await locs('tournaments')).toEqual([
      `${SITE}/tournaments/3`,
      `${SITE}/ru/tournaments/3`,
      `${SITE}/tournaments/7`,
      `${SITE}/ru/tournaments/7`,
    ]);
    const promotions = urlsOf(await xmlOf(await app.request('/sitemaps/promotions.xml')));
    expect(promotions.map((url) => url.loc)).toContain(`${SITE}/ru/promotions/welcome`);
    expect(promotions.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(
      true,
    );
    const pages = urlsOf(await xmlOf(await app.request('/sitemaps/cms-pages.xml')));
    expect(pages.map((url) => url.loc)).toContain(`${SITE}/about`);
    expect(pages.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
  });

  it('goes compressed to a crawler that accepts it', async () => {
    const response = await sitemapsOver().app.request('/sitemaps/games.xml', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(text.match(/<url>/g)).toHaveLength(GAMES.length * 2);
  });

  it('answers 503 while a source is down, then lists again', async () => {
    const upstream = platform();
    upstream.state.down = true;
    const { app } = sitemapsOver(upstream);
    const failed = await app.request('/sitemaps/games.xml');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
    upstream.state.down = false;
    expect(urlsOf(await xmlOf(await app.request('/sitemaps/games.xml')))).toHaveLength(900);
  });

  it('keeps a list ten minutes, and knows no other kind', async () => {
    const { app, upstream } = sitemapsOver();
    await app.request('/sitemaps/tournaments.xml');
    const asked = upstream.state.asked;
    await app.request('/sitemaps/tournaments.xml');
    expect(upstream.state.asked).toBe(asked);
    expect((await app.request('/sitemaps/players.xml')).status).toBe(404);
    expect((await app.request('/sitemaps/../robots.xml')).status).toBe(404);
  });
});

describe('every url set', () => {
  it.each(SITEMAP_KINDS)('of %s is valid against the sitemaps.org schema', async (kind) => {
    const response = await sitemapsOver().app.request(`/sitemaps/${kind}.xml`);
    expect(response.status).toBe(200);
    expect(await urlSetErrors(await response.text())).toEqual([]);
  });

  it('is checked by that schema: a url without its loc is refused', async () => {
    const xml = await (await sitemapsOver().app.request('/sitemaps/pages.xml')).text();
    expect(await urlSetErrors(xml.replace(/<loc>[^<]*<\/loc>/, ''))).not.toEqual([]);
  });
});

describe('the edge', () => {
  let fixture: Fixture;
  let edge: Edge;
  beforeEach(async () => {
    fixture = await createFixture();
    edge = await edgeOver(fixture);
  });
  afterEach(() => fixture.cleanup());

  it('serves the sitemap index, and 503 while the content service is down', async () => {
    const response = await edge.app.request('/sitemap.xml');
    expect(response.status).toBe(503);
  });
});
