// The head of every page the edge sends: the same tags the shell's head service writes in
// the browser (the contract's buildHeadTags over the CMS SEO content and the route's part of
// the head in routes.json): a page's own title and description, robots, canonical and
// hreflang alternates, Open Graph and JSON-LD, so a crawler's first pass (no JavaScript)
// reads them, and the <html lang> of the page's language. Each element is marked as the
// shell's, which takes them over unchanged. The site-wide content is kept a short while per
// language and host; a source that cannot be read leaves its part to the others and to
// index.html's defaults, and a head that cannot be made at all costs the page its head only.
import { splitLocale, type Locale, type PageSeoInput } from '@omad/contract';
import type { PageSeo } from '@omad/contract/cms';
import { matchRoutePath, needsSignIn, type ShellRoutes } from '@omad/contract/pages';
import {
  buildHeadTags,
  headRouteOf,
  headTagsHtml,
  readPageEntry,
  readSiteSources,
  seoPath,
  type HeadReaders,
  type SiteSourcesRead,
} from '@omad/contract/seo';
import type { FirstRead } from '@omad/contract/api';
import type { ContentCache } from './content-cache';
import { keptReads, publicCmsClient, publicFetch, recordingFetch } from './kept-reads';

/** How long site-wide SEO content and page entries are kept, in milliseconds. */
export const HEAD_CONTENT_TTL_MS = 60_000;
/** How long an answer with a failed read is kept before it is asked for again. */
const INCOMPLETE_TTL_MS = 5_000;
/** The most keys (languages and hosts, or paths) kept; the oldest goes first. */
const MAX_ENTRIES = 2_000;

/** What index.html's head gives where the content has nothing. */
export type HeadFallback = Readonly<{ title: string; themeColor: string | null }>;

export type PageHeadRequest = Readonly<{
  /** The route table of the shell build served; null without one (no head then). */
  routes: ShellRoutes | null;
  /** The path asked for, with its locale prefix. */
  pathname: string;
  /** The query, with its '?', or ''. */
  search: string;
  /** The host name the page is served under (no port), and its origin as the browser sees it. */
  host: string;
  origin: string;
  fallback: HeadFallback;
  /** The page's subject is not there (a 404): the head of a system page. */
  absent?: boolean;
  /** The page's own part of the head, from its first screen (what it gives usePageSeo). */
  page?: PageSeoInput | null;
}>;

/**
 * A page's head elements as HTML ('' when none can be made), and the content reads it was
 * made from, recorded as the browser's client asks them: the page inlines them, and the
 * shell's head service answers its own reads of that content from them.
 */
export type PageHead = Readonly<{ html: string; reads: readonly FirstRead[] }>;

/** No head: index.html's defaults stay. */
export const NO_HEAD: PageHead = { html: '', reads: [] };

/** The site-wide SEO content of a language and host, and its reads as recorded. */
export type SiteRead = SiteSourcesRead & Readonly<{ reads: readonly FirstRead[] }>;

export type PageHeadSource = Readonly<{
  head: (request: PageHeadRequest) => Promise<PageHead>;
  /** The site-wide SEO content of a language and host, as the heads use it. */
  site: (locale: Locale, host: string) => Promise<SiteRead>;
}>;

export interface PageHeadOptions {
  /** The content API's origin, as /cms is proxied to it. */
  readonly cmsUpstream: string;
  /** How long the head may wait for the content, in milliseconds. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  readonly clock?: () => number;
  readonly log?: (line: string) => void;
  /** The edge's content answers (last good ones when the service fails), and their generation. */
  readonly content?: ContentCache;
}

export const createPageHeads = ({
  cmsUpstream,
  timeoutMs,
  fetch: fetchImpl = fetch,
  clock = Date.now,
  log = () => undefined,
  content,
}: PageHeadOptions): PageHeadSource => {
  const fetchPublic = publicFetch(content ? content.fetchThrough(fetchImpl) : fetchImpl, timeoutMs);
  /** Readers of a language whose answers are recorded in `into`, as the browser asks them. */
  const readersInto = (locale: Locale, into: FirstRead[]): HeadReaders =>
    publicCmsClient(cmsUpstream, locale, recordingFetch(fetchPublic, cmsUpstream, into));
  const options = {
    clock,
    pendingMs: timeoutMs,
    maxKeys: MAX_ENTRIES,
    ...(content ? { generation: content.generation } : {}),
  };
  const sites = keptReads<SiteRead>(options);
  const entries =
    keptReads<Readonly<{ entry: PageSeo | null; reads: readonly FirstRead[] }>>(options);

  const site = (locale: Locale, host: string) =>
    sites(
      `${locale}|${host}`,
      async () => {
        const reads: FirstRead[] = [];
        const read = await readSiteSources(readersInto(locale, reads), host, (what, error) =>
          log(`head: ${what} unavailable: ${String(error)}`),
        );
        return { ...read, reads };
      },
      (read) => (read.complete ? HEAD_CONTENT_TTL_MS : INCOMPLETE_TTL_MS),
    );

  const head = async ({
    routes,
    pathname,
    search,
    host,
    origin,
    fallback,
    absent = false,
    page = null,
  }: PageHeadRequest) => {
    if (!routes) return NO_HEAD;
    const { locale, path } = splitLocale(pathname);
    const match = matchRoutePath(routes.routes, path);
    // The shell draws its not-found page, or a legacy placeholder, for these.
    const systemPage = absent || !match || (!match.def.remote && !match.def.redirect);
    const route = headRouteOf({
      locale,
      path: `${path}${search}`,
      head: match?.def.head ?? null,
      params: match?.params ?? {},
      systemPage,
      privatePage: needsSignIn(path, match?.def.name ?? null),
    });
    const entry = entries(
      `${locale}|${seoPath(route.path)}|${route.seoUrl ?? ''}`,
      async () => {
        const reads: FirstRead[] = [];
        const found = await readPageEntry(readersInto(locale, reads), route.path, route.seoUrl);
        return { entry: found, reads };
      },
      () => HEAD_CONTENT_TTL_MS,
    ).catch((error: unknown) => {
      log(`head: page-seos unavailable: ${String(error)}`);
      return { entry: null, reads: [] };
    });
    const [{ sources, reads }, pageEntry] = await Promise.all([site(locale, host), entry]);
    return {
      html: headTagsHtml(
        buildHeadTags(
          { ...sources, pageEntry: pageEntry.entry },
          { ...route, origin, fallback },
          systemPage ? null : page,
        ),
      ),
      reads: [...reads, ...pageEntry.reads],
    };
  };
  return { head, site };
};

/** index.html's defaults: its one title, and the elements it marks as the shell's. */
const DEFAULTS = /(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*\bdata-omad-head\b[^>]*>)\s*/gi;

/** index.html's own title and theme colour, for what the content leaves empty. */
export const headFallbackOf = (template: string): HeadFallback => ({
  title: /<title\b[^>]*>([^<]*)<\/title>/i.exec(template)?.[1]?.trim() || 'Omad',
  themeColor:
    /<meta\b(?=[^>]*\bname="theme-color")[^>]*\bcontent="([^"]*)"/i.exec(template)?.[1] ?? null,
});

/**
 * The page with its head: index.html's defaults (its title, the elements it marks as the
 * shell's) give way to `head` where the first of them stood, and <html lang> names the
 * page's language. With no head the page keeps its defaults.
 */
export const withPageHead = (html: string, head: string, locale: Locale): string => {
  const withLang = html.replace(
    /<html\b([^>]*)>/i,
    (_, attributes: string) =>
      `<html${attributes.replace(/\s+lang="[^"]*"/i, '')} lang="${locale}">`,
  );
  if (!head) return withLang;
  // Only the document's head: the body may hold titles of its own (an SVG icon's).
  const end = withLang.search(/<\/head>/i);
  const before = end < 0 ? withLang : withLang.slice(0, end);
  const after = end < 0 ? '' : withLang.slice(end);
  let placed = false;
  const replaced = before.replace(DEFAULTS, () => {
    if (placed) return '';
    placed = true;
    return head;
  });
  return placed ? `${replaced}${after}` : `${replaced}${head}${after}`;
};
