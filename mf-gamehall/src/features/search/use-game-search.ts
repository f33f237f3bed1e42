// Search while typing: games.get({ search }) once typing pauses for `debounceMs`. A text typed
// over before its pause ends is never sent, and each text is a read of its own, so a slow
// answer for an older text never replaces a newer one. Answers stay in the page's query
// client: going back to a text searched before shows its results at once.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Api, Game, Page } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';
import type { SearchSettings } from './use-search-config';

export type GameSearch = Readonly<{
  /** False while the text is shorter than minQueryLength: nothing is searched. */
  active: boolean;
  /** The results for the text typed; undefined until its search answers (or when it failed). */
  found: readonly Game[] | undefined;
  /** What the list shows: `found`, or while the text typed is searched, the last results. */
  shown: readonly Game[];
  /** The search of the text typed failed. */
  failed: boolean;
  /** The text searched, as sent. */
  text: string;
  retry: () => void;
}>;

type Searched = Readonly<{ text: string; maxResults: number }>;

/** The text the platform is asked for: trimmed, inner spaces collapsed. */
export const searchTextOf = (query: string) => query.trim().replace(/\s+/g, ' ');

const searchQuery = (api: Api, { text, maxResults }: Searched) => ({
  ...platformQuery(api, 'games.get', { search: text, count: maxResults }),
  select: (page: Page<Game>): readonly Game[] => page.items.slice(0, maxResults),
});

const NOTHING: readonly Game[] = [];

export const useGameSearch = (query: string, settings: SearchSettings): GameSearch => {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const { minQueryLength, maxResults, debounceMs } = settings;
  const text = searchTextOf(query);
  const active = text.length >= minQueryLength;
  const [paused, setPaused] = useState<Searched | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setPaused({ text, maxResults }), debounceMs);
    return () => clearTimeout(timer);
  }, [active, text, maxResults, debounceMs]);

  const typed: Searched = { text, maxResults };
  // A text answered before needs no pause.
  const known = queryClient.getQueryData(searchQuery(api, typed).queryKey) !== undefined;
  const searched = known ? typed : paused;
  const results = useQuery({
    ...searchQuery(api, searched ?? typed),
    enabled: active && searched !== null,
  });
  const current = active && searched?.text === text && searched.maxResults === maxResults;
  const found = current ? results.data : undefined;
  const failed = current && found === undefined && results.isError;

  // While the text typed is searched, the last results stay on screen (none after a failure).
  const last = useRef<readonly Game[]>(NOTHING);
  if (found) last.current = found;
  else if (failed) last.current = NOTHING;

  return {
    active,
    found,
    shown: found ?? last.current,
    failed,
    text: searched?.text ?? text,
    retry: () => void results.refetch(),
  };
};
