// What the edge reads from the content service and the platform on its own account (a
// page's head, robots.txt, the sitemaps): public reads only (no cookie sent, none waiting
// past its deadline), each kept a while under a key, one read at a time per key (callers
// meanwhile share it), a failed read forgotten so the next caller asks again, and at most
// `maxKeys` keys (the oldest goes first), since keys come from requests. What was made from
// content belongs to the content's generation (content-cache.ts): a change reported by the
// content service makes it stale at once.
import type { Locale } from '@omad/contract';
import type { FirstRead } from '@omad/contract/api';
import { createCmsClient, type CmsClient } from '@omad/contract/cms';

/** A fetch for public reads: no cookie, and an answer within `timeoutMs`. */
export const publicFetch =
  (fetchImpl: typeof fetch, timeoutMs: number): typeof fetch =>
  (input, init) =>
    fetchImpl(input, { ...init, credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });

const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * `fetchImpl`, which also records each answer of `upstream` in `into` under its path and
 * query as the browser's client sends them, for the page to answer those reads from.
 */
export const recordingFetch =
  (fetchImpl: typeof fetch, upstream: string, into: FirstRead[]): typeof fetch =>
  async (input, init) => {
    const response = await fetchImpl(input, init);
    const url = requestUrl(input);
    const origin = upstream.replace(/\/+$/, '');
    if (!response.ok || !url.startsWith(`${origin}/`)) return response;
    try {
      into.push({
        path: url.slice(origin.length),
        answer: (await response.clone().json()) as unknown,
      });
    } catch {
      // Not JSON: the client says why; nothing to record.
    }
    return response;
  };

/** The content client of one language, for public reads through `fetchImpl`. */
export const publicCmsClient = (
  cmsUpstream: string,
  locale: Locale,
  fetchImpl: typeof fetch,
): CmsClient =>
  createCmsClient({
    baseUrl: `${cmsUpstream.replace(/\/+$/, '')}/cms/api`,
    getLocale: () => locale,
    getToken: () => undefined,
    fetch: fetchImpl,
  });

type Kept<T> = Readonly<{ value: Promise<T>; until: number; generation: number }>;

export type KeptReadsOptions = Readonly<{
  clock: () => number;
  /** How long a read under way is shared before another may start. */
  pendingMs: number;
  maxKeys: number;
  /** The content's generation: what was kept under an older one is read again. */
  generation?: () => number;
}>;

/** Reads kept per key: `read(key, run, ttl)` answers what is kept or runs `run`. */
export const keptReads = <T>({
  clock,
  pendingMs,
  maxKeys,
  generation = () => 0,
}: KeptReadsOptions) => {
  const kept = new Map<string, Kept<T>>();
  return (key: string, run: () => Promise<T>, ttl: (answer: T) => number): Promise<T> => {
    const now = clock();
    const held = kept.get(key);
    if (held && held.until > now && held.generation === generation()) return held.value;
    if (!held && kept.size >= maxKeys) kept.delete(kept.keys().next().value as string);
    const started = generation();
    const value = run();
    kept.set(key, { value, until: now + pendingMs, generation: started });
    value.then(
      (answer) => {
        // A newer read of the key has taken its place: this one's answer is not kept.
        if (kept.get(key)?.value === value)
          kept.set(key, { value, until: clock() + ttl(answer), generation: started });
      },
      () => {
        if (kept.get(key)?.value === value) kept.delete(key);
      },
    );
    return value;
  };
};
