// Builds the head of a page from the CMS SEO content and the page's own input: title, meta
// description, keywords and robots, the settings' meta list, canonical and hreflang
// alternates, Open Graph, favicons, theme colour and JSON-LD. Pure: the shell applies it.
import type { SeoSettings, WebSettings } from '../cms/seo-types';
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../locale';
import type { PageSeoInput } from '../remote-props';
import { jsonLdTag, linkTag, metaName, metaProperty, titleTag, type HeadTag } from './head-tag';
import { resolvePageMeta, themeColorOf, type HeadSources } from './page-meta';
import { evaluateRobots } from './robots';
import type { HeadRoute } from './route-head';
import { seoPath } from './seo-pattern';
import { buildStructuredData } from './structured-data';

/** Where the page is and what the route adds by default. */
export type HeadContext = HeadRoute &
  Readonly<{
    /** The origin the page is served from (site-relative media resolve against it). */
    origin: string;
    /** The head of index.html, for what the content leaves empty. */
    fallback: Readonly<{ title: string; themeColor: string | null }>;
  }>;

/** Open Graph locale of each site language. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { uz: 'uz_UZ', ru: 'ru_RU' };

/** Meta names the builder writes itself; the settings' meta list does not repeat them. */
const OWN_META = new Set(['description', 'keywords', 'robots', 'theme-color']);

/** The origin of settings-seo's canonicalUrl (it may carry a locale path), else `fallback`. */
export const canonicalOrigin = (
  canonicalUrl: string | null | undefined,
  fallback: string,
): string => {
  try {
    const url = new URL(canonicalUrl ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : fallback;
  } catch {
    return fallback;
  }
};

const absoluteFrom =
  (origin: string) =>
  (url: string): string => {
    try {
      return new URL(url, `${origin}/`).href;
    } catch {
      return url;
    }
  };

const faviconTags = (web: WebSettings | null): HeadTag[] => {
  if (!web) return [];
  const { ico, svg, png, applePng } = web.favicon;
  return [
    ...(ico ? [linkTag({ rel: 'icon', href: ico, sizes: 'any' })] : []),
    ...(svg ? [linkTag({ rel: 'icon', type: 'image/svg+xml', href: svg })] : []),
    ...png.flatMap(({ size, icon }) =>
      icon
        ? [linkTag({ rel: 'icon', type: 'image/png', sizes: `${size}x${size}`, href: icon })]
        : [],
    ),
    ...applePng.flatMap(({ size, icon }) =>
      icon ? [linkTag({ rel: 'apple-touch-icon', sizes: `${size}x${size}`, href: icon })] : [],
    ),
  ];
};

const settingsMeta = (settings: SeoSettings | null): HeadTag[] =>
  (settings?.meta ?? [])
    .filter((meta) => meta.name.trim() && !OWN_META.has(meta.name.trim().toLowerCase()))
    .map((meta) => metaName(meta.name.trim(), meta.content));

export const buildHeadTags = (
  sources: HeadSources,
  context: HeadContext,
  page: PageSeoInput | null,
): HeadTag[] => {
  const { settings, web } = sources;
  const { locale, systemPage } = context;
  const meta = resolvePageMeta(sources, context.path, page, context.fallback.title);
  const absolute = absoluteFrom(context.origin);
  const base = canonicalOrigin(settings?.canonicalUrl, context.origin);
  const urlIn = (target: Locale) =>
    `${base}${localizePath(seoPath(context.canonicalPath), target)}`;
  const canonical = systemPage ? null : urlIn(locale);

  const robots = evaluateRobots(settings?.robots ?? [], context.path);
  // A players' page is a private area, as a robots disallow without a query makes one.
  const directive = systemPage
    ? 'noindex'
    : context.privatePage
      ? 'noindex, nofollow'
      : page?.noindex && robots.allowed
        ? 'noindex, follow'
        : robots.directive;
  const themeColor = themeColorOf(web, settings) ?? context.fallback.themeColor;
  const openGraph = settings?.openGraph ?? null;
  const siteName = openGraph?.siteName ?? web?.siteName ?? null;
  const ogDescription = meta.pageDescription ?? openGraph?.description ?? meta.description;

  const tags: HeadTag[] = [
    titleTag(meta.title),
    ...(meta.description ? [metaName('description', meta.description)] : []),
    ...(meta.keywords ? [metaName('keywords', meta.keywords)] : []),
    metaName('robots', directive),
    ...(themeColor ? [metaName('theme-color', themeColor)] : []),
    ...settingsMeta(settings),
  ];
  if (canonical) {
    tags.push(
      linkTag({ rel: 'canonical', href: canonical }),
      ...LOCALES.map((target) =>
        linkTag({ rel: 'alternate', hreflang: target, href: urlIn(target) }),
      ),
      linkTag({ rel: 'alternate', hreflang: 'x-default', href: urlIn(DEFAULT_LOCALE) }),
    );
  }
  tags.push(
    metaProperty('og:type', page?.ogType ?? openGraph?.type ?? 'website'),
    ...(siteName ? [metaProperty('og:site_name', siteName)] : []),
    metaProperty('og:title', meta.pageTitle ?? openGraph?.title ?? meta.title),
    ...(ogDescription ? [metaProperty('og:description', ogDescription)] : []),
    ...(canonical ? [metaProperty('og:url', canonical)] : []),
    ...(meta.image ? [metaProperty('og:image', absolute(meta.image))] : []),
    metaProperty('og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      metaProperty('og:locale:alternate', OG_LOCALES[other]),
    ),
    ...faviconTags(web),
  );
  if (settings && !systemPage) {
    const kinds = [...context.structuredData, ...(page?.structuredData ?? [])];
    const data = buildStructuredData(kinds, settings, {
      locale,
      canonicalUrl: canonical,
      absolute,
      pageTitle: meta.pageTitle,
      pageDescription: meta.pageDescription,
    });
    tags.push(...data.map(jsonLdTag));
  }
  return tags;
};
