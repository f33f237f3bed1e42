// The federation runtime's own layers, before the region's deadline and fallback: a retry
// for what fails for a moment (a manifest answering 5xx or cut off, a remote entry script
// that did not load), and the load-error hook, which names the remote and the step that
// failed in one console line. Nothing here hides a failure: when the retry fails too, the
// error reaches the region, which shows its fallback (remote-region.tsx).
// Not @module-federation/retry-plugin: the registry's newest (0.17.1) is built on its own,
// older @module-federation/sdk; its manifest retry also retries a 4xx, three times a second
// apart and without a per-try timeout (past the region's 6 s deadline), and its script retry
// tries again at once. The two hooks here are the part of it this shell needs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** One more try, after this pause: enough for a blip, short enough for the 6 s deadline. */
export const RETRY_DELAY_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isManifest = (url: string): boolean => new URL(url, 'http://x').pathname.endsWith('.json');

/**
 * How long one manifest fetch may take before it is cut off: a hung request would otherwise
 * hold one of the browser's few connections to the site long after the region gave up.
 */
export const MANIFEST_TIMEOUT_MS = 5000;

const withTimeout = (init: RequestInit): RequestInit => {
  const timeout = AbortSignal.timeout(MANIFEST_TIMEOUT_MS);
  return { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout };
};

/**
 * A manifest fetch tried twice when the first answer is a network failure or a 5xx; each
 * try is cut off after MANIFEST_TIMEOUT_MS, and one cut off is not tried again (the region's
 * deadline is near by then).
 */
export const fetchWithRetry = async (
  url: string,
  init: RequestInit,
  fetcher: typeof fetch = fetch,
): Promise<Response> => {
  try {
    const first = await fetcher(url, withTimeout(init));
    if (first.status < 500) return first;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
    // A reset or a refused connection: try again below.
  }
  await pause(RETRY_DELAY_MS);
  return fetcher(url, withTimeout(init));
};

// The runtime awaits whatever this hook gives; its declared type nests one promise in another.
type EntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

export const resiliencePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'omad-resilience',
  fetch: (url, init) => (isManifest(url) ? fetchWithRetry(url, init) : undefined),
  // A remote entry script that failed to load (not one that threw): loaded once more.
  loadEntryError: (({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }) =>
    pause(RETRY_DELAY_MS).then(() => {
      delete globalLoading[uniqueKey];
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    })) as EntryErrorHook,
  errorLoadRemote: ({ id, lifecycle, error }) => {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`[shell] federation could not load ${id} (${lifecycle}): ${reason}`);
    // No stand-in module: the region decides what the player sees.
    return undefined;
  },
});
