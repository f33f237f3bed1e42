import { describe, expect, it } from 'vitest';
import type { MetaDataTool, PageSeo, SeoSettings, WebSettings } from '../cms/seo-types';
import { buildHeadTags, type HeadContext } from './head-tags';
import type { HeadTag } from './head-tag';
import type { HeadSources } from './page-meta';

const settings: SeoSettings = {
  title: 'Omad — onlayn kazino',
  description: 'Sayt tavsifi',
  meta: [
    { name: 'keywords', content: 'kazino, slot' },
    { name: 'theme-color', content: '#111111' },
    { name: 'format-detection', content: 'telephone=no' },
  ],
  robots: [{ userAgent: '*', allow: ['/'], disallow: ['/profile', '/*?*track_id='] }],
  canonicalUrl: 'https://omad.uz/ru',
  openGraph: {
    type: 'website',
    siteName: 'Omad',
    locale: 'uz_UZ',
    title: 'OG sarlavha',
    description: 'OG tavsif',
    image: '/cms/uploads/og.svg',
  },
  faq: [{ question: 'Savol?', answer: 'Javob <b>.' }],
  article: {
    headline: 'Maqola',
    description: 'Maqola tavsifi',
    image: '/cms/uploads/article.svg',
    datePublished: '2025-01-15',
    dateModified: '2025-06-01',
  },
  organization: {
    name: 'Omad',
    url: 'https://omad.uz',
    logo: '/cms/uploads/logo.svg',
    contactPoint: {
      telephone: '+998 71 200 77 77',
      email: null,
      contactType: 'support',
      areaServed: 'UZ',
      availableLanguage: ['uz', 'ru'],
    },
    sameAs: ['https://t.me/omad_support'],
  },
  product: {
    name: 'Omad kazino',
    image: 'https://cdn.omad.uz/p.png',
    description: 'Mahsulot',
    sku: 'omad-casino',
    brandName: 'Omad',
  },
};

const web: WebSettings = {
  siteName: 'Omad web',
  shortName: null,
  description: null,
  themeColor: '#0b3b2e',
  backgroundColor: null,
  favicon: {
    svg: '/cms/uploads/favicon.svg',
    ico: '/cms/uploads/favicon.ico',
    png: [{ size: 32, icon: '/cms/uploads/favicon-32.png' }],
    applePng: [{ size: 180, icon: '/cms/uploads/apple-touch-icon.png' }],
  },
};

const metaTool: MetaDataTool = {
  titleSuffix: ' | Omad',
  defaultImage: '/cms/uploads/default.svg',
  templates: [
    { pattern: '/game/{name}', title: '{name} o‘ynash', description: '{name} haqida' },
    { pattern: '/promotions/{name}', title: '{name} aksiya', description: '{name} shartlari' },
  ],
};

const entry = (url: string, title: string, description = `${title} tavsifi`): PageSeo => ({
  url,
  title,
  description,
  keywords: null,
});

const sources = (overrides: Partial<HeadSources> = {}): HeadSources => ({
  settings,
  web,
  domain: null,
  pageEntry: null,
  metaTool,
  ...overrides,
});

const context = (overrides: Partial<HeadContext> = {}): HeadContext => ({
  locale: 'uz',
  origin: 'http://127.0.0.1:8080',
  path: '/',
  canonicalPath: '/',
  structuredData: ['Organization'],
  systemPage: false,
  fallback: { title: 'Omad', themeColor: '#0b1020' },
  ...overrides,
});

const titleOf = (tags: readonly HeadTag[]) => tags.find((tag) => tag.tag === 'title')?.text;
const metaOf = (tags: readonly HeadTag[], key: string) =>
  tags
    .filter((tag) => tag.attributes.name === key || tag.attributes.property === key)
    .map((tag) => tag.attributes.content);
const linksOf = (tags: readonly HeadTag[], rel: string) =>
  tags
    .filter((tag) => tag.tag === 'link' && tag.attributes.rel === rel)
    .map((tag) => tag.attributes);
const jsonLdOf = (tags: readonly HeadTag[]) =>
  tags
    .filter((tag) => tag.attributes.type === 'application/ld+json')
    .map((tag) => JSON.parse(tag.text ?? '') as Record<string, unknown>);

describe('buildHeadTags: title and description precedence', () => {
  const path = '/game/sweet_bonanza';
  const full = sources({
    domain: { host: 'omad.uz', title: 'Domen sarlavha', description: 'Domen tavsif' },
    pageEntry: entry(path, 'Sahifa yozuvi'),
  });

  it('takes the page input over everything', () => {
    const tags = buildHeadTags(full, context({ path }), { title: 'O‘yin', description: 'Kirish' });
    expect(titleOf(tags)).toBe('O‘yin | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Kirish']);
  });

  it('then the page SEO entry of the path', () => {
    const tags = buildHeadTags(full, context({ path }), null);
    expect(titleOf(tags)).toBe('Sahifa yozuvi | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Sahifa yozuvi tavsifi']);
  });

  it('then the entry of the route SEO url pattern, filled in with the path', () => {
    const pattern = sources({ pageEntry: entry('/game/{name}', '{name} — onlayn', '{name} demo') });
    const tags = buildHeadTags(pattern, context({ path }), null);
    expect(titleOf(tags)).toBe('Sweet Bonanza — onlayn | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Sweet Bonanza demo']);
  });

  it('then the meta-data-tool template of the path', () => {
    const tags = buildHeadTags(sources(), context({ path: '/promotions/spring-cashback' }), null);
    expect(titleOf(tags)).toBe('Spring Cashback aksiya | Omad');
    expect(metaOf(tags, 'description')).toEqual(['Spring Cashback shartlari']);
  });

  it('then the domain SEO of the host, then the settings, then index.html', () => {
    const onAbout = context({ path: '/about', canonicalPath: '/about' });
    expect(titleOf(buildHeadTags(full, onAbout, null))).toBe('Domen sarlavha');
    expect(titleOf(buildHeadTags(sources(), onAbout, null))).toBe('Omad — onlayn kazino');
    const empty = { settings: null, web: null, domain: null, pageEntry: null, metaTool: null };
    const tags = buildHeadTags(empty, onAbout, null);
    expect(titleOf(tags)).toBe('Omad');
    expect(metaOf(tags, 'theme-color')).toEqual(['#0b1020']);
    expect(metaOf(tags, 'description')).toEqual([]);
  });

  it('ignores an entry whose pattern does not fit the path, and empty texts', () => {
    const stray = sources({ pageEntry: entry('/cashier/deposit/{name}', '{name} to‘lov') });
    const tags = buildHeadTags(stray, context({ path: '/about' }), { title: '  ' });
    expect(titleOf(tags)).toBe('Omad — onlayn kazino');
  });

  it('does not suffix a title that already ends with or leads with the site name', () => {
    const titled = (title: string) =>
      titleOf(buildHeadTags(sources({ pageEntry: entry('/', title) }), context(), null));
    expect(titled('Omad — bosh sahifa')).toBe('Omad — bosh sahifa');
    expect(titled('Aksiyalar | Omad')).toBe('Aksiyalar | Omad');
    expect(titled('Book of Omad')).toBe('Book of Omad | Omad');
    expect(titled('Omad Riches')).toBe('Omad Riches | Omad');
  });
});

describe('buildHeadTags: meta', () => {
  it('writes keywords, theme colour and the settings meta list once each', () => {
    const tags = buildHeadTags(sources(), context(), null);
    expect(metaOf(tags, 'keywords')).toEqual(['kazino, slot']);
    expect(metaOf(tags, 'theme-color')).toEqual(['#0b3b2e']);
    expect(metaOf(tags, 'format-detection')).toEqual(['telephone=no']);
    expect(metaOf(tags, 'robots')).toEqual(['index, follow']);
  });

  it('gives noindex, follow on a query the robots rules disallow', () => {
    const tags = buildHeadTags(sources(), context({ path: '/gamehall?track_id=7' }), null);
    expect(metaOf(tags, 'robots')).toEqual(['noindex, follow']);
  });

  it('gives noindex, nofollow on a disallowed path and noindex on system pages', () => {
    const profile = context({ path: '/profile', canonicalPath: '/profile' });
    expect(metaOf(buildHeadTags(sources(), profile, null), 'robots')).toEqual([
      'noindex, nofollow',
    ]);
    const missing = buildHeadTags(sources(), context({ path: '/x/y', systemPage: true }), null);
    expect(metaOf(missing, 'robots')).toEqual(['noindex']);
    expect(linksOf(missing, 'canonical')).toEqual([]);
    expect(linksOf(missing, 'alternate')).toEqual([]);
    expect(jsonLdOf(missing)).toEqual([]);
  });

  it('lets a page ask for noindex, follow', () => {
    const tags = buildHeadTags(sources(), context(), { noindex: true });
    expect(metaOf(tags, 'robots')).toEqual(['noindex, follow']);
  });
});

describe('buildHeadTags: canonical and alternates', () => {
  it('uses the settings origin, the locale prefix and the path without query', () => {
    const tags = buildHeadTags(
      sources(),
      context({ locale: 'ru', path: '/gamehall?category=slots', canonicalPath: '/gamehall/' }),
      null,
    );
    expect(linksOf(tags, 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://omad.uz/ru/gamehall' },
    ]);
    expect(linksOf(tags, 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'uz', href: 'https://omad.uz/gamehall' },
      { rel: 'alternate', hreflang: 'ru', href: 'https://omad.uz/ru/gamehall' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://omad.uz/gamehall' },
    ]);
    expect(metaOf(tags, 'og:url')).toEqual(['https://omad.uz/ru/gamehall']);
  });

  it('names the game page by its platform address', () => {
    const game = context({
      path: '/game/book-of-omad',
      canonicalPath: '/platform/game/book-of-omad/play',
    });
    expect(linksOf(buildHeadTags(sources(), game, null), 'canonical')[0]?.href).toBe(
      'https://omad.uz/platform/game/book-of-omad/play',
    );
  });

  it('falls back to the page origin without a usable canonicalUrl', () => {
    const noCanonical = sources({ settings: { ...settings, canonicalUrl: 'not a url' } });
    const tags = buildHeadTags(noCanonical, context({ locale: 'ru' }), null);
    expect(linksOf(tags, 'canonical')[0]?.href).toBe('http://127.0.0.1:8080/ru');
  });
});

describe('buildHeadTags: Open Graph and favicons', () => {
  it('fills Open Graph from the page, then the settings defaults', () => {
    const home = buildHeadTags(sources(), context({ locale: 'ru' }), null);
    expect(metaOf(home, 'og:title')).toEqual(['OG sarlavha']);
    expect(metaOf(home, 'og:description')).toEqual(['OG tavsif']);
    expect(metaOf(home, 'og:image')).toEqual(['http://127.0.0.1:8080/cms/uploads/og.svg']);
    expect(metaOf(home, 'og:type')).toEqual(['website']);
    expect(metaOf(home, 'og:site_name')).toEqual(['Omad']);
    expect(metaOf(home, 'og:locale')).toEqual(['ru_RU']);
    expect(metaOf(home, 'og:locale:alternate')).toEqual(['uz_UZ']);
    const article = buildHeadTags(sources(), context(), {
      title: 'Biz haqimizda',
      description: 'Kompaniya',
      image: 'https://cdn.omad.uz/about.png',
      ogType: 'article',
    });
    expect(metaOf(article, 'og:title')).toEqual(['Biz haqimizda']);
    expect(metaOf(article, 'og:description')).toEqual(['Kompaniya']);
    expect(metaOf(article, 'og:image')).toEqual(['https://cdn.omad.uz/about.png']);
    expect(metaOf(article, 'og:type')).toEqual(['article']);
  });

  it('links the ico, svg, png and apple icons with their sizes', () => {
    const tags = buildHeadTags(sources(), context(), null);
    expect(linksOf(tags, 'icon')).toEqual([
      { rel: 'icon', href: '/cms/uploads/favicon.ico', sizes: 'any' },
      { rel: 'icon', type: 'image/svg+xml', href: '/cms/uploads/favicon.svg' },
      { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/cms/uploads/favicon-32.png' },
    ]);
    expect(linksOf(tags, 'apple-touch-icon')).toEqual([
      { rel: 'apple-touch-icon', sizes: '180x180', href: '/cms/uploads/apple-touch-icon.png' },
    ]);
  });
});

describe('buildHeadTags: JSON-LD', () => {
  const all = context({
    canonicalPath: '/about',
    structuredData: ['Organization', 'FAQPage', 'Product'],
  });

  it('builds each kind from the settings', () => {
    const data = jsonLdOf(
      buildHeadTags(sources(), all, { structuredData: ['Article', 'FAQPage'] }),
    );
    expect(data.map((item) => item['@type'])).toEqual([
      'Organization',
      'FAQPage',
      'Product',
      'Article',
    ]);
    const [organization, faq, product, article] = data;
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Omad',
      url: 'https://omad.uz',
      logo: 'http://127.0.0.1:8080/cms/uploads/logo.svg',
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+998 71 200 77 77',
        contactType: 'support',
        areaServed: 'UZ',
        availableLanguage: ['uz', 'ru'],
      },
      sameAs: ['https://t.me/omad_support'],
    });
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Savol?',
          acceptedAnswer: { '@type': 'Answer', text: 'Javob <b>.' },
        },
      ],
    });
    expect(product).toMatchObject({
      name: 'Omad kazino',
      image: 'https://cdn.omad.uz/p.png',
      sku: 'omad-casino',
      brand: { '@type': 'Brand', name: 'Omad' },
    });
    expect(article).toMatchObject({
      headline: 'Maqola',
      image: 'http://127.0.0.1:8080/cms/uploads/article.svg',
      datePublished: '2025-01-15',
      dateModified: '2025-06-01',
      inLanguage: 'uz',
      mainEntityOfPage: 'https://omad.uz/about',
      publisher: { '@type': 'Organization', name: 'Omad' },
    });
  });

  it('makes the article about the page when the page has a title', () => {
    const tags = buildHeadTags(sources(), all, {
      title: 'Shartlar',
      description: 'Foydalanish shartlari',
      structuredData: ['Article'],
    });
    expect(jsonLdOf(tags).find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: 'Shartlar',
      description: 'Foydalanish shartlari',
    });
  });

  it('escapes < so CMS text cannot close the script element', () => {
    const tags = buildHeadTags(sources(), all, null);
    const faq = tags.find((tag) => tag.text?.includes('FAQPage'));
    expect(faq?.text).not.toContain('<');
    expect(faq?.text).toContain('Javob \\u003cb>.');
  });

  it('leaves out kinds without content and without settings', () => {
    const bare = sources({
      settings: { ...settings, faq: [], organization: null, product: null, article: null },
    });
    expect(jsonLdOf(buildHeadTags(bare, all, { structuredData: ['Article'] }))).toEqual([]);
    expect(jsonLdOf(buildHeadTags(sources({ settings: null }), all, null))).toEqual([]);
  });
});
