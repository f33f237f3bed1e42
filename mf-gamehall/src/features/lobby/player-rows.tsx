// A player's own rows above the unfiltered hall: their favourite games and the games they
// played last (distinct, newest first). Each row keeps its height from the first frame.
import { useTranslation } from 'react-i18next';
import type { GamesConfig } from '@omad/contract/cms';
import { useFavourites } from '../../lib/favourites';
import { GameRow } from '../../lib/game-row';
import { useRecentlyPlayed } from '../../lib/recently-played';
import { useGamesBySysnames } from '../../lib/use-games-by-sysnames';

/** Favourites a row shows, newest first. */
const FAVOURITES_SHOWN = 48;

export const PlayerRows = ({ config }: Readonly<{ config: GamesConfig | null }>) => {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const liked = favourites.status === 'ready' ? favourites.liked.slice(0, FAVOURITES_SHOWN) : null;
  const favouriteGames = useGamesBySysnames(liked, favourites.status === 'error');
  const recent = useRecentlyPlayed();
  return (
    <div className="omad-lobby-rows">
      <GameRow
        title={config?.texts.favouritesTitle || t('lobby.favourites')}
        state={favouriteGames.state}
        games={favouriteGames.games}
        onRetry={
          favourites.status === 'error' ? () => void favourites.reload() : favouriteGames.retry
        }
        empty={config?.texts.favouritesEmpty || t('lobby.favouritesEmpty')}
        testId="favourites-row"
      />
      <GameRow
        title={t('lobby.recent')}
        state={recent.state}
        games={recent.games}
        onRetry={recent.retry}
        empty={t('lobby.recentEmpty')}
        testId="recent-row"
      />
    </div>
  );
};
