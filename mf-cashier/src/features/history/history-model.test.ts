import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, tabOf } from './history-model';

// Paging and the merge by id are the contract's (pagedQuery, mergeById: platform-queries.test.ts)
// and the page's behaviour with them is in history-page.test.tsx.
describe('cashier history model', () => {
  it('reads the tab from the query, the first tab by default', () => {
    expect(tabOf('withdrawal')).toBe('withdrawal');
    expect(tabOf('cashbacks')).toBe('cashbacks');
    expect(tabOf(null)).toBe('deposit');
    expect(tabOf('nonsense')).toBe('deposit');
  });

  it('pages 4 items at a time', () => {
    expect(PAGE_SIZE).toBe(4);
  });
});
