// JSON-LD objects (schema.org) built from the SEO settings: FAQPage, Article, Organization
// and Product. A kind whose settings block is missing or empty is left out.
import type { SeoSettings } from '../cms/seo-types';
import type { Locale } from '../locale';
import type { StructuredDataKind } from '../remote-props';

type JsonLd = Readonly<Record<string, unknown>>;

/** What the page adds to the settings' defaults. */
export type StructuredDataContext = Readonly<{
  locale: Locale;
  /** The page's canonical url, or null when it has none. */
  canonicalUrl: string | null;
  /** Makes a site-relative media url absolute. */
  absolute: (url: string) => string;
  /** The page's own headline and summary (an article about this page). */
  pageTitle: string | null;
  pageDescription: string | null;
}>;

const CONTEXT = 'https://schema.org';

/** Drops null, undefined and empty-list fields, so the JSON-LD carries only real values. */
const compact = (data: Record<string, unknown>): JsonLd =>
  Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) =>
        value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );

const faqPage = (settings: SeoSettings): JsonLd | null =>
  settings.faq.length === 0
    ? null
    : {
        '@context': CONTEXT,
        '@type': 'FAQPage',
        mainEntity: settings.faq.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      };

const organization = (settings: SeoSettings, context: StructuredDataContext): JsonLd | null => {
  const org = settings.organization;
  if (!org) return null;
  const contact = org.contactPoint;
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    logo: org.logo === null ? null : context.absolute(org.logo),
    contactPoint: contact
      ? compact({
          '@type': 'ContactPoint',
          telephone: contact.telephone,
          email: contact.email,
          contactType: contact.contactType,
          areaServed: contact.areaServed,
          availableLanguage: contact.availableLanguage,
        })
      : null,
    sameAs: org.sameAs,
  });
};

const article = (settings: SeoSettings, context: StructuredDataContext): JsonLd | null => {
  const defaults = settings.article;
  if (!defaults) return null;
  const publisher = settings.organization;
  return compact({
    '@context': CONTEXT,
    '@type': 'Article',
    headline: context.pageTitle ?? defaults.headline,
    description: context.pageDescription ?? defaults.description,
    image: defaults.image === null ? null : context.absolute(defaults.image),
    datePublished: defaults.datePublished,
    dateModified: defaults.dateModified,
    inLanguage: context.locale,
    mainEntityOfPage: context.canonicalUrl,
    publisher: publisher
      ? compact({
          '@type': 'Organization',
          name: publisher.name,
          logo:
            publisher.logo === null
              ? null
              : { '@type': 'ImageObject', url: context.absolute(publisher.logo) },
        })
      : null,
  });
};

const product = (settings: SeoSettings, context: StructuredDataContext): JsonLd | null => {
  const item = settings.product;
  if (!item) return null;
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    image: item.image === null ? null : context.absolute(item.image),
    description: item.description,
    sku: item.sku,
    brand: { '@type': 'Brand', name: item.brandName },
  });
};

/** The JSON-LD objects of `kinds` (each at most once, in the order given). */
export const buildStructuredData = (
  kinds: readonly StructuredDataKind[],
  settings: SeoSettings,
  context: StructuredDataContext,
): JsonLd[] =>
  [...new Set(kinds)]
    .map((kind) => {
      switch (kind) {
        case 'FAQPage':
          return faqPage(settings);
        case 'Article':
          return article(settings, context);
        case 'Organization':
          return organization(settings, context);
        case 'Product':
          return product(settings, context);
      }
    })
    .filter((data): data is JsonLd => data !== null);
