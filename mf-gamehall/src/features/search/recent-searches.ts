// The player's last searches, kept in local storage on this device: newest first, unique
// (ignoring case and spaces around), at most RECENT_LIMIT. Anything unreadable reads as none.
import { safeLocalStorage, type SafeStorage } from '@omad/contract';

export const RECENT_SEARCHES_KEY = 'omad:gamehall:recent-searches';
export const RECENT_LIMIT = 6;
/** Longer text is no game name; it is not remembered. */
const MAX_QUERY_LENGTH = 80;

const normalized = (query: string) => query.trim().replace(/\s+/g, ' ');

export const readRecentSearches = (storage: SafeStorage = safeLocalStorage): string[] => {
  const raw = storage.getItem(RECENT_SEARCHES_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .map(normalized)
      .filter((item) => item.length > 0 && item.length <= MAX_QUERY_LENGTH)
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
};

/** Puts `query` first and returns the new list; an empty or overlong query changes nothing. */
export const rememberSearch = (
  query: string,
  storage: SafeStorage = safeLocalStorage,
): string[] => {
  const current = readRecentSearches(storage);
  const text = normalized(query);
  if (text.length === 0 || text.length > MAX_QUERY_LENGTH) return current;
  const key = text.toLocaleLowerCase();
  const next = [text, ...current.filter((item) => item.toLocaleLowerCase() !== key)].slice(
    0,
    RECENT_LIMIT,
  );
  storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
};

export const clearRecentSearches = (storage: SafeStorage = safeLocalStorage): void =>
  storage.removeItem(RECENT_SEARCHES_KEY);
