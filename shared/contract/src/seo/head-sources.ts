// The CMS content a page's head is built from, read one way by the shell (in the browser)
// and by the edge (for the HTML it sends): the site-wide sources of a locale and host, and
// the page SEO entry of a path. A source that cannot be read is null and reported, so the
// others and index.html's defaults still make a head.
import type { CmsReaders } from '../cms/readers';
import type { PageSeo } from '../cms/seo-types';
import type { HeadSources } from './page-meta';
import { seoPath } from './seo-pattern';

/** The reads the head uses, for one locale. */
export type HeadReaders = Pick<
  CmsReaders,
  'getSeoSettings' | 'getWebSettings' | 'getDomainSeo' | 'getPageSeo' | 'getMetaDataTool'
>;

/** The head's sources that do not depend on the path. */
export type SiteSources = Omit<HeadSources, 'pageEntry'>;

/** Whether every site source was read; a caller keeps an incomplete answer only briefly. */
export type SiteSourcesRead = Readonly<{ sources: SiteSources; complete: boolean }>;

/** Told the name of a source that could not be read, and why. */
export type SourceFailure = (what: string, error: unknown) => void;

export const readSiteSources = async (
  readers: HeadReaders,
  host: string,
  failed: SourceFailure,
): Promise<SiteSourcesRead> => {
  let complete = true;
  const read = <T>(run: () => Promise<T>, what: string): Promise<T | null> =>
    run().catch((error: unknown) => {
      complete = false;
      failed(what, error);
      return null;
    });
  const [settings, web, domain, metaTool] = await Promise.all([
    read(() => readers.getSeoSettings(), 'settings-seo'),
    read(() => readers.getWebSettings(), 'web-setting'),
    read(() => readers.getDomainSeo(host), 'domain-seos'),
    read(() => readers.getMetaDataTool(), 'meta-data-tool'),
  ]);
  return { sources: { settings, web, domain, metaTool }, complete };
};

/** The page SEO entry of a path (else of the route's pattern); null when there is none. */
export const readPageEntry = (
  readers: HeadReaders,
  path: string,
  seoUrl: string | null,
): Promise<PageSeo | null> => readers.getPageSeo(seoPath(path), seoUrl ?? undefined);
