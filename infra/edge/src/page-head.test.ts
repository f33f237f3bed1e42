// The head the edge sends with a page, over the reference content service's seed: a crawler
// reads a page's own title, robots, canonical and language versions, and JSON-LD, without
// running a script.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createCms } from '@omad/cms/cms';
import { createFirstReads } from '@omad/contract/api';
import { createCmsClient } from '@omad/contract/cms';
import type { ShellRoutes } from '@omad/contract/pages';
import { readPageEntry, readSiteSources } from '@omad/contract/seo';
import { createPageHeads, headFallbackOf, withPageHead, type PageHeadRequest } from './page-head';
import { SHELL_ROUTES, SHELL_TEMPLATE } from './test-fixtures';

const CMS = 'http://cms.internal:8082';
const SITE = 'https://omad.uz';

const GAME_HEAD = {
  seoUrl: '/game/{name}',
  canonical: '/platform/game/:sysname/play',
  structuredData: ['Organization'],
  indexed: true,
} as const;

/** The fixture's table with the head the shell's build writes for its routes. */
const ROUTES: ShellRoutes = {
  ...SHELL_ROUTES,
  routes: [
    ...SHELL_ROUTES.routes.map((route) =>
      route.name === 'game-sysname'
        ? { ...route, head: GAME_HEAD }
        : route.name === 'index'
          ? {
              ...route,
              head: {
                seoUrl: null,
                canonical: null,
                structuredData: ['Organization', 'FAQPage', 'Product'] as const,
                indexed: true,
              },
            }
          : route,
    ),
  ].toSorted((a, b) => (a.name === 'slug' ? 1 : b.name === 'slug' ? -1 : 0)),
};
ROUTES.routes.splice(-1, 0, {
  name: 'cashier',
  path: '/cashier',
  remote: 'mf-cashier',
  layout: 'default',
  redirect: false,
});

const content = () => {
  const { app } = createCms();
  const asked: string[] = [];
  let down = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push(String(input));
    if (down) throw new TypeError('fetch failed');
    return app.request(String(input).slice(CMS.length), init);
  };
  return {
    asked,
    fetch,
    goDown: () => {
      down = true;
    },
  };
};

const request = (pathname: string, search = ''): PageHeadRequest => ({
  routes: ROUTES,
  pathname,
  search,
  host: 'omad.uz',
  origin: SITE,
  fallback: { title: 'Omad', themeColor: '#0b1020' },
});

const parse = (html: string) => {
  const { document } = new JSDOM(`<!doctype html><head>${html}</head>`).window;
  const meta = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const link = (selector: string) => document.querySelector(selector)?.getAttribute('href');
  return {
    title: document.title,
    meta,
    canonical: link('link[rel="canonical"]') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"]')].map((element) => [
        element.getAttribute('hreflang'),
        element.getAttribute('href'),
      ]),
    ),
    og: (property: string) =>
      document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>,
    ),
    owned: document.querySelectorAll('[data-omad-head]').length,
    all: document.head.children.length,
  };
};

/** The head's HTML for a request, as the edge makes it over `cms`. */
const headsOver = (cms = content(), clock = () => 0) => {
  const { head } = createPageHeads({ cmsUpstream: CMS, timeoutMs: 2_000, fetch: cms.fetch, clock });
  return async (request: PageHeadRequest) => (await head(request)).html;
};

describe('the head of a page', () => {
  it("carries the page's own title, description, robots and language versions", async () => {
    const head = parse(await headsOver()(request('/ru/promotions')));
    expect(head.title).toBe('Акции и бонусы | Omad');
    expect(head.meta('description')).toMatch(/кешбэк/);
    expect(head.meta('robots')).toMatch(/^index/);
    expect(head.canonical).toBe(`${SITE}/ru/promotions`);
    expect(head.alternates).toEqual({
      uz: `${SITE}/promotions`,
      ru: `${SITE}/ru/promotions`,
      'x-default': `${SITE}/promotions`,
    });
    expect(head.og('og:locale')).toBe('ru_RU');
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
    // Every element is the shell's to take over.
    expect(head.owned).toBe(head.all);
  });

  it('gives home its FAQ and product data, in the language of the path', async () => {
    const head = parse(await headsOver()(request('/')));
    expect(head.title).toMatch(/^Omad — onlayn kazino/);
    expect(head.canonical).toBe(`${SITE}/`);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual([
      'Organization',
      'FAQPage',
      'Product',
    ]);
  });

  it('names a game page by its platform address and drops the query', async () => {
    const head = parse(await headsOver()(request('/ru/game/book%20of-omad', '?demo=1')));
    expect(head.canonical).toBe(`${SITE}/ru/platform/game/book%20of-omad/play`);
    expect(head.alternates.uz).toBe(`${SITE}/platform/game/book%20of-omad/play`);
  });

  it("takes the page's own part from its first screen, not on a page that is not there", async () => {
    const heads = headsOver();
    const page = {
      title: 'Book of Omad',
      description: 'Bir slot',
      structuredData: ['Product'],
    } as const;
    const game = parse(await heads({ ...request('/game/book-of-omad'), page }));
    expect(game.title).toBe('Book of Omad | Omad');
    expect(game.meta('description')).toBe('Bir slot');
    expect(game.og('og:title')).toBe('Book of Omad');
    expect(game.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'Product']);
    const absent = parse(await heads({ ...request('/game/book-of-omad'), page, absent: true }));
    expect(absent.title).not.toMatch(/Book of Omad/);
    expect(absent.meta('robots')).toBe('noindex');
  });

  it("gives the shell's head service its reads: the browser asks the content nothing", async () => {
    const cms = content();
    const { head } = createPageHeads({ cmsUpstream: CMS, timeoutMs: 2_000, fetch: cms.fetch });
    const made = await head(request('/ru/promotions'));
    expect(made.reads.every((read) => read.path.startsWith('/cms/api/'))).toBe(true);
    const asked: string[] = [];
    const browser = createCmsClient({
      getLocale: () => 'ru',
      getToken: () => undefined,
      firstReads: createFirstReads(made.reads),
      fetch: async (input) => {
        asked.push(String(input));
        return new Response('{}', { status: 500 });
      },
    });
    const site = await readSiteSources(browser, 'omad.uz', () => undefined);
    expect(site.complete).toBe(true);
    expect(site.sources.settings).not.toBeNull();
    expect((await readPageEntry(browser, '/promotions', null))?.title).toBe(
      'Акции и бонусы | Omad',
    );
    expect(asked).toEqual([]);
    // Kept reads carry their recording: the next page's head gives the same.
    expect((await head(request('/ru/promotions'))).reads).toEqual(made.reads);
  });

  it("keeps players' pages and pages of no route out of search results", async () => {
    const heads = headsOver();
    expect(parse(await heads(request('/cashier'))).meta('robots')).toBe('noindex, nofollow');
    const unknown = parse(await heads(request('/ru/a/b/c')));
    expect(unknown.meta('robots')).toBe('noindex');
    expect(unknown.canonical).toBeNull();
    expect(unknown.jsonLd).toEqual([]);
  });

  it('reads the site content once a while per language and host, and the entry per path', async () => {
    let now = 0;
    const cms = content();
    const heads = headsOver(cms, () => now);
    await heads(request('/promotions'));
    const first = cms.asked.length;
    await heads(request('/promotions'));
    expect(cms.asked.length).toBe(first);
    await heads(request('/gamehall'));
    expect(cms.asked.length).toBe(first + 1);
    now += 61_000;
    await heads(request('/promotions'));
    expect(cms.asked.length).toBe(first * 2 + 1);
  });

  it('still has a title, canonical and robots when the content service is down', async () => {
    const cms = content();
    cms.goDown();
    const head = parse(await headsOver(cms)(request('/ru/promotions')));
    expect(head.title).toBe('Omad');
    expect(head.canonical).toBe(`${SITE}/ru/promotions`);
    expect(head.meta('robots')).toBe('index, follow');
  });

  it('is empty without a route table', async () => {
    expect(await headsOver()({ ...request('/'), routes: null })).toBe('');
  });
});

describe('withPageHead', () => {
  const template =
    '<!doctype html><html lang="uz"><head><meta charset="utf-8">' +
    '<meta name="theme-color" content="#0b1020" data-omad-head />' +
    '<title data-omad-head>Omad</title><link rel="stylesheet" href="/a.css"></head><body></body></html>';

  it("puts the page's head where index.html's defaults stood, and names the language", () => {
    const html = withPageHead(template, '<title data-omad-head>Aksiyalar</title>', 'ru');
    expect(html).toBe(
      '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
        '<title data-omad-head>Aksiyalar</title><link rel="stylesheet" href="/a.css"></head>' +
        '<body></body></html>',
    );
  });

  it('keeps the defaults without a head, and adds a head to a template without them', () => {
    expect(withPageHead(template, '', 'uz')).toBe(template);
    const bare = '<html><head><meta charset="utf-8"></head><body></body></html>';
    expect(withPageHead(bare, '<meta name="x" data-omad-head>', 'ru')).toBe(
      '<html lang="ru"><head><meta charset="utf-8"><meta name="x" data-omad-head></head>' +
        '<body></body></html>',
    );
    // An icon's title in the body is the icon's.
    const withIcon = template.replace(
      '<body></body>',
      '<body><svg><title>Qidiruv</title></svg></body>',
    );
    expect(withPageHead(withIcon, '<title data-omad-head>X</title>', 'uz')).toContain(
      '<svg><title>Qidiruv</title></svg>',
    );
    // An unmarked title gives way too: a page has one title.
    expect(
      withPageHead(SHELL_TEMPLATE, '<title data-omad-head>X</title>', 'uz').match(/<title/g),
    ).toHaveLength(1);
  });

  it("reads index.html's own title and theme colour as the fallback", () => {
    expect(headFallbackOf(template)).toEqual({ title: 'Omad', themeColor: '#0b1020' });
    expect(headFallbackOf('<html><head></head></html>')).toEqual({
      title: 'Omad',
      themeColor: null,
    });
  });
});
