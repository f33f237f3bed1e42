// Sitemap XML (sitemaps.org 0.9): an index of per-kind sitemaps, and url sets in which every
// address is listed in each language with its hreflang alternates (uz, ru, x-default), as
// Google reads language versions from a sitemap.
import { DEFAULT_LOCALE, LOCALES, localizePath } from '@omad/contract';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One public page: its locale-free path and, when known, when it last changed. */
export type SitemapEntry = Readonly<{ path: string; lastmod?: string | null }>;

const escapeXml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A W3C date-time of a parseable time; null otherwise. */
const w3cDate = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const sitemapIndexXml = (
  sitemaps: ReadonlyArray<Readonly<{ loc: string; lastmod?: string | null }>>,
): string =>
  `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n` +
  sitemaps
    .map(({ loc, lastmod }) => {
      const date = w3cDate(lastmod);
      return `<sitemap><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</sitemap>\n`;
    })
    .join('') +
  '</sitemapindex>\n';

export const urlSetXml = (origin: string, entries: readonly SitemapEntry[]): string => {
  const urlIn = (path: string, locale: (typeof LOCALES)[number]) =>
    escapeXml(`${origin}${localizePath(path, locale)}`);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const date = w3cDate(lastmod);
    const alternates =
      LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${urlIn(path, locale)}"/>`,
      ).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(path, DEFAULT_LOCALE)}"/>`;
    return LOCALES.map(
      (locale) =>
        `<url><loc>${urlIn(path, locale)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${alternates}</url>\n`,
    );
  });
  return (
    `${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n` +
    urls.join('') +
    '</urlset>\n'
  );
};
