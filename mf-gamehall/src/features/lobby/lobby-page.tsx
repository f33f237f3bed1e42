// The games hall (/gamehall): category chips, game type tabs and the provider filter, all
// kept in the URL; a player's favourites and recently played when nothing is filtered; then
// the whole filtered catalogue in one virtualised grid.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import { usePageSeo, useRemoteProps, useSession } from '@omad/contract/remote';
import { Button, EmptyState, LoadFailed } from '@omad/ui';
import { hallPageSize, useCategories, useGamesConfig } from '../../lib/catalogue';
import { useGamesList } from '../../lib/use-games-pages';
import { CategoryChips } from './category-chips';
import {
  NO_FILTERS,
  gamesFilterOf,
  isFiltered,
  parseFilters,
  serialiseFilters,
  toggleProvider,
  type LobbyFilters,
} from './filters-url';
import { GamesGrid } from '../../lib/games-grid';
import { LobbyView } from './lobby-view';
import { PlayerRows } from './player-rows';
import { ProvidersFilter } from './providers-filter';
import { TypeTabs } from './type-tabs';

/** Moves the window back to the filters when they change below the fold. */
const useScrollToFiltersOnChange = (key: string) => {
  const anchor = useRef<HTMLDivElement>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const top = anchor.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) anchor.current?.scrollIntoView({ block: 'start' });
  }, [key]);
  return anchor;
};

const useLobbySeo = (filters: LobbyFilters) => {
  const { t } = useTranslation();
  const categories = useCategories();
  const category = categories.data?.find((one) => one.sysname === filters.category)?.name;
  usePageSeo({
    title: category ? `${category} — ${t('lobby.title')}` : t('lobby.title'),
    description: t('lobby.seoDescription'),
  });
};

export const LobbyPage = () => {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const authenticated = useSession((state) => state.authenticated);
  const filters = useMemo(() => parseFilters(search), [search]);
  const config = useGamesConfig();
  const list = useGamesList(gamesFilterOf(filters), hallPageSize(config.data), !config.isPending);
  const total = list.total.data;
  const filtered = isFiltered(filters);
  const anchor = useScrollToFiltersOnChange(serialiseFilters(filters));
  useLobbySeo(filters);

  // Each change is a step of history: back and forward go through the filters tried.
  const show = (next: LobbyFilters) =>
    void navigate({ pathname, search: serialiseFilters(next, search) });

  return (
    <LobbyView
      data-testid="lobby"
      onSearch={() => bus.emit(Events.GamesSearch, { source: 'lobby' })}
      filtersRef={anchor}
      chips={<CategoryChips filters={filters} />}
      types={
        <TypeTabs
          value={filters.type}
          config={config.data}
          onChange={(type) => show({ ...filters, type })}
        />
      }
      providers={
        <ProvidersFilter
          chosen={filters.providers}
          onToggle={(sysname) => show(toggleProvider(filters, sysname))}
          onClear={() => show({ ...filters, providers: [] })}
        />
      }
      rows={authenticated && !filtered ? <PlayerRows config={config.data} /> : null}
      total={total}
      games={
        total === undefined && list.total.isError ? (
          <LoadFailed
            title={t('lobby.failedTitle')}
            description={t('lobby.failedText')}
            onRetry={() => void list.total.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState
            icon="games"
            title={t('lobby.emptyTitle')}
            description={t('lobby.emptyText')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => show(NO_FILTERS)}>
                  {t('lobby.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <GamesGrid
            list={list}
            view={config.data?.itemView ?? 'default'}
            label={t('lobby.allGames')}
            pagesFailed={(retry) => (
              <LoadFailed
                className="omad-lobby__pages-failed"
                title={t('lobby.pagesFailed')}
                onRetry={retry}
              />
            )}
          />
        )
      }
    />
  );
};
