// The page's title, description, keywords and sharing image, each taken from the first
// source that has it: the page's own input, the page SEO entry of the path, the entry of the
// route's SEO url pattern, the meta-data-tool template of the path, the domain SEO of the
// host, the site's SEO settings, and last the head of index.html.
import type { DomainSeo, MetaDataTool, PageSeo, SeoSettings, WebSettings } from '../cms/seo-types';
import type { PageSeoInput } from '../remote-props';
import { fillSeoTemplate, matchSeoPattern, seoPath } from './seo-pattern';

/** The CMS content the head is built from; a source that could not be read is null. */
export type HeadSources = Readonly<{
  /** settings-seo of the locale. */
  settings: SeoSettings | null;
  /** web-setting: favicons and theme colour. */
  web: WebSettings | null;
  /** The domain SEO entry of the host. */
  domain: DomainSeo | null;
  /** The page SEO entry of the path, else of the route's SEO url pattern. */
  pageEntry: PageSeo | null;
  /** meta-data-tool: title suffix, default image and patterned templates. */
  metaTool: MetaDataTool | null;
}>;

export type PageMeta = Readonly<{
  /** The document title, suffixed when it is the page's own. */
  title: string;
  description: string | null;
  keywords: string | null;
  /** The page's own title and description (no suffix), null when only site defaults apply. */
  pageTitle: string | null;
  pageDescription: string | null;
  /** The sharing image as the content gives it (maybe site-relative). */
  image: string | null;
}>;

type Layer = Readonly<{
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
}>;

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const firstOf = (layers: readonly Layer[], field: keyof Layer): string | null => {
  for (const layer of layers) {
    const value = text(layer[field]);
    if (value !== null) return value;
  }
  return null;
};

/**
 * Appends the meta-data-tool suffix (' | Omad') unless the title already carries the site's
 * name at its end or as its lead ('Aksiyalar | Omad', 'Omad — onlayn kazino'); a name inside
 * a title ('Book of Omad') is the page's own and still gets the suffix.
 */
export const withTitleSuffix = (title: string, suffix: string | null): string => {
  if (!suffix?.trim()) return title;
  const brand = suffix.replace(/^[\s|·—–:-]+/, '').trim();
  if (!brand) return `${title}${suffix}`;
  const leads = title.startsWith(brand) && /^\s*[|·—–:-]/.test(title.slice(brand.length));
  const trails = title.endsWith(brand) && /[|·—–:-]\s*$/.test(title.slice(0, -brand.length));
  return leads || trails ? title : `${title}${suffix}`;
};

/** The page SEO entry as a layer: as is for the path itself, filled in for a pattern. */
const entryLayer = (entry: PageSeo | null, path: string): Layer | null => {
  if (!entry) return null;
  const values = entry.url === path ? {} : matchSeoPattern(entry.url, path);
  if (values === null) return null;
  return {
    title: fillSeoTemplate(entry.title, values),
    description: fillSeoTemplate(entry.description, values),
    keywords: entry.keywords === null ? null : fillSeoTemplate(entry.keywords, values),
  };
};

const templateLayer = (tool: MetaDataTool | null, path: string): Layer | null => {
  for (const template of tool?.templates ?? []) {
    const values = matchSeoPattern(template.pattern, path);
    if (values) {
      return {
        title: fillSeoTemplate(template.title, values),
        description: fillSeoTemplate(template.description, values),
      };
    }
  }
  return null;
};

export const resolvePageMeta = (
  sources: HeadSources,
  locationPath: string,
  page: PageSeoInput | null,
  fallbackTitle: string,
): PageMeta => {
  const path = seoPath(locationPath);
  const { settings, domain, metaTool } = sources;
  const own = [
    page ?? {},
    entryLayer(sources.pageEntry, path),
    templateLayer(metaTool, path),
  ].filter((layer): layer is Layer => layer !== null);
  const site: Layer[] = [domain ?? {}, settings ?? {}];
  const keywordsOfSettings = settings?.meta.find((meta) => meta.name === 'keywords')?.content;

  const pageTitle = firstOf(own, 'title');
  const pageDescription = firstOf(own, 'description');
  return {
    title:
      pageTitle === null
        ? (firstOf(site, 'title') ?? fallbackTitle)
        : withTitleSuffix(pageTitle, metaTool?.titleSuffix ?? null),
    description: pageDescription ?? firstOf(site, 'description'),
    keywords: firstOf([...own, { keywords: keywordsOfSettings }], 'keywords'),
    pageTitle,
    pageDescription,
    image: text(page?.image) ?? text(settings?.openGraph?.image) ?? text(metaTool?.defaultImage),
  };
};

/** The web-setting colour, else a theme-color of the settings' meta list. */
export const themeColorOf = (
  web: WebSettings | null,
  settings: SeoSettings | null,
): string | null =>
  text(web?.themeColor) ??
  text(settings?.meta.find((meta) => meta.name === 'theme-color')?.content);
