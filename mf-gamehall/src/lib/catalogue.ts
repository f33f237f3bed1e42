// The catalogue's small reads: providers, categories and the CMS games-config, each read
// once per client and locale and shared by every screen and widget of this remote (the
// lobby, its filters, every tile, the home rows).
import { useCallback, useMemo } from 'react';
import type { GameCategory, Provider } from '@omad/contract/api';
import type { GamesConfig } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';
import { DEFAULT_PAGE_SIZE } from './page-size';
import { useSharedRead } from './shared-read';
import type { Read } from './use-read';

const PAGE = { retryOnMount: true } as const;

export const useProviders = (): Read<Provider[]> => {
  const { api, locale } = useRemoteProps();
  return useSharedRead(api, `providers:${locale}`, () => api.games.getProviders(), {
    ...PAGE,
    label: 'games.getProviders',
  });
};

export const useCategories = (): Read<GameCategory[]> => {
  const { api, locale } = useRemoteProps();
  return useSharedRead(
    api,
    `categories:${locale}`,
    async () => [...(await api.games.getCategories())].sort((a, b) => a.position - b.position),
    { ...PAGE, label: 'games.getCategories' },
  );
};

export const useGamesConfig = (): Read<GamesConfig> => {
  const { cms, locale } = useRemoteProps();
  return useSharedRead(cms, `games-config:${locale}`, () => cms.getGamesConfig(), {
    ...PAGE,
    label: 'games-config',
  });
};

const MIN_PAGE_SIZE = 12;
/** The platform answers at most 200 games a call; less keeps each answer quick. */
const MAX_PAGE_SIZE = 96;

/** Games per call of the hall: the CMS pageSize, within sensible bounds. */
export const hallPageSize = (config: GamesConfig | null): number => {
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
  const { api, locale } = useRemoteProps();
  const { status, data } = useSharedRead(
    api,
    `providers:${locale}`,
    () => api.games.getProviders(),
    { retryOnMount: false, label: 'games.getProviders' },
  );
  const names = useMemo(
    () => new Map((data ?? []).map((provider) => [provider.sysname, provider.name])),
    [data],
  );
  return useCallback(
    (sysname: string) => (status === 'loading' ? '' : (names.get(sysname) ?? sysname)),
    [names, status],
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
