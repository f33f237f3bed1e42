// The history's state per tab (spec section 4): a tab change clears that tab and loads its
// first page; pages are 4 items (spec section 9) and merge by id, so an item that moved
// between pages while the player read them is shown once, in its newest form.
import { HISTORY_PAGE_SIZE } from '@omad/contract/format';

export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The tab the query names; the first tab when it names none or an unknown one. */
export const tabOf = (query: string | null): HistoryTab =>
  (HISTORY_TABS as readonly string[]).includes(query ?? '') ? (query as HistoryTab) : 'deposit';

export type Identified = Readonly<{ id: number }>;

export type TabState<Item extends Identified> = Readonly<{
  items: readonly Item[];
  /** How many the platform has in all; null before the first page. */
  total: number | null;
  status: 'loading' | 'ready' | 'error';
}>;

export const emptyTab = <Item extends Identified>(): TabState<Item> => ({
  items: [],
  total: null,
  status: 'loading',
});

/** `incoming` merged into `items` by id: a known id is replaced in place, new ids appended. */
export const mergeById = <Item extends Identified>(
  items: readonly Item[],
  incoming: readonly Item[],
): Item[] => {
  const fresh = new Map(incoming.map((item) => [item.id, item]));
  const merged = items.map((item) => fresh.get(item.id) ?? item);
  const known = new Set(items.map((item) => item.id));
  for (const item of incoming) {
    if (!known.has(item.id)) {
      merged.push(item);
      known.add(item.id);
    }
  }
  return merged;
};

export type TabAction<Item extends Identified> =
  | Readonly<{ type: 'reset' }>
  | Readonly<{ type: 'loading' }>
  | Readonly<{ type: 'loaded'; items: readonly Item[]; total: number }>
  | Readonly<{ type: 'failed' }>;

export const tabReducer = <Item extends Identified>(
  state: TabState<Item>,
  action: TabAction<Item>,
): TabState<Item> => {
  switch (action.type) {
    case 'reset':
      return emptyTab();
    case 'loading':
      return { ...state, status: 'loading' };
    case 'loaded':
      return { items: mergeById(state.items, action.items), total: action.total, status: 'ready' };
    case 'failed':
      return { ...state, status: 'error' };
  }
};

/** Whether the platform has more than the tab shows. */
export const hasMore = (state: TabState<Identified>): boolean =>
  state.total !== null && state.items.length < state.total;

/** Where the next page starts. */
export const nextOffset = (state: TabState<Identified>): number => state.items.length;

export const PAGE_SIZE = HISTORY_PAGE_SIZE;
