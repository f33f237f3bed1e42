// A page's head start, served with the page: the public platform and content reads that the
// remote owning the page declares in its pinned build's manifest (metaData.omad.pageReads, the
// contract's PageReads), made here with the contract's own clients and inlined with their
// answers; the hero image they give, preloaded from the head; and the first screen the
// owner's build draws with them (first-screen.ts). The browser then paints the page's largest
// image or its top with the shell's first frame, and the remote's first read of that data
// costs no round trip. Like preload hints these are only hints: a slow or failing upstream
// costs the page its head start, never the page.
import { CONTRACT_VERSION, isImageAddress, splitLocale, type HeroImage } from '@omad/contract';
import { API_METHODS, createApi, type Api, type FirstRead } from '@omad/contract/api';
import { createCmsClient, type CmsClient } from '@omad/contract/cms';
import {
  PAGE_HEROES,
  isEmptyAnswer,
  matchRoutePath,
  paramsFit,
  needsSignIn,
  type CmsRead,
  type PageReads as DeclaredReads,
  type PlatformRead,
  type ShellRoutes,
} from '@omad/contract/pages';
import type { Environment, RemotePin } from './environments';
import {
  SUBJECT_ABSENT,
  drawFirstScreen,
  type DrawnFirstScreen,
  type FirstScreenSource,
} from './first-screen';
import { recordingFetch } from './kept-reads';
import { runnableBuild, type ManifestSource, type ManifestSummary } from './remote-map';

/** What a page is served with ahead of its remote: empty when it has none or it failed. */
export interface HeadStart {
  /** The page reads made, keyed by path and query as the browser's client sends them. */
  readonly reads: FirstRead[];
  /** The image those reads say the page shows largest; null without one. */
  readonly hero: HeroImage | null;
  /** The top of the page as its remote drew it here; null when none. */
  readonly firstScreen: DrawnFirstScreen | null;
  /**
   * The page's subject is not there (its remote declares the first read its subject and the
   * read found nothing, its first screen says the reads do not hold it, or a route parameter
   * is not of the kind the page declares): the page is answered with 404.
   */
  readonly absent: boolean;
}

export const NO_HEAD_START: HeadStart = {
  reads: [],
  hero: null,
  firstScreen: null,
  absent: false,
};

/** What a page declares it reads first, with the parameters of its route and its build. */
export type DeclaredFor = Readonly<{
  declared: DeclaredReads;
  params: Readonly<Record<string, string>>;
  build: Readonly<{ pin: RemotePin; summary: ManifestSummary }>;
}>;

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
  hasSession = false,
): Promise<DeclaredFor | null> => {
  const { path } = splitLocale(pathname);
  const match = matchRoutePath(routes.routes, path);
  if (!match || match.def.redirect || !match.def.remote) return null;
  // A guest is sent home from a players' page: nothing of it is read or drawn for them.
  if (!hasSession && needsSignIn(path, match.def.name)) return null;
  const build = await runnableBuild(environment, match.def.remote, manifests, shellContract);
  const declared = build?.summary.pageReads.find((reads) => reads.route === match.def.path);
  // What a guest's reads answer is not a player's: their page reads for themselves. An
  // address that names no page (a parameter of the wrong kind) is that for anyone.
  if (declared?.perVisitor && hasSession && fitsDeclared(declared, match.params)) return null;
  return build && declared ? { declared, params: match.params, build } : null;
};

export interface HeadStartOptions {
  /** The platform's origin, as /api is proxied to it. */
  readonly apiUpstream: string;
  /** The content API's origin, as /cms is proxied to it. */
  readonly cmsUpstream: string;
  /** How long the page may wait for the reads, in milliseconds. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  /** The first-screen modules of pinned builds; no first screens without it. */
  readonly firstScreens?: FirstScreenSource;
  /** The site's origin as the browser sees it (for the first screen's links). */
  readonly origin?: string;
  readonly log?: (line: string) => void;
}

/** True for a method of the contract's table that is a read (GET). */
const isRead = (method: string): boolean =>
  Object.hasOwn(API_METHODS, method) && API_METHODS[method as keyof typeof API_METHODS] === 'GET';

/** A route parameter decoded as the page decodes it; one that cannot be decoded as it is. */
const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The route's parameter a ':name' argument stands for, decoded as the page decodes it. */
const routeParam = (arg: string, params: Readonly<Record<string, string>>): string => {
  const value = params[arg.slice(1)];
  if (value === undefined) throw new Error(`the route has no parameter ${arg}`);
  return decoded(value);
};

/** True when the route's parameters are of the kinds the page declares (PageReads.params). */
const fitsDeclared = (declared: DeclaredReads, params: Readonly<Record<string, string>>) =>
  paramsFit(
    declared.params,
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decoded(value)])),
  );

/** Calls `read` through the client's own function for its method, e.g. api.banners.get. */
const callPlatform = (
  api: Api,
  read: PlatformRead,
  params: Readonly<Record<string, string>>,
): Promise<unknown> => {
  // A declaration is a build's data: it may name reads only, never a change of state.
  if (!isRead(read.method)) throw new Error(`${read.method} is not a platform read`);
  const [namespace = '', name = ''] = read.method.split('.');
  const group: unknown = Object.hasOwn(api, namespace) ? api[namespace as keyof Api] : undefined;
  // The client names a few reads apart from the platform's spelling (getOffers for getoffers).
  const own =
    typeof group === 'object' && group !== null
      ? Object.keys(group).find((key) => key.toLowerCase() === name.toLowerCase())
      : undefined;
  const method: unknown = own === undefined ? undefined : (group as Record<string, unknown>)[own];
  if (typeof method !== 'function') throw new Error(`no platform method ${read.method}`);
  const values = Object.fromEntries(
    Object.entries(read.params).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith(':') ? routeParam(value, params) : value,
    ]),
  );
  return Promise.resolve(method.call(group, values) as unknown);
};

/** Calls a content reader with the route's parameters in place of ':name' arguments. */
const callCms = (
  cms: CmsClient,
  read: CmsRead,
  params: Readonly<Record<string, string>>,
): Promise<unknown> => {
  const args = read.args.map((arg) => (arg.startsWith(':') ? routeParam(arg, params) : arg));
  const [first = ''] = args;
  switch (read.cms) {
    case 'getCommon':
      return cms.getCommon();
    case 'getPage':
      return cms.getPage(first);
    case 'getGamesConfig':
      return cms.getGamesConfig();
    case 'getPromotions':
      return cms.getPromotions();
    case 'getLoyaltyConfig':
      return cms.getLoyaltyConfig();
  }
};

/**
 * Makes the declared reads of the page at `pathname` (public ones: no cookie or token is
 * sent, and never anything but a GET) in its locale, and draws its first screen with them
 * when the route has one. Any read failing or answering after the timeout leaves the page
 * without page reads (and so without a first screen).
 */
export const headStartFor = async (
  pathname: string,
  found: DeclaredFor | null,
  {
    apiUpstream,
    cmsUpstream,
    timeoutMs,
    fetch: fetchImpl = fetch,
    firstScreens,
    origin = '',
    log = () => undefined,
  }: HeadStartOptions,
): Promise<HeadStart> => {
  if (!found) return NO_HEAD_START;
  const { declared, params, build } = found;
  // Nothing is read for an address that names no page: it is answered with 404 at once.
  if (!fitsDeclared(declared, params)) return { ...NO_HEAD_START, absent: true };
  const files = declared.firstScreen === true && firstScreens ? build.summary.firstScreen : null;
  if (declared.reads.length === 0 && !files) return NO_HEAD_START;
  // Loaded alongside the reads; a module that cannot be had costs the first screen only.
  const module = files && firstScreens ? firstScreens(build.pin, files) : null;
  const reads: FirstRead[] = [];
  const signal = AbortSignal.timeout(timeoutMs);
  /** Public GETs within the page's deadline, each answer recorded as the browser asks for it. */
  const getOnly: typeof fetch = (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('page reads are GET requests only');
    return fetchImpl(input, { ...init, credentials: 'omit', signal });
  };
  const recording = (upstream: string) => recordingFetch(getOnly, upstream, reads);
  const apiOrigin = apiUpstream.replace(/\/+$/, '');
  const cmsOrigin = cmsUpstream.replace(/\/+$/, '');
  const getLocale = () => splitLocale(pathname).locale;
  const api = createApi({
    baseUrl: apiOrigin,
    getLocale,
    isInFrame: () => false,
    fetch: recording(apiOrigin),
  });
  const cms = createCmsClient({
    baseUrl: `${cmsOrigin}/cms/api`,
    getLocale,
    getToken: () => undefined,
    fetch: recording(cmsOrigin),
  });
  try {
    const results = await Promise.all(
      declared.reads.map((read) =>
        'cms' in read ? callCms(cms, read, params) : callPlatform(api, read, params),
      ),
    );
    const hero = declared.hero ? PAGE_HEROES[declared.hero](results[0]) : null;
    // The hero goes into the head's markup: only an address that cannot break out of it.
    const safe = hero && isImageAddress(hero.src) && isImageAddress(hero.mobileSrc);
    // Only a read that answered, and answered nothing, says a page is absent: a timeout or a
    // failure never turns a page into a 404.
    const emptySubject = declared.absentWhenEmpty === true && isEmptyAnswer(results[0]);
    const renderer = await module;
    const drawn =
      renderer && !emptySubject
        ? await drawFirstScreen(
            build.pin.name,
            renderer,
            { route: declared.route, params, locale: getLocale(), origin, reads: results },
            log,
          )
        : null;
    const absent = emptySubject || drawn === SUBJECT_ABSENT;
    const firstScreen = drawn === SUBJECT_ABSENT ? null : drawn;
    return { reads, hero: safe ? hero : null, firstScreen, absent };
  } catch {
    return NO_HEAD_START;
  }
};
