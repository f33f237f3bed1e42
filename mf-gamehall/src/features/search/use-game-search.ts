// Search while typing: games.get({ search }) once typing pauses for `debounceMs`. A query
// typed over before its pause ends is never sent; an answer that arrives after the query
// changed is dropped (the client has no abort, so it is ignored rather than cancelled), so a
// slow old answer never replaces a newer one. Answers are kept per query for the dialog's
// life, so going back to an earlier query shows its results at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import type { SearchSettings } from './use-search-config';

export type GameSearchState =
  /** The query is shorter than minQueryLength: nothing is searched. */
  | Readonly<{ status: 'idle' }>
  /** Waiting for the pause or the answer; `items` are the last results, kept on screen. */
  | Readonly<{ status: 'loading'; items: readonly Game[] }>
  | Readonly<{ status: 'success'; query: string; items: readonly Game[] }>
  | Readonly<{ status: 'error'; query: string }>;

type Answer =
  | Readonly<{ key: string; attempt: number; status: 'success'; query: string; items: Game[] }>
  | Readonly<{ key: string; attempt: number; status: 'error'; query: string }>;

/** Answers kept per dialog; more would only hold memory. */
const CACHE_LIMIT = 40;

/** The text the platform is asked for: trimmed, inner spaces collapsed. */
export const searchTextOf = (query: string) => query.trim().replace(/\s+/g, ' ');

export const useGameSearch = (
  query: string,
  settings: SearchSettings,
): GameSearchState & { retry: () => void } => {
  const { api, locale } = useRemoteProps();
  const { minQueryLength, maxResults, debounceMs } = settings;
  const search = searchTextOf(query);
  const active = search.length >= minQueryLength;
  const key = `${locale}|${maxResults}|${search.toLocaleLowerCase()}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new Map<string, Game[]>());

  useEffect(() => {
    if (!active) return undefined;
    const cached = cache.current.get(key);
    if (cached) {
      setAnswer({ key, attempt, status: 'success', query: search, items: cached });
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.games.get({ search, count: maxResults }).then(
        (page) => {
          const items = page.items.slice(0, maxResults);
          // Kept even when stale: the player may type their way back to it.
          cache.current.set(key, items);
          if (cache.current.size > CACHE_LIMIT) {
            const oldest = cache.current.keys().next().value;
            if (oldest !== undefined) cache.current.delete(oldest);
          }
          if (current) setAnswer({ key, attempt, status: 'success', query: search, items });
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('[mf-gamehall] games search failed', error);
          setAnswer({ key, attempt, status: 'error', query: search });
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `search` is part of `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key, attempt, api, maxResults, debounceMs]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (!active) return { status: 'idle', retry };
  if (answer && answer.key === key && answer.attempt === attempt) return { ...answer, retry };
  const shown = answer?.status === 'success' ? answer.items : [];
  return { status: 'loading', items: shown, retry };
};
