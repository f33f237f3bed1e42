// The catalogue's small reads: providers, categories and the CMS games-config, each read once
// per page life through the page's query client and shared by every screen and widget that
// shows them (the lobby, its filters, every tile, the home rows). A page that shows one reads
// it again when it mounts after a failure; a tile never does.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GameCategory, Provider } from '@omad/contract/api';
import type { GamesConfig } from '@omad/contract/cms';
import { cmsQuery, platformQuery, useRemoteProps } from '@omad/contract/remote';
import { DEFAULT_PAGE_SIZE } from './page-size';

/** The categories in the order the hall shows them. */
export const byPosition = (categories: readonly GameCategory[]): GameCategory[] =>
  [...categories].sort((a, b) => a.position - b.position);

export const useProviders = () => {
  const { api } = useRemoteProps();
  return useQuery({ ...platformQuery(api, 'games.getProviders'), staleTime: Infinity });
};

/** The categories in their order (position). */
export const useCategories = () => {
  const { api } = useRemoteProps();
  return useQuery({
    ...platformQuery(api, 'games.getCategories'),
    staleTime: Infinity,
    select: byPosition,
  });
};

export const useGamesConfig = () => {
  const { cms } = useRemoteProps();
  return useQuery({ ...cmsQuery(cms, 'getGamesConfig'), staleTime: Infinity });
};

const MIN_PAGE_SIZE = 12;
/** The platform answers at most 200 games a call; less keeps each answer quick. */
const MAX_PAGE_SIZE = 96;

/** Games per call of the hall: the CMS pageSize, within sensible bounds. */
export const hallPageSize = (config: GamesConfig | undefined): number => {
  const size = config?.pageSize;
  if (size === undefined || !Number.isFinite(size)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, Math.round(size)));
};

/**
 * A provider's name by sysname, for tiles (games carry only the provider's sysname): '' while
 * the providers load (the line keeps its height), the sysname itself for a provider the
 * platform did not list or when the list could not be read. Tiles never read it again after
 * a failure; the pages that list providers do.
 */
export const useProviderNames = (): ((sysname: string) => string) => {
  const { api } = useRemoteProps();
  const { isPending, data } = useQuery({
    ...platformQuery(api, 'games.getProviders'),
    staleTime: Infinity,
    retryOnMount: false,
  });
  const names = useMemo(
    () => new Map((data ?? []).map((provider) => [provider.sysname, provider.name])),
    [data],
  );
  return useCallback(
    (sysname: string) => (isPending ? '' : (names.get(sysname) ?? sysname)),
    [names, isPending],
  );
};

/** The games a provider has (game_params.game_count), when the platform says. */
export const gameCountOf = (provider: Provider): number | null => {
  const count = provider.game_params?.['game_count'];
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
};

/** The provider's logo (game_params.logo_url or logo): a site path or a web address. */
export const logoOf = (provider: Provider): string | null => {
  for (const key of ['logo_url', 'logo']) {
    const value = provider.game_params?.[key];
    if (typeof value === 'string' && /^(https:\/\/|\/(?!\/))/.test(value)) return value;
  }
  return null;
};
