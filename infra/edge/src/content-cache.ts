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
// Only GETs under /cms/api without a token are kept: an editor's token may read drafts, and
// those never reach anyone else.

/** How long a kept answer is served without asking the content service again. */
export const CONTENT_FRESH_MS = 60_000;
/** After a failure, how long the last good answer is served before the service is retried. */
export const CONTENT_RETRY_MS = 5_000;
/** The most answers kept (keys come from requests: the oldest goes first). */
const MAX_KEYS = 2_000;
/** An answer larger than this is passed on, never kept. */
const MAX_BODY_BYTES = 1024 * 1024;

type Kept = {
  status: number;
  body: string;
  contentType: string;
  /** When it was read from the content service. */
  readAt: number;
  /** Served without asking until then, unless the generation moved on. */
  freshUntil: number;
  generation: number;
};

export type ContentCacheOptions = Readonly<{
  /** The content service's origin, as /cms is proxied to it. */
  cmsUpstream: string;
  clock?: () => number;
  log?: (line: string) => void;
  freshMs?: number;
  retryMs?: number;
}>;

export type ContentCache = Readonly<{
  /** `inner`, with public content reads answered and kept as above; others pass through. */
  fetchThrough: (inner: typeof fetch) => typeof fetch;
  /** The content changed (a webhook): every kept answer and what was made from it is stale. */
  changed: () => void;
  /** Moves on with every change: what the edge made from content is kept per generation. */
  generation: () => number;
  /** How many answers are kept, and how many of them are served stale after a failure. */
  stats: () => Readonly<{ kept: number; stale: number }>;
}>;

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

export const createContentCache = ({
  cmsUpstream,
  clock = Date.now,
  log = () => undefined,
  freshMs = CONTENT_FRESH_MS,
  retryMs = CONTENT_RETRY_MS,
}: ContentCacheOptions): ContentCache => {
  const origin = cmsUpstream.replace(/\/+$/, '');
  const prefix = `${origin}/cms/api/`;
  const kept = new Map<string, Kept>();
  let generation = 0;
  const failing = new Set<string>();

  const answer = (held: Kept): Response =>
    new Response(held.body, {
      status: held.status,
      headers: { 'Content-Type': held.contentType, 'Cache-Control': 'no-cache' },
    });

  const keep = (url: string, status: number, body: string, contentType: string) => {
    if (!kept.has(url) && kept.size >= MAX_KEYS) {
      const oldest = kept.keys().next().value as string;
      kept.delete(oldest);
      failing.delete(oldest);
    }
    const now = clock();
    kept.set(url, {
      status,
      body,
      contentType,
      readAt: now,
      freshUntil: now + freshMs,
      generation,
    });
    failing.delete(url);
  };

  /** The last good answer after a failure, kept a while longer; null when there is none. */
  const staleAfter = (url: string, held: Kept | undefined, reason: string): Response | null => {
    if (!held) return null;
    const now = clock();
    log(
      `content: ${url.slice(origin.length)} served as read ` +
        `${Math.round((now - held.readAt) / 1000)} s ago: the content service failed (${reason})`,
    );
    held.freshUntil = now + retryMs;
    held.generation = generation;
    failing.add(url);
    return answer(held);
  };

  const fetchThrough =
    (inner: typeof fetch): typeof fetch =>
    async (input, init) => {
      const url = requestUrl(input);
      const method = (
        init?.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase();
      if (method !== 'GET' || !url.startsWith(prefix) || hasToken(input, init)) {
        return inner(input, init);
      }
      const held = kept.get(url);
      if (held && held.generation === generation && held.freshUntil > clock()) return answer(held);
      let response: Response;
      try {
        response = await inner(input, init);
      } catch (error) {
        const stale = staleAfter(url, held, reasonOf(error));
        if (stale) return stale;
        throw error;
      }
      if (response.status >= 500) {
        const stale = staleAfter(url, held, `status ${response.status}`);
        if (stale) return stale;
        return response;
      }
      if (!response.ok) return response;
      const contentType = response.headers.get('content-type') ?? 'application/json';
      let body: string;
      try {
        body = await response.text();
      } catch (error) {
        const stale = staleAfter(url, held, reasonOf(error));
        if (stale) return stale;
        throw error;
      }
      if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
        return new Response(body, {
          status: response.status,
          headers: { 'Content-Type': contentType },
        });
      }
      keep(url, response.status, body, contentType);
      return answer(kept.get(url) as Kept);
    };

  return {
    fetchThrough,
    changed: () => {
      generation += 1;
    },
    generation: () => generation,
    stats: () => ({ kept: kept.size, stale: failing.size }),
  };
};
