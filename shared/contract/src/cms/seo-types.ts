// SEO content: site-wide settings (settings-seo), per-host (domain-seos) and per-path
// (page-seos) entries, pattern templates (meta-data-tool) and the favicon set (web-setting).
import * as v from 'valibot';
import { list, mediaUrl, optionalText, record } from './schema-kit';

/**
 * `settings-seo` (spec section 3, SEO settings) as the content service stores it. Strapi 5
 * reserves the attribute names `meta` and `locale`, so the content names the extra tags
 * `metaTags` and the Open Graph locale `ogLocale`; SeoSettingsSchema gives them their head
 * names again.
 */
const SeoSettingsContentSchema = record({
  /** Default document title. */
  title: v.string(),
  /** Default meta description. */
  description: v.string(),
  /** Extra `<meta name content>` tags. */
  metaTags: list(record({ name: v.string(), content: v.string() })),
  /** robots.txt groups; a disallow with a query wildcard means noindex, follow. */
  robots: list(
    record({ userAgent: v.string(), allow: list(v.string()), disallow: list(v.string()) }),
  ),
  /** Canonical origin of the current locale. */
  canonicalUrl: optionalText,
  /** Open Graph defaults. */
  openGraph: v.nullish(
    record({
      type: v.string(),
      siteName: v.string(),
      ogLocale: v.string(),
      title: v.string(),
      description: v.string(),
      image: mediaUrl,
    }),
    null,
  ),
  /** FAQ for structured data. */
  faq: list(record({ question: v.string(), answer: v.string() })),
  /** Article structured data. */
  article: v.nullish(
    record({
      headline: v.string(),
      description: v.string(),
      image: mediaUrl,
      datePublished: v.string(),
      dateModified: v.string(),
    }),
    null,
  ),
  /** Organization structured data. */
  organization: v.nullish(
    record({
      name: v.string(),
      url: v.string(),
      logo: mediaUrl,
      contactPoint: v.nullish(
        record({
          telephone: v.string(),
          email: optionalText,
          contactType: v.string(),
          areaServed: v.string(),
          availableLanguage: list(v.string()),
        }),
        null,
      ),
      /** Profiles of the organization elsewhere. */
      sameAs: list(v.string()),
    }),
    null,
  ),
  /** Product structured data. */
  product: v.nullish(
    record({
      name: v.string(),
      image: mediaUrl,
      description: v.string(),
      sku: v.string(),
      brandName: v.string(),
    }),
    null,
  ),
});

/** `settings-seo` with the head's names: `meta` for the extra tags, `openGraph.locale`. */
export const SeoSettingsSchema = v.pipe(
  SeoSettingsContentSchema,
  v.transform(({ metaTags, openGraph, ...settings }) => ({
    ...settings,
    meta: metaTags,
    openGraph:
      openGraph === null
        ? null
        : (({ ogLocale, ...graph }) => ({ ...graph, locale: ogLocale }))(openGraph),
  })),
);
export type SeoSettings = v.InferOutput<typeof SeoSettingsSchema>;

/** An icon of the favicon set at one size. */
const SizedIconSchema = record({ size: v.number(), icon: mediaUrl });

/** `web-setting`: the favicon set and web-app colours. */
export const WebSettingsSchema = record({
  siteName: v.string(),
  shortName: optionalText,
  description: optionalText,
  /** `<meta name="theme-color">`. */
  themeColor: optionalText,
  backgroundColor: optionalText,
  favicon: record({
    /** Scalable icon for modern browsers. */
    svg: mediaUrl,
    /** Multi-size .ico for old browsers. */
    ico: mediaUrl,
    /** PNG icons by pixel size. */
    png: list(SizedIconSchema),
    /** Apple touch icons by pixel size. */
    applePng: list(SizedIconSchema),
  }),
});
export type WebSettings = v.InferOutput<typeof WebSettingsSchema>;

/** `domain-seos`: title and description per host name. */
export const DomainSeoSchema = record({
  host: v.string(),
  title: v.string(),
  description: v.string(),
});
export type DomainSeo = v.InferOutput<typeof DomainSeoSchema>;

/** `page-seos`: meta per locale-free path, or per route pattern like '/game/{name}'. */
export const PageSeoSchema = record({
  url: v.string(),
  title: v.string(),
  description: v.string(),
  keywords: optionalText,
});
export type PageSeo = v.InferOutput<typeof PageSeoSchema>;

/** `meta-data-tool`: title and description templates for patterned pages ({name} filled in). */
export const MetaDataToolSchema = record({
  /** Appended to page titles. */
  titleSuffix: optionalText,
  /** Sharing image when a page has none. */
  defaultImage: mediaUrl,
  templates: list(record({ pattern: v.string(), title: v.string(), description: v.string() })),
});
export type MetaDataTool = v.InferOutput<typeof MetaDataToolSchema>;
