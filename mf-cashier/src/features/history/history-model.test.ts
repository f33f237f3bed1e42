import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  emptyTab,
  hasMore,
  mergeById,
  nextOffset,
  tabOf,
  tabReducer,
  type TabState,
} from './history-model';

type Item = { id: number; status: string };
const item = (id: number, status = 'success'): Item => ({ id, status });

describe('cashier history model', () => {
  it('reads the tab from the query, the first tab by default', () => {
    expect(tabOf('withdrawal')).toBe('withdrawal');
    expect(tabOf('cashbacks')).toBe('cashbacks');
    expect(tabOf(null)).toBe('deposit');
    expect(tabOf('nonsense')).toBe('deposit');
  });

  it('pages 4 items at a time and knows when there are more', () => {
    expect(PAGE_SIZE).toBe(4);
    let state: TabState<Item> = emptyTab();
    expect(hasMore(state)).toBe(false);
    state = tabReducer(state, {
      type: 'loaded',
      items: [1, 2, 3, 4].map((id) => item(id)),
      total: 6,
    });
    expect(hasMore(state)).toBe(true);
    expect(nextOffset(state)).toBe(4);
    state = tabReducer(state, { type: 'loaded', items: [item(5), item(6)], total: 6 });
    expect(state.items.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hasMore(state)).toBe(false);
  });

  it('merges pages by id: an item seen again is shown once, in its newest form', () => {
    const merged = mergeById([item(9, 'pending'), item(8)], [item(8), item(9, 'success'), item(7)]);
    expect(merged).toEqual([item(9, 'success'), item(8), item(7)]);
    expect(mergeById([], [item(1), item(1)])).toEqual([item(1)]);
  });

  it('clears a tab on reset, and keeps what it had when a page fails', () => {
    let state: TabState<Item> = tabReducer(emptyTab<Item>(), {
      type: 'loaded',
      items: [item(1)],
      total: 5,
    });
    state = tabReducer(state, { type: 'loading' });
    state = tabReducer(state, { type: 'failed' });
    expect(state).toMatchObject({ status: 'error', items: [item(1)], total: 5 });
    expect(tabReducer(state, { type: 'reset' })).toEqual({
      items: [],
      total: null,
      status: 'loading',
    });
  });
});
