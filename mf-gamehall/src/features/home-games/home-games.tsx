// The home page's game rows (slot 'home-games', below the banners): popular, new and live
// games and, for a player, the games they played last, each row with a link to the hall
// showing the same games. Every row keeps its height from the first frame (home-games.css).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game, GamesQuery, Page } from '@omad/contract/api';
import { platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';
import { GameRow } from '../../lib/game-row';
import { useRecentlyPlayed } from '../../lib/recently-played';
import './home-games.css';

/** Games a row shows. */
export const HOME_ROW_GAMES = 12;

type Shelf = Readonly<{
  key: 'popular' | 'new' | 'live';
  query: GamesQuery;
  /** The hall showing the same games. */
  seeAll: string;
}>;

export const SHELVES: readonly Shelf[] = [
  { key: 'popular', query: { category: 'popular' }, seeAll: '/gamehall?category=popular' },
  { key: 'new', query: { category: 'new' }, seeAll: '/gamehall?category=new' },
  { key: 'live', query: { type: 'live' }, seeAll: '/gamehall?type=live' },
];

const itemsOf = (page: Page<Game>) => page.items;

const ShelfRow = ({ shelf }: Readonly<{ shelf: Shelf }>) => {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  const games = useQuery({
    ...platformQuery(api, 'games.get', { ...shelf.query, offset: 0, count: HOME_ROW_GAMES }),
    select: itemsOf,
  });
  return (
    <GameRow
      title={t(`homeGames.${shelf.key}`)}
      seeAll={shelf.seeAll}
      games={games.data}
      failed={games.isError}
      onRetry={() => void games.refetch()}
      empty={t('homeGames.empty')}
      testId={`home-row-${shelf.key}`}
    />
  );
};

const RecentRow = () => {
  const { t } = useTranslation();
  const recent = useRecentlyPlayed();
  return (
    <GameRow
      title={t('homeGames.recent')}
      seeAll="/gamehall"
      games={recent.games}
      failed={recent.failed}
      onRetry={recent.retry}
      empty={t('homeGames.recentEmpty')}
      testId="home-row-recent"
    />
  );
};

export const HomeGames = () => {
  const { t } = useTranslation();
  const authenticated = useSession((state) => state.authenticated);
  return (
    <section className="omad-home-games" aria-label={t('homeGames.label')} data-testid="home-games">
      {SHELVES.map((shelf) => (
        <ShelfRow key={shelf.key} shelf={shelf} />
      ))}
      {/* Last: the session may be known only after the first frame, and a row added at the
          end moves nothing above it. */}
      {authenticated ? <RecentRow /> : null}
    </section>
  );
};
