// Page reads, served with the page: the public platform reads that the remote owning the
// page declares in its pinned build's manifest (metaData.omad.pageReads, the contract's
// PageReads), made here with the contract's own client and inlined with their answers, and
// the hero image they give, preloaded from the head. The browser then paints the page's
// largest image with the shell's first frame, and the remote's first read of that data
// costs no round trip. Like preload hints these are only hints: a slow or failing platform
// costs the page its head start, never the page.
import {
  CONTRACT_VERSION,
  contractVerdict,
  isImageAddress,
  splitLocale,
  type HeroImage,
} from '@omad/contract';
import { API_METHODS, createApi, type Api, type FirstRead } from '@omad/contract/api';
import {
  PAGE_HEROES,
  matchRoutePath,
  type PageReads as DeclaredReads,
  type PlatformRead,
  type ShellRoutes,
} from '@omad/contract/pages';
import type { Environment } from './environments';
import type { ManifestSource } from './remote-map';

export interface PageReads {
  readonly reads: FirstRead[];
  readonly hero: HeroImage | null;
}

export const NO_PAGE_READS: PageReads = { reads: [], hero: null };

/**
 * What the page at `pathname` reads first, as the remote that owns its route declares it in
 * its pinned build; null for a redirect, a shell page, an unpinned or unreadable build, or a
 * build the contract rule refuses on the shell (`shellContract`), which never mounts.
 */
export const declaredPageReads = async (
  pathname: string,
  routes: ShellRoutes,
  environment: Environment,
  manifests: ManifestSource,
  shellContract: string = CONTRACT_VERSION,
): Promise<DeclaredReads | null> => {
  const match = matchRoutePath(routes.routes, splitLocale(pathname).path);
  if (!match || match.def.redirect || !match.def.remote) return null;
  const owner = match.def.remote;
  const pin = environment.remotes.find((remote) => remote.name === owner);
  const summary = pin ? await manifests(pin) : null;
  if (!summary || !contractVerdict(summary, shellContract).ok) return null;
  return summary.pageReads.find((declared) => declared.route === match.def.path) ?? null;
};

export interface PageReadsOptions {
  /** The platform's origin, as /api is proxied to it. */
  readonly apiUpstream: string;
  /** How long the page may wait for the reads, in milliseconds. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** True for a method of the contract's table that is a read (GET). */
const isRead = (method: string): boolean =>
  Object.hasOwn(API_METHODS, method) && API_METHODS[method as keyof typeof API_METHODS] === 'GET';

/** Calls `read` through the client's own function for its method, e.g. api.banners.get. */
const call = (api: Api, read: PlatformRead): Promise<unknown> => {
  // A declaration is a build's data: it may name reads only, never a change of state.
  if (!isRead(read.method)) throw new Error(`${read.method} is not a platform read`);
  const [namespace = '', name = ''] = read.method.split('.');
  const group: unknown = Object.hasOwn(api, namespace) ? api[namespace as keyof Api] : undefined;
  const method: unknown =
    typeof group === 'object' && group !== null && Object.hasOwn(group, name)
      ? (group as Record<string, unknown>)[name]
      : undefined;
  if (typeof method !== 'function') throw new Error(`no platform method ${read.method}`);
  return Promise.resolve(method.call(group, read.params) as unknown);
};

/**
 * Makes the `declared` reads of the page at `pathname` (public ones: no cookie is sent, and
 * never anything but a GET) in its locale. Any read failing or answering after the timeout
 * leaves the page without page reads.
 */
export const pageReadsFor = async (
  pathname: string,
  declared: DeclaredReads | null,
  { apiUpstream, timeoutMs, fetch: fetchImpl = fetch }: PageReadsOptions,
): Promise<PageReads> => {
  if (!declared || declared.reads.length === 0) return NO_PAGE_READS;
  const origin = apiUpstream.replace(/\/+$/, '');
  const reads: FirstRead[] = [];
  const signal = AbortSignal.timeout(timeoutMs);
  const recording: typeof fetch = async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('page reads are GET requests only');
    const response = await fetchImpl(input, { ...init, credentials: 'omit', signal });
    const url = requestUrl(input);
    if (!response.ok || !url.startsWith(origin)) return response;
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
    const results = await Promise.all(declared.reads.map((read) => call(api, read)));
    const hero = declared.hero ? PAGE_HEROES[declared.hero](results[0]) : null;
    // The hero goes into the head's markup: only an address that cannot break out of it.
    const safe = hero && isImageAddress(hero.src) && isImageAddress(hero.mobileSrc);
    return { reads, hero: safe ? hero : null };
  } catch {
    return NO_PAGE_READS;
  }
};
