// The content service's redirects answered by the edge (spec section 2), as the shell applies
// them in the browser (the contract's findRedirect and redirectTarget), so a crawler and a
// visitor without JavaScript follow them too: 301 to a page of the site in the visitor's
// language, 302 to an address off it (only where an editor marked the entry external). Like
// the shell, only for paths the route table does not own (CMS pages, unmatched paths). The
// list is kept a minute; without it a page is served as it would be without redirects.
import { DEFAULT_LOCALE, splitLocale } from '@omad/contract';
import { createCmsClient, findRedirect, redirectTarget } from '@omad/contract/cms';
import type { CmsRedirect } from '@omad/contract/cms';
import { matchRoutePath, type ShellRoutes } from '@omad/contract/pages';
import type { ContentCache } from './content-cache';
import { HEAD_CONTENT_TTL_MS } from './page-head';

/** How long a list that could not be read is taken as empty before it is asked again. */
const FAILED_TTL_MS = 5_000;

export type CmsRedirectAnswer = Readonly<{ location: string; status: 301 | 302 }>;

export interface CmsRedirectOptions {
  readonly cmsUpstream: string;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  readonly clock?: () => number;
  readonly log?: (line: string) => void;
  /** The edge's content answers (the last good list when the service fails), and generation. */
  readonly content?: ContentCache;
}

export const createCmsRedirects = ({
  cmsUpstream,
  timeoutMs,
  fetch: fetchImpl = fetch,
  clock = Date.now,
  log = () => undefined,
  content,
}: CmsRedirectOptions) => {
  const upstreamFetch = content ? content.fetchThrough(fetchImpl) : fetchImpl;
  const generation = content?.generation ?? (() => 0);
  const cms = createCmsClient({
    baseUrl: `${cmsUpstream.replace(/\/+$/, '')}/cms/api`,
    getLocale: () => DEFAULT_LOCALE,
    getToken: () => undefined,
    fetch: (input, init) =>
      upstreamFetch(input, {
        ...init,
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      }),
  });
  let kept: Readonly<{
    value: Promise<readonly CmsRedirect[]>;
    until: number;
    generation: number;
  }> | null = null;

  const list = (): Promise<readonly CmsRedirect[]> => {
    const now = clock();
    if (kept && kept.until > now && kept.generation === generation()) return kept.value;
    const started = generation();
    const value = cms.getRedirects().then(
      (redirects) => {
        kept = { value, until: clock() + HEAD_CONTENT_TTL_MS, generation: started };
        return redirects;
      },
      (error: unknown) => {
        log(`redirects unavailable: ${String(error)}`);
        kept = { value: Promise.resolve([]), until: clock() + FAILED_TTL_MS, generation: started };
        return [];
      },
    );
    kept = { value, until: now + timeoutMs, generation: started };
    return value;
  };

  /** The redirect of the page at `pathname` (with its locale prefix); null for none. */
  return async (
    routes: ShellRoutes | null,
    pathname: string,
    origin: string,
  ): Promise<CmsRedirectAnswer | null> => {
    if (!routes) return null;
    const { locale, path } = splitLocale(pathname);
    const match = matchRoutePath(routes.routes, path);
    if (match && match.def.name !== 'slug') return null;
    const hit = findRedirect(await list(), path);
    const target = hit ? redirectTarget(hit, origin, locale) : null;
    if (hit && !target) log(`CMS redirect of ${path} to ${hit.to} refused`);
    if (!target) return null;
    return target.kind === 'external'
      ? { location: target.address, status: 302 }
      : { location: target.path, status: 301 };
  };
};
