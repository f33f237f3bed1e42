import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '@omad/contract';
import {
  RECENT_LIMIT,
  RECENT_SEARCHES_KEY,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from './recent-searches';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return createSafeStorage(
    () =>
      ({
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
      }) as Storage,
  );
};

describe('recent searches', () => {
  it('keeps the newest first, each once whatever its case and spacing, at most six', () => {
    const storage = memoryStorage();
    for (const query of ['aviator', 'Book  of dead ', 'crash', 'AVIATOR', 'a', 'b', 'c', 'd']) {
      rememberSearch(query, storage);
    }
    expect(readRecentSearches(storage)).toEqual(['d', 'c', 'b', 'a', 'AVIATOR', 'crash']);
    expect(readRecentSearches(storage)).toHaveLength(RECENT_LIMIT);
    expect(rememberSearch('book of DEAD', storage)[0]).toBe('book of DEAD');
  });

  it('ignores empty and overlong queries', () => {
    const storage = memoryStorage();
    expect(rememberSearch('   ', storage)).toEqual([]);
    expect(rememberSearch('x'.repeat(81), storage)).toEqual([]);
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('reads anything unreadable as no recent searches, and clears', () => {
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = memoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(['ok', 7, null, ' ']) });
    expect(readRecentSearches(mixed)).toEqual(['ok']);
    clearRecentSearches(mixed);
    expect(readRecentSearches(mixed)).toEqual([]);
    const refusing = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(rememberSearch('aviator', refusing)).toEqual(['aviator']);
    expect(readRecentSearches(refusing)).toEqual([]);
  });
});
