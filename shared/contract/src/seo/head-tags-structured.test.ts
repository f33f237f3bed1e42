// buildHeadTags: Open Graph, favicons and JSON-LD (title, meta and links: head-tags.test.ts).
import { describe, expect, it } from 'vitest';
import { buildHeadTags } from './head-tags';
import { settings, sources, context, metaOf, linksOf, jsonLdOf } from './head-tags.fixture';

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
