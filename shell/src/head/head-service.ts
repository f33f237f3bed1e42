// The document head of the shell (RemoteProps.seo): for the current route it reads the SEO
// content of the locale, the host and the path, lays the mounted page's own input over it
// and writes the head. The page never waits for it: the head follows once the route's reads
// settle (at once when they are cached); a failed read is logged and leaves its part to the
// other sources and to index.html's defaults.
import type { Locale, PageSeoInput, SeoHandle } from '@omad/contract';
import type { PageSeo } from '@omad/contract/cms';
import {
  buildHeadTags,
  readPageEntry,
  readSiteSources,
  seoPath,
  type HeadReaders,
  type HeadRoute,
  type HeadSources,
  type SiteSources,
} from '@omad/contract/seo';
import { applyHead } from './apply-head';

export type { HeadReaders, HeadRoute };

export type HeadService = Readonly<{
  /** The route the shell shows now. */
  setRoute: (route: HeadRoute) => void;
  /** What remotes get as RemoteProps.seo: the latest page that set its SEO wins. */
  seo: SeoHandle;
}>;

type Options = Readonly<{
  /** Readers of the given locale's content. */
  readersFor: (locale: Locale) => HeadReaders;
  doc: Document;
  /** The page's own address: origin and host name. */
  location: () => Readonly<{ origin: string; hostname: string }>;
  log?: (message: string, error: unknown) => void;
}>;

const NO_SITE: SiteSources = { settings: null, web: null, domain: null, metaTool: null };

export const createHeadService = ({
  readersFor,
  doc,
  location,
  log = (message, error) => console.warn(message, error),
}: Options): HeadService => {
  // index.html's head is what stays where the content has nothing.
  const fallback = {
    title: doc.title.trim() || 'Omad',
    themeColor: doc.head.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
  };
  // Site-wide content per locale and host; `complete` false means a read failed and is
  // tried again on the next route (the memoized client answers the others from its cache).
  const sites = new Map<string, Readonly<{ sources: SiteSources; complete: boolean }>>();
  // Page SEO entries per locale, path and pattern; null when there is none.
  const entries = new Map<string, PageSeo | null>();
  const loading = new Set<string>();
  const pages: Array<Readonly<{ input: PageSeoInput }>> = [];
  let route: HeadRoute | null = null;

  const siteKey = (at: HeadRoute) => `${at.locale}|${location().hostname}`;
  const entryKey = (at: HeadRoute) => `${at.locale}|${seoPath(at.path)}|${at.seoUrl ?? ''}`;

  const render = () => {
    // Written once the route's reads have settled, so a navigation shows no half-built head.
    if (
      !route ||
      loading.has(`site|${siteKey(route)}`) ||
      loading.has(`entry|${entryKey(route)}`)
    ) {
      return;
    }
    const sources: HeadSources = {
      ...(sites.get(siteKey(route))?.sources ?? NO_SITE),
      pageEntry: entries.get(entryKey(route)) ?? null,
    };
    const context = { ...route, origin: location().origin, fallback };
    applyHead(doc, buildHeadTags(sources, context, pages.at(-1)?.input ?? null));
  };

  /** Runs `read` once at a time per key, then writes the head again. */
  const loadOnce = (key: string, read: () => Promise<void>) => {
    if (loading.has(key)) return;
    loading.add(key);
    void read().finally(() => {
      loading.delete(key);
      render();
    });
  };

  const load = (at: HeadRoute) => {
    const readers = readersFor(at.locale);
    const site = siteKey(at);
    if (!sites.get(site)?.complete) {
      const host = location().hostname;
      loadOnce(`site|${site}`, async () => {
        sites.set(
          site,
          await readSiteSources(readers, host, (what, error) =>
            log(`[shell] SEO content unavailable: ${what}`, error),
          ),
        );
      });
    }
    const entry = entryKey(at);
    if (!entries.has(entry)) {
      loadOnce(`entry|${entry}`, async () => {
        try {
          entries.set(entry, await readPageEntry(readers, at.path, at.seoUrl));
        } catch (error) {
          // Not remembered: the next visit of the path asks again.
          log('[shell] SEO content unavailable: page-seos', error);
        }
      });
    }
  };

  return {
    setRoute(next) {
      route = next;
      load(next);
      render();
    },
    seo: {
      setPage(input) {
        const page = { input };
        pages.push(page);
        render();
        return () => {
          const index = pages.indexOf(page);
          if (index < 0) return;
          pages.splice(index, 1);
          render();
        };
      },
    },
  };
};
