// A read shared by every component of this remote that shows it (providers, categories, the
// games-config): made once per owner (the platform or CMS client) and key (usually the
// locale), and known synchronously once it has an answer, so a tile mounted while scrolling
// draws its provider's name in its first frame instead of filling it in a moment later.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Read, ReadState } from './use-read';

type Entry<T> = {
  state: ReadState<T> | null;
  /** The attempt under way, so several readers share it. */
  attempt: Promise<void> | null;
  readonly listeners: Set<() => void>;
};

const entries = new WeakMap<object, Map<string, Entry<unknown>>>();

const entryOf = <T>(owner: object, key: string): Entry<T> => {
  let byKey = entries.get(owner);
  if (!byKey) entries.set(owner, (byKey = new Map()));
  let entry = byKey.get(key) as Entry<T> | undefined;
  if (!entry) {
    entry = { state: null, attempt: null, listeners: new Set() };
    byKey.set(key, entry as Entry<unknown>);
  }
  return entry;
};

const start = <T>(entry: Entry<T>, load: () => Promise<T>, label: string): void => {
  if (entry.attempt) return;
  const notify = () => entry.listeners.forEach((listener) => listener());
  entry.state = { status: 'loading', data: null };
  entry.attempt = load().then(
    (data) => {
      entry.state = { status: 'ready', data };
      entry.attempt = null;
      notify();
    },
    (error: unknown) => {
      console.warn(`[mf-gamehall] ${label} failed`, error);
      entry.state = { status: 'error', data: null };
      entry.attempt = null;
      notify();
    },
  );
  notify();
};

const LOADING: ReadState<never> = { status: 'loading', data: null };

export type SharedReadOptions = Readonly<{
  /** Whether a mount reads again after a failure (a page does; each tile must not). */
  retryOnMount: boolean;
  /** Names the read in the console when it fails. */
  label: string;
}>;

export const useSharedRead = <T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  { retryOnMount, label }: SharedReadOptions,
): Read<T> => {
  const entry = entryOf<T>(owner, key);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const state = useSyncExternalStore(subscribe, () => entry.state) ?? LOADING;

  useEffect(() => {
    if (entry.state === null || (retryOnMount && entry.state.status === 'error')) {
      start(entry, load, label);
    }
    // Read once per entry; `load` is the same read under another identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, retryOnMount]);

  const retry = useCallback(() => {
    if (entry.state?.status !== 'loading') start(entry, load, label);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);
  return { ...state, retry };
};
