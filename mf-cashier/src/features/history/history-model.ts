// The history's tabs (spec section 4), the one the query names, and its page size: 4 items
// (spec section 9). Each tab reads its list as an infinite query whose pages merge by id (the
// contract's mergeById), so an item that moved between pages while the player read them is
// shown once, in its newest form.
import { HISTORY_PAGE_SIZE } from '@omad/contract/format';

export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The tab the query names; the first tab when it names none or an unknown one. */
export const tabOf = (query: string | null): HistoryTab =>
  (HISTORY_TABS as readonly string[]).includes(query ?? '') ? (query as HistoryTab) : 'deposit';

export const PAGE_SIZE = HISTORY_PAGE_SIZE;
