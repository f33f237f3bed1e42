// The CMS search-config with working defaults: the dialog searches at once with these while
// the content loads, and keeps them when it cannot be read. Texts absent from the CMS come
// from this feature's texts.
import { useQuery } from '@tanstack/react-query';
import type { SearchConfig } from '@omad/contract/cms';
import { cmsQuery, useRemoteProps } from '@omad/contract/remote';

export type SearchSettings = Readonly<{
  minQueryLength: number;
  debounceMs: number;
  maxResults: number;
  /** CMS texts; null where the feature's own text applies. */
  placeholder: string | null;
  emptyTitle: string | null;
  emptyText: string | null;
  popularTitle: string | null;
  popularQueries: readonly string[];
}>;

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  minQueryLength: 3,
  debounceMs: 80,
  maxResults: 20,
  placeholder: null,
  emptyTitle: null,
  emptyText: null,
  popularTitle: null,
  popularQueries: [],
};

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

const text = (value: string) => (value.trim().length > 0 ? value : null);

/** The CMS values, each held to a range a working search needs. */
export const searchSettingsOf = (config: SearchConfig): SearchSettings => ({
  minQueryLength: clamp(config.minQueryLength, 1, 10, DEFAULT_SEARCH_SETTINGS.minQueryLength),
  debounceMs: clamp(config.debounceMs, 0, 1000, DEFAULT_SEARCH_SETTINGS.debounceMs),
  maxResults: clamp(config.maxResults, 1, 100, DEFAULT_SEARCH_SETTINGS.maxResults),
  placeholder: text(config.placeholder),
  emptyTitle: text(config.emptyTitle),
  emptyText: text(config.emptyText),
  popularTitle: text(config.popularTitle),
  popularQueries: config.popularQueries
    .map((entry) => entry.query.trim())
    .filter((query) => query.length > 0),
});

export type SearchConfigState = Readonly<{ settings: SearchSettings; ready: boolean }>;

export const useSearchConfig = (): SearchConfigState => {
  const { cms } = useRemoteProps();
  const config = useQuery({ ...cmsQuery(cms, 'getSearchConfig'), select: searchSettingsOf });
  return { settings: config.data ?? DEFAULT_SEARCH_SETTINGS, ready: !config.isPending };
};
