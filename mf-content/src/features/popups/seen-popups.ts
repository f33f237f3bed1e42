// The campaign popups a player has dismissed, kept in the platform's per-player storage so
// they stay dismissed on the next page load and on other devices.

/** The storage key (storage.get / storage.set). */
export const SEEN_CAMPAIGN_POPUPS_KEY = 'seen_campaign_popups';

/** The dismissed ids in a stored value; anything unreadable counts as none dismissed. */
export const parseSeenIds = (stored: string | null | undefined): number[] => {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((id): id is number => typeof id === 'number' && Number.isInteger(id))
      : [];
  } catch {
    return [];
  }
};

/** The value to store once `id` is dismissed too. */
export const withSeenId = (seen: readonly number[], id: number): string =>
  JSON.stringify([...new Set([...seen, id])]);
