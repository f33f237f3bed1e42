// One truth at the edge for what the content service (Strapi) answers to public reads: the
// heads, redirects, sitemaps and first screens the edge draws, and the browser's own content
// reads through /cms/api. Each good answer is kept under its URL:
// - while fresh (FRESH_MS, and no change reported since) it is answered from memory;
// - a change the content service reports (its webhook, content-webhook.ts) makes every kept
//   answer stale at once, so a published edit shows on the next page load; the caches of
//   what the edge made from content (kept-reads.ts) follow the same generation;
// - when the content service fails (unreachable, too slow, a 5xx), the last good answer is
//   served instead (stale while error), with a log line, and the service is asked again only
//   after RETRY_MS, so pages do not each wait out its timeout meanwhile.
// - memory is bounded in bytes, in two parts: the edge's own reads, and browsers' reads,
//   whose URLs any stranger chooses; a flood of those pushes out only browsers' answers,
//   never the edge's (and with them the last good answers its pages fall back on).
// Only GETs under /cms/api without a token are kept: an editor's token may read drafts, and
// those never reach anyone else.
import {
  createContentPartition,
  type ContentPartition,
  type KeptAnswer,
} from './content-partition';

/** How long a kept answer is served without asking the content service again. */
export const CONTENT_FRESH_MS = 60_000;
/** After a failure, how long the last good answer is served before the service is retried. */
export const CONTENT_RETRY_MS = 5_000;
/**
 * Bytes kept for the edge's own reads (heads, redirects, sitemaps, first screens): a few
 * answers per language, host and page, which browsers' reads never push out.
 */
export const CONTENT_EDGE_BYTES = 8 * 1024 * 1024;
/** Bytes kept for browsers' reads through /cms/api, whose URLs any stranger may choose. */
export const CONTENT_BROWSER_BYTES = 24 * 1024 * 1024;
/** An answer larger than this is passed on, never kept. */
const MAX_BODY_BYTES = 1024 * 1024;

export type ContentCacheOptions = Readonly<{
  /** The content service's origin, as /cms is proxied to it. */
  cmsUpstream: string;
  clock?: () => number;
  log?: (line: string) => void;
  freshMs?: number;
  retryMs?: number;
  /** The byte budget of the edge's own reads (CONTENT_EDGE_BYTES). */
  edgeBytes?: number;
  /** The byte budget of browsers' reads (CONTENT_BROWSER_BYTES). */
  browserBytes?: number;
}>;

export type ContentCacheStats = Readonly<{
  /** Answers kept. */
  kept: number;
  /** Of them, those served as last read because the content service is failing. */
  stale: number;
  /** What the kept answers cost, URLs and bodies, against both budgets together. */
  bytes: number;
}>;

export type ContentCache = Readonly<{
  /**
   * `inner` for the edge's own reads, with public content reads answered and kept as above
   * in the edge's part; others pass through. Aborting (the edge's own deadline) counts as the
   * service failing.
   */
  fetchThrough: (inner: typeof fetch) => typeof fetch;
  /**
   * `inner` for a browser's read through /cms/api (proxy.ts): kept in the browsers' part,
   * never pushing out the edge's. The request's signal is the browser's: its abort is the
   * browser going away, not the service failing.
   */
  browserFetchThrough: (inner: typeof fetch) => typeof fetch;
  /** The content changed (a webhook): every kept answer and what was made from it is stale. */
  changed: () => void;
  /** Moves on with every change: what the edge made from content is kept per generation. */
  generation: () => number;
  stats: () => ContentCacheStats;
}>;

/** Whose read it is: the edge's own, or a browser's passed on by the proxy. */
type Reader = 'edge' | 'browser';

const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const hasToken = (input: Parameters<typeof fetch>[0], init?: RequestInit): boolean =>
  new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).has(
    'authorization',
  );

const reasonOf = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

const signalOf = (
  input: Parameters<typeof fetch>[0],
  init?: RequestInit,
): AbortSignal | undefined => init?.signal ?? (input instanceof Request ? input.signal : undefined);

export const createContentCache = ({
  cmsUpstream,
  clock = Date.now,
  log = () => undefined,
  freshMs = CONTENT_FRESH_MS,
  retryMs = CONTENT_RETRY_MS,
  edgeBytes = CONTENT_EDGE_BYTES,
  browserBytes = CONTENT_BROWSER_BYTES,
}: ContentCacheOptions): ContentCache => {
  const origin = cmsUpstream.replace(/\/+$/, '');
  const prefix = `${origin}/cms/api/`;
  let generation = 0;
  const failing = new Set<string>();
  const forget = (url: string) => failing.delete(url);
  const edgeKept = createContentPartition(edgeBytes, forget);
  const browserKept = createContentPartition(browserBytes, forget);
  /**
   * The part `url` is kept in, if any: one place only. The edge reading what a browser read
   * first takes the answer into its own part, out of the browsers' flood.
   */
  const homeOf = (url: string, reader: Reader): ContentPartition | undefined => {
    if (edgeKept.get(url)) return edgeKept;
    const held = browserKept.get(url);
    if (!held) return undefined;
    if (reader === 'browser') return browserKept;
    browserKept.remove(url);
    if (edgeKept.put(url, held)) return edgeKept;
    failing.delete(url);
    return undefined;
  };

  const answer = (held: KeptAnswer): Response =>
    new Response(held.body, {
      status: held.status,
      headers: { 'Content-Type': held.contentType, 'Cache-Control': 'no-cache' },
    });

  /** Keeps a good answer; false when it does not fit its part's budget. */
  const keep = (url: string, reader: Reader, held: KeptAnswer): boolean => {
    failing.delete(url);
    if (reader === 'browser' && !edgeKept.get(url)) return browserKept.put(url, held);
    browserKept.remove(url);
    return edgeKept.put(url, held);
  };

  /**
   * The last good answer after a failure (looked up now: it may have been pushed out
   * meanwhile), kept a while longer; null when there is none.
   */
  const staleAfter = (url: string, reader: Reader, reason: string): Response | null => {
    const home = homeOf(url, reader);
    const held = home?.get(url);
    if (!home || !held) return null;
    const now = clock();
    log(
      `content: ${url.slice(origin.length)} served as read ` +
        `${Math.round((now - held.readAt) / 1000)} s ago: the content service failed (${reason})`,
    );
    held.freshUntil = now + retryMs;
    held.generation = generation;
    home.touch(url);
    failing.add(url);
    return answer(held);
  };

  const fetchThroughFor =
    (reader: Reader) =>
    (inner: typeof fetch): typeof fetch =>
    async (input, init) => {
      const url = requestUrl(input);
      const method = (
        init?.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase();
      if (method !== 'GET' || !url.startsWith(prefix) || hasToken(input, init)) {
        return inner(input, init);
      }
      const home = homeOf(url, reader);
      const held = home?.get(url);
      if (home && held && held.generation === generation && held.freshUntil > clock()) {
        home.touch(url);
        return answer(held);
      }
      const signal = signalOf(input, init);
      /** What went wrong, unless it was the browser leaving: that is no fault of the service. */
      const failed = (error: unknown): Response => {
        const stale =
          reader === 'browser' && signal?.aborted ? null : staleAfter(url, reader, reasonOf(error));
        if (stale) return stale;
        throw error;
      };
      let response: Response;
      try {
        response = await inner(input, init);
      } catch (error) {
        return failed(error);
      }
      if (response.status >= 500) {
        return staleAfter(url, reader, `status ${response.status}`) ?? response;
      }
      if (!response.ok) return response;
      const contentType = response.headers.get('content-type') ?? 'application/json';
      let body: string;
      try {
        body = await response.text();
      } catch (error) {
        return failed(error);
      }
      const now = clock();
      const fresh: KeptAnswer = {
        status: response.status,
        body,
        contentType,
        readAt: now,
        freshUntil: now + freshMs,
        generation,
      };
      if (Buffer.byteLength(body) <= MAX_BODY_BYTES && keep(url, reader, fresh)) {
        return answer(fresh);
      }
      return new Response(body, {
        status: response.status,
        headers: { 'Content-Type': contentType },
      });
    };

  return {
    fetchThrough: fetchThroughFor('edge'),
    browserFetchThrough: fetchThroughFor('browser'),
    changed: () => {
      generation += 1;
    },
    generation: () => generation,
    stats: () => ({
      kept: edgeKept.size() + browserKept.size(),
      stale: failing.size,
      bytes: edgeKept.bytes() + browserKept.bytes(),
    }),
  };
};
