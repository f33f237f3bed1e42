// A long filtered list of games (the hall, a tournament's games) read in pages of `pageSize`
// as the player nears them. Each page is a platform read of its own (games.get with the
// filter, the page's offset and count), so the list asks for the range it shows (`ensure`)
// and only the pages covering it are read, once each, however far the player jumps. Another
// filter is another list, other reads: an answer for a list no longer shown reaches nobody.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Api, Game, GamesQuery, Page } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

/** What the list is of: a games.get query without its paging. */
export type GamesFilter = Omit<GamesQuery, 'offset' | 'count'>;

/** One page of a list, as the platform read it is. */
const pageQuery = (api: Api, filter: GamesFilter, pageSize: number, page: number) =>
  platformQuery(api, 'games.get', { ...filter, offset: page * pageSize, count: pageSize });

export type GamesList = Readonly<{
  filter: GamesFilter;
  pageSize: number;
  /** False holds off every read (e.g. until the page size is known). */
  enabled: boolean;
  /** The first page's read, as the number of games in the whole list. */
  total: UseQueryResult<number, unknown>;
}>;

const countOf = (page: Page<Game>) => page.count;

/**
 * A filtered list: its first page is read at once (it tells how many games there are), the
 * others as the grid showing it asks (`useGamesPages`). The screen redraws when the total
 * does, not with every page read.
 */
export const useGamesList = (filter: GamesFilter, pageSize: number, enabled = true): GamesList => {
  const { api } = useRemoteProps();
  const total = useQuery({ ...pageQuery(api, filter, pageSize, 0), enabled, select: countOf });
  return { filter, pageSize, enabled, total };
};

/** The games of the pages read so far, by page number. */
export type PagesRead = ReadonlyMap<number, readonly Game[]>;

/** The game at `index` among the pages read, when its page is one of them. */
export const gameIn = (read: PagesRead, pageSize: number, index: number): Game | undefined =>
  read.get(Math.floor(index / pageSize))?.[index % pageSize];

export type GamesPages = Readonly<{
  /** The pages read, a moment behind the newest (see below). */
  read: PagesRead;
  /** True when a page after the first could not be read (retry reads it again). */
  hasFailedPages: boolean;
  /** Asks for games `first`..`last` (inclusive): the pages covering them not asked yet are read. */
  ensure: (first: number, last: number) => void;
  /** Reads again every page that failed. */
  retry: () => void;
}>;

const FIRST_PAGE: readonly number[] = [0];

type Asked = Readonly<{ list: string; pages: readonly number[] }>;

/** Each page's games (undefined until read) and whether it failed, in the order asked. */
const pagesOf = (results: UseQueryResult<Page<Game>, unknown>[]) => ({
  items: results.map((result) => result.data?.items),
  failed: results.map((result) => result.isError && result.data === undefined),
});

/**
 * The pages of `list` the grid showing it has asked for. Until the total is known only the
 * first is; a page that failed is read again by `retry`, never by scrolling past it again.
 * The games come a moment behind the newest: drawing a page that just arrived is work React
 * may split and interrupt, so it never holds up scrolling.
 */
export const useGamesPages = (list: GamesList): GamesPages => {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const { filter, pageSize, enabled } = list;
  const total = list.total.data ?? null;
  const key = JSON.stringify([filter, pageSize]);
  const [asked, setAsked] = useState<Asked>({ list: key, pages: FIRST_PAGE });
  const pages = asked.list === key ? asked.pages : FIRST_PAGE;
  const queries = useMemo(
    () => pages.map((page) => ({ ...pageQuery(api, filter, pageSize, page), enabled })),
    // `filter` and `pageSize` are what `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, key, pages, enabled],
  );
  const { items, failed } = useQueries({ queries, combine: pagesOf });
  const newest = useMemo(
    () => new Map(pages.flatMap((page, at) => (items[at] ? [[page, items[at]] as const] : []))),
    [pages, items],
  );
  const current = useMemo(() => ({ key, read: newest }), [key, newest]);
  const shown = useDeferredValue(current);

  const ensure = useCallback(
    (first: number, last: number) => {
      if (total === null) return;
      const end = Math.min(last, total - 1);
      setAsked((before) => {
        const held = before.list === key ? before.pages : FIRST_PAGE;
        const more: number[] = [];
        for (
          let page = Math.floor(Math.max(0, first) / pageSize);
          page * pageSize <= end;
          page += 1
        ) {
          if (!held.includes(page)) more.push(page);
        }
        return more.length > 0 ? { list: key, pages: [...held, ...more] } : before;
      });
    },
    [key, pageSize, total],
  );

  const retry = () =>
    pages.forEach((page, at) => {
      if (!failed[at]) return;
      const { queryKey } = pageQuery(api, filter, pageSize, page);
      void queryClient.refetchQueries({ queryKey, exact: true });
    });

  return {
    // A moment behind, but never another list's games (when the filter has just changed).
    read: shown.key === key ? shown.read : newest,
    // The first page's failure is the whole list's, which the screen shows instead.
    hasFailedPages: failed.slice(1).some(Boolean),
    ensure,
    retry,
  };
};
