// The head-tag tests' sources and readers: one site's SEO settings, web settings and
// meta-data tool, a page entry builder, and finders for the tags the builder writes.
import type { MetaDataTool, PageSeo, SeoSettings, WebSettings } from '../cms/seo-types';
import type { HeadContext } from './head-tags';
import type { HeadTag } from './head-tag';
import type { HeadSources } from './page-meta';

export const settings: SeoSettings = {
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

export const web: WebSettings = {
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

export const metaTool: MetaDataTool = {
  titleSuffix: ' | Omad',
  defaultImage: '/cms/uploads/default.svg',
  templates: [
    { pattern: '/game/{name}', title: '{name} o‘ynash', description: '{name} haqida' },
    { pattern: '/promotions/{name}', title: '{name} aksiya', description: '{name} shartlari' },
  ],
};

export const entry = (url: string, title: string, description = `${title} tavsifi`): PageSeo => ({
  url,
  title,
  description,
  keywords: null,
});

export const sources = (overrides: Partial<HeadSources> = {}): HeadSources => ({
  settings,
  web,
  domain: null,
  pageEntry: null,
  metaTool,
  ...overrides,
});

export const context = (overrides: Partial<HeadContext> = {}): HeadContext => ({
  locale: 'uz',
  origin: 'http://127.0.0.1:8080',
  path: '/',
  canonicalPath: '/',
  seoUrl: null,
  structuredData: ['Organization'],
  systemPage: false,
  privatePage: false,
  fallback: { title: 'Omad', themeColor: '#0b1020' },
  ...overrides,
});

export const titleOf = (tags: readonly HeadTag[]) => tags.find((tag) => tag.tag === 'title')?.text;
export const metaOf = (tags: readonly HeadTag[], key: string) =>
  tags
    .filter((tag) => tag.attributes.name === key || tag.attributes.property === key)
    .map((tag) => tag.attributes.content);
export const linksOf = (tags: readonly HeadTag[], rel: string) =>
  tags
    .filter((tag) => tag.tag === 'link' && tag.attributes.rel === rel)
    .map((tag) => tag.attributes);
export const jsonLdOf = (tags: readonly HeadTag[]) =>
  tags
    .filter((tag) => tag.attributes.type === 'application/ld+json')
    .map((tag) => JSON.parse(tag.text ?? '') as Record<string, unknown>);
