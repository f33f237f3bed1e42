// Page reads, served with the page: the public platform reads its route declares (the
// shell's route table, `pageReads`), made here with the contract's own client and
// inlined with their answers, and the hero image they give, preloaded from the head. The
// browser then paints the page's largest image with the shell's first frame, and the
// remote's first read of that data costs no round trip. Like preload hints these are only
// hints: a slow or failing platform costs the page its head start, never the page.
import { isImageAddress, splitLocale, type HeroImage } from '@omad/contract';
import { createApi, type FirstRead } from '@omad/contract/api';
import { routePageReads } from '@omad/shell/page-modules';

export interface PageReads {
  readonly reads: readonly FirstRead[];
  readonly hero: HeroImage | null;
}

export const NO_PAGE_READS: PageReads = { reads: [], hero: null };

export interface PageReadsOptions {
  /** The platform's origin, as /api is proxied to it. */
  readonly apiUpstream: string;
  /** How long the page may wait for the reads, in milliseconds. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Makes the page reads of the page at `pathname` (public ones: no cookie is sent)
 * in its locale. Reads answered with an error or after the timeout are left out.
 */
export const pageReadsFor = async (
  pathname: string,
  { apiUpstream, timeoutMs, fetch: fetchImpl = fetch }: PageReadsOptions,
): Promise<PageReads> => {
  const read = routePageReads(pathname);
  if (!read) return NO_PAGE_READS;
  const origin = apiUpstream.replace(/\/+$/, '');
  const reads: FirstRead[] = [];
  const signal = AbortSignal.timeout(timeoutMs);
  const recording: typeof fetch = async (input, init) => {
    const response = await fetchImpl(input, { ...init, credentials: 'omit', signal });
    const url = requestUrl(input);
    if (!response.ok || (init?.method ?? 'GET') !== 'GET' || !url.startsWith(origin))
      return response;
    const text = await response.clone().text();
    // Recorded as the client will look it up: the path and query exactly as it sends them.
    reads.push({ path: url.slice(origin.length), answer: JSON.parse(text) as unknown });
    return response;
  };
  const api = createApi({
    baseUrl: origin,
    getLocale: () => splitLocale(pathname).locale,
    isInFrame: () => false,
    fetch: recording,
  });
  try {
    const hero = await read(api);
    const safeHero =
      hero && isImageAddress(hero.src) && isImageAddress(hero.mobileSrc) ? hero : null;
    return { reads, hero: safeHero };
  } catch {
    return NO_PAGE_READS;
  }
};
