// The lobby's filters live in its URL only (spec section 2: /gamehall?category=…,
// providers as a comma-separated list, and the game type), so reload, back and forward and a
// shared link all show the same hall. Pure functions: the URL to filters and back.
import { GAME_TYPES, type GameType } from '@omad/contract/api';
import type { GamesFilter } from '../../lib/use-games-pages';

export type LobbyFilters = Readonly<{
  /** A category sysname, or null for every category. */
  category: string | null;
  /** Provider sysnames, none for every provider. */
  providers: readonly string[];
  type: GameType;
}>;

export const NO_FILTERS: LobbyFilters = { category: null, providers: [], type: 'all' };

/** The query parameters the filters own; any other parameter of the URL is kept as it is. */
const OWN_PARAMS = ['category', 'providers', 'type'] as const;

/** What a sysname may look like; anything else in the URL is ignored. */
const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
/** More providers than any hall lists would only make a very long query. */
const MAX_PROVIDERS = 50;

const isGameType = (value: string | null): value is GameType =>
  value !== null && (GAME_TYPES as readonly string[]).includes(value);

export const parseFilters = (search: string | URLSearchParams): LobbyFilters => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = params.get('category')?.trim() ?? '';
  const type = params.get('type');
  const providers = (params.get('providers') ?? '')
    .split(',')
    .map((provider) => provider.trim())
    .filter((provider) => SYSNAME.test(provider));
  return {
    category: SYSNAME.test(category) ? category : null,
    providers: [...new Set(providers)].slice(0, MAX_PROVIDERS),
    type: isGameType(type) ? type : 'all',
  };
};

/**
 * The query string ('?…', or '' when empty) of `filters` over the parameters of `current`
 * that are not filters. Providers are sorted, so one selection has one address.
 */
export const serialiseFilters = (filters: LobbyFilters, current = ''): string => {
  const own: string[] = [];
  if (filters.category) own.push(`category=${encodeURIComponent(filters.category)}`);
  if (filters.providers.length > 0) {
    const providers = [...new Set(filters.providers)].sort();
    own.push(`providers=${providers.map(encodeURIComponent).join(',')}`);
  }
  if (filters.type !== 'all') own.push(`type=${filters.type}`);
  const rest = new URLSearchParams(current);
  for (const param of OWN_PARAMS) rest.delete(param);
  const query = [...own, rest.toString()].filter(Boolean).join('&');
  return query ? `?${query}` : '';
};

export const isFiltered = (filters: LobbyFilters): boolean =>
  filters.category !== null || filters.providers.length > 0 || filters.type !== 'all';

/** The games.get query of the filters, without empty fields. */
export const gamesFilterOf = (filters: LobbyFilters): GamesFilter => ({
  ...(filters.category ? { category: filters.category } : {}),
  ...(filters.providers.length > 0 ? { providers: [...filters.providers].sort() } : {}),
  ...(filters.type !== 'all' ? { type: filters.type } : {}),
});

/** The filters with one provider added or taken out. */
export const toggleProvider = (filters: LobbyFilters, sysname: string): LobbyFilters => ({
  ...filters,
  providers: filters.providers.includes(sysname)
    ? filters.providers.filter((provider) => provider !== sysname)
    : [...filters.providers, sysname],
});
