// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@omad/contract';
import type { PageSeo, SeoSettings, WebSettings } from '@omad/contract/cms';
import { createHeadService, type HeadReaders, type HeadRoute } from './head-service';

const settingsOf = (locale: Locale): SeoSettings => ({
  title: locale === 'uz' ? 'Omad — kazino' : 'Omad — казино',
  description: locale === 'uz' ? 'Tavsif' : 'Описание',
  meta: [],
  robots: [{ userAgent: '*', allow: [], disallow: ['/*?*track_id='] }],
  canonicalUrl: locale === 'uz' ? 'https://omad.uz' : 'https://omad.uz/ru',
  openGraph: null,
  faq: [{ question: 'Savol?', answer: 'Javob.' }],
  article: null,
  organization: {
    name: 'Omad',
    url: 'https://omad.uz',
    logo: null,
    contactPoint: null,
    sameAs: [],
  },
  product: null,
});

const web: WebSettings = {
  siteName: 'Omad',
  shortName: null,
  description: null,
  themeColor: '#0b3b2e',
  backgroundColor: null,
  favicon: { svg: null, ico: '/cms/uploads/favicon.ico', png: [], applePng: [] },
};

const ENTRIES: readonly PageSeo[] = [
  { url: '/promotions', title: 'Aksiyalar', description: 'Bonuslar', keywords: null },
  { url: '/game/{name}', title: '{name} o‘ynash', description: '{name} demo', keywords: null },
];

/** In-memory readers with the behaviour of the real ones (page entry: exact, else pattern). */
const fakeReaders = (locale: Locale, failing: Set<string>) => {
  const gate = <T>(what: string, value: T) =>
    failing.has(what) ? Promise.reject(new Error(`${what} down`)) : Promise.resolve(value);
  const readers: HeadReaders = {
    getSeoSettings: vi.fn(() => gate('settings', settingsOf(locale))),
    getWebSettings: vi.fn(() => gate('web', web)),
    getDomainSeo: vi.fn((host: string) =>
      gate('domain', host === 'omad.uz' ? { host, title: 'Domen', description: 'D' } : null),
    ),
    getMetaDataTool: vi.fn(() =>
      gate('tool', { titleSuffix: ' | Omad', defaultImage: null, templates: [] }),
    ),
    getPageSeo: vi.fn((path: string, pattern?: string) =>
      gate(
        'pages',
        ENTRIES.find((entry) => entry.url === path) ??
          ENTRIES.find((entry) => entry.url === pattern) ??
          null,
      ),
    ),
  };
  return readers;
};

const route = (path: string, overrides: Partial<HeadRoute> = {}): HeadRoute => ({
  locale: 'uz',
  path,
  canonicalPath: path.replace(/\?.*$/, ''),
  seoUrl: null,
  structuredData: ['Organization'],
  systemPage: false,
  privatePage: false,
  ...overrides,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const head = (selector: string, attribute = 'content') =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
  );

let failing: Set<string>;
let readers: Map<Locale, HeadReaders>;
let log: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;
let hostname: string;

const create = () =>
  createHeadService({
    readersFor: (locale) => {
      const existing = readers.get(locale) ?? fakeReaders(locale, failing);
      readers.set(locale, existing);
      return existing;
    },
    doc: document,
    location: () => ({ origin: 'http://127.0.0.1:8111', hostname }),
    log,
  });

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#0b1020" data-omad-head><title data-omad-head>Omad</title>';
  failing = new Set();
  readers = new Map();
  log = vi.fn();
  hostname = '127.0.0.1';
});

describe('head service', () => {
  it('writes the head of the route once its reads settle', async () => {
    const service = create();
    service.setRoute(route('/promotions'));
    expect(document.title).toBe('Omad');
    await settle();
    expect(document.title).toBe('Aksiyalar | Omad');
    expect(head('link[rel="canonical"]', 'href')).toEqual(['https://omad.uz/promotions']);
    expect(head('link[rel="alternate"]', 'hreflang')).toEqual(['uz', 'ru', 'x-default']);
    expect(head('meta[name="theme-color"]')).toEqual(['#0b3b2e']);
    expect(jsonLdTypes()).toEqual(['Organization']);
  });

  it('fills the route SEO pattern entry and takes the domain SEO of the host', async () => {
    hostname = 'omad.uz';
    const service = create();
    service.setRoute(route('/game/book-of-omad', { seoUrl: '/game/{name}' }));
    await settle();
    expect(document.title).toBe('Book Of Omad o‘ynash | Omad');
    service.setRoute(route('/providers'));
    await settle();
    expect(document.title).toBe('Domen');
    expect(readers.get('uz')?.getDomainSeo).toHaveBeenCalledWith('omad.uz');
  });

  it('lays the latest page input over the route and withdraws it on release', async () => {
    const service = create();
    service.setRoute(route('/about'));
    await settle();
    expect(document.title).toBe('Omad — kazino');
    const releaseFirst = service.seo.setPage({
      title: 'Biz haqimizda',
      structuredData: ['FAQPage'],
    });
    expect(document.title).toBe('Biz haqimizda | Omad');
    expect(jsonLdTypes()).toEqual(['Organization', 'FAQPage']);
    const releaseSecond = service.seo.setPage({ title: 'Shartlar', noindex: true });
    expect(document.title).toBe('Shartlar | Omad');
    expect(head('meta[name="robots"]')).toEqual(['noindex, follow']);
    releaseFirst();
    expect(document.title).toBe('Shartlar | Omad');
    releaseSecond();
    releaseSecond();
    expect(document.title).toBe('Omad — kazino');
    expect(head('meta[name="robots"]')).toEqual(['index, follow']);
    expect(jsonLdTypes()).toEqual(['Organization']);
  });

  it('reads with the locale of the route and replaces the previous page’s tags', async () => {
    const service = create();
    service.setRoute(route('/gamehall?track_id=td_5'));
    await settle();
    expect(head('meta[name="robots"]')).toEqual(['noindex, follow']);
    service.setRoute(route('/gamehall', { locale: 'ru' }));
    await settle();
    expect(document.title).toBe('Omad — казино');
    expect(head('meta[name="robots"]')).toEqual(['index, follow']);
    expect(head('link[rel="canonical"]', 'href')).toEqual(['https://omad.uz/ru/gamehall']);
    expect(head('meta[property="og:locale"]')).toEqual(['ru_RU']);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('marks system pages noindex without canonical', async () => {
    const service = create();
    service.setRoute(route('/no/such/page', { systemPage: true }));
    await settle();
    expect(head('meta[name="robots"]')).toEqual(['noindex']);
    expect(head('link[rel="canonical"]', 'href')).toEqual([]);
    expect(jsonLdTypes()).toEqual([]);
  });

  it('logs a failed read, keeps index.html defaults for its part and asks again later', async () => {
    failing.add('settings');
    failing.add('pages');
    const service = create();
    service.setRoute(route('/promotions'));
    await settle();
    expect(log).toHaveBeenCalledWith(
      '[shell] SEO content unavailable: settings-seo',
      expect.any(Error),
    );
    expect(log).toHaveBeenCalledWith(
      '[shell] SEO content unavailable: page-seos',
      expect.any(Error),
    );
    expect(document.title).toBe('Omad');
    expect(head('meta[name="theme-color"]')).toEqual(['#0b3b2e']);
    expect(head('link[rel="canonical"]', 'href')).toEqual(['http://127.0.0.1:8111/promotions']);
    failing.clear();
    service.setRoute(route('/promotions'));
    await settle();
    expect(document.title).toBe('Aksiyalar | Omad');
    expect(head('link[rel="canonical"]', 'href')).toEqual(['https://omad.uz/promotions']);
  });

  it('reads the site-wide content once per locale and host', async () => {
    const service = create();
    service.setRoute(route('/promotions'));
    await settle();
    service.setRoute(route('/gamehall'));
    await settle();
    service.setRoute(route('/promotions'));
    await settle();
    const uz = readers.get('uz');
    expect(uz?.getSeoSettings).toHaveBeenCalledTimes(1);
    expect(uz?.getPageSeo).toHaveBeenCalledTimes(2);
  });
});
