// A CMS page read before the remote's first render (the page table prepares the route the page
// is mounted at), so the page's first frame is its content, drawn over the first screen the
// edge served, instead of a skeleton. Each prepared answer is taken once.
import type { CmsClient, CmsPage } from '@omad/contract/cms';
import type { Locale } from '@omad/contract';

type Prepared = Readonly<{ locale: Locale; slug: string; page: CmsPage | null }>;

let prepared: Prepared | null = null;

/** Reads the page of `slug` ahead; a failure is left for the page's own read to report. */
export const preparePage = async (cms: CmsClient, locale: Locale, slug: string): Promise<void> => {
  prepared = null;
  try {
    prepared = { locale, slug, page: await cms.getPage(slug) };
  } catch {
    // The page reads again when it renders and reports what it gets then.
  }
};

/** The page prepared for `slug` in `locale` (once), or undefined when there is none. */
export const takePreparedPage = (locale: Locale, slug: string): CmsPage | null | undefined => {
  const found = prepared;
  if (!found || found.locale !== locale || found.slug !== slug) return undefined;
  prepared = null;
  return found.page;
};
