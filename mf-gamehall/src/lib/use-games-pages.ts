// A long filtered list of games read in pages of `pageSize` as the player nears them: the
// list asks for the range it shows (`ensure`), and the pages covering it that are not held
// or under way are read. Another filter is another list; an answer for a list no longer
// shown is dropped (the platform client has no abort, so it is ignored, not cancelled).
import { useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Api, Game, GamesQuery } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';

/** What the list is of: a games.get query without its paging. */
export type GamesFilter = Omit<GamesQuery, 'offset' | 'count'>;

export type GamesPagesStatus =
  /** The first page is being read: the total is not known yet. */
  | 'loading'
  /** The first page could not be read. */
  | 'error'
  | 'ready';

/** What a screen shows around the list: it changes far less often than the pages read. */
export type GamesPagesSummary = Readonly<{
  status: GamesPagesStatus;
  /** Games in the whole list, once the first answer told; null before. */
  total: number | null;
  /** True when a page after the first could not be read (retry reads it again). */
  hasFailedPages: boolean;
}>;

/** The pages read so far, by page number: a new map whenever a page arrives. */
export type PagesRead = ReadonlyMap<number, readonly Game[]>;

type Snapshot = GamesPagesSummary & Readonly<{ read: PagesRead }>;

/** The game at `index` among the pages read, when its page is one of them. */
export const gameIn = (read: PagesRead, pageSize: number, index: number): Game | undefined =>
  read.get(Math.floor(index / pageSize))?.[index % pageSize];

export class GamesPages {
  private readonly pages = new Map<number, readonly Game[]>();
  private readonly reading = new Set<number>();
  private readonly failed = new Set<number>();
  private readonly listeners = new Set<() => void>();
  private total: number | null = null;
  private snapshot: Snapshot = {
    status: 'loading',
    total: null,
    hasFailedPages: false,
    read: new Map(),
  };
  private summary: GamesPagesSummary = this.snapshot;

  constructor(
    private readonly api: Api,
    private readonly filter: GamesFilter,
    readonly pageSize: number,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): Snapshot => this.snapshot;

  /** The same object until the status, total or failed pages change. */
  getSummary = (): GamesPagesSummary => this.summary;

  /** The game at `index`, once its page is read. */
  gameAt(index: number): Game | undefined {
    return gameIn(this.pages, this.pageSize, index);
  }

  /** Reads the pages covering games `first`..`last` (inclusive) that are not held yet. */
  ensure(first: number, last: number): void {
    const { total } = this.snapshot;
    const end = total === null ? first : Math.min(last, total - 1);
    for (
      let page = Math.floor(Math.max(0, first) / this.pageSize);
      page * this.pageSize <= end;
      page += 1
    ) {
      if (this.pages.has(page) || this.reading.has(page) || this.failed.has(page)) continue;
      this.read(page);
    }
  }

  /** Reads again every page that failed. */
  retry(): void {
    const failed = [...this.failed];
    this.failed.clear();
    this.publish();
    for (const page of failed) this.read(page);
  }

  private read(page: number): void {
    this.reading.add(page);
    this.api.games
      .get({ ...this.filter, offset: page * this.pageSize, count: this.pageSize })
      .then(
        ({ items, count }) => {
          this.pages.set(page, items);
          this.total = count;
        },
        (error: unknown) => {
          console.warn('[mf-gamehall] a page of games could not be read', error);
          this.failed.add(page);
        },
      )
      .finally(() => {
        this.reading.delete(page);
        this.publish();
      });
  }

  private publish(): void {
    const firstFailed = this.failed.has(0) && this.total === null;
    const summary: GamesPagesSummary = {
      status: this.total !== null ? 'ready' : firstFailed ? 'error' : 'loading',
      total: this.total,
      hasFailedPages: this.failed.size > 0 && !firstFailed,
    };
    const before = this.summary;
    if (
      summary.status !== before.status ||
      summary.total !== before.total ||
      summary.hasFailedPages !== before.hasFailedPages
    ) {
      this.summary = summary;
    }
    this.snapshot = {
      ...summary,
      read: new Map(this.pages),
    };
    this.listeners.forEach((listener) => listener());
  }
}

export type GamesPagesView = GamesPagesSummary & Readonly<{ pages: GamesPages }>;

/**
 * The pages of one filtered list; a new list (and its first page) whenever the filter or
 * page size change. `enabled: false` holds off the first read (e.g. until the page size is
 * known). The screen redraws when the summary changes, not with every page: the list that
 * shows the games follows them with `usePagesRead`.
 */
export const useGamesPages = (
  filter: GamesFilter,
  pageSize: number,
  enabled = true,
): GamesPagesView => {
  const { api, locale } = useRemoteProps();
  const key = JSON.stringify([filter, pageSize, locale]);
  // A new list for a new key; the old one's late answers reach no listener.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pages = useMemo(() => new GamesPages(api, filter, pageSize), [api, key]);
  const summary = useSyncExternalStore(pages.subscribe, pages.getSummary);
  useEffect(() => {
    if (enabled) pages.ensure(0, pageSize - 1);
  }, [pages, pageSize, enabled]);
  return useMemo(() => ({ ...summary, pages }), [summary, pages]);
};

/**
 * The pages read so far, a moment behind the newest: drawing the games of a page that just
 * arrived is work React may split and interrupt, so it never holds up scrolling.
 */
export const usePagesRead = (pages: GamesPages): PagesRead => {
  const { read } = useSyncExternalStore(pages.subscribe, pages.getSnapshot);
  const current = useMemo(() => ({ pages, read }), [pages, read]);
  const shown = useDeferredValue(current);
  // A moment behind, but never another list's games (when the filter has just changed).
  return shown.pages === pages ? shown.read : read;
};
