// A player's own rows above the unfiltered hall: their favourite games and the games they
// played last (distinct, newest first). Each row keeps its height from the first frame.
import { useTranslation } from 'react-i18next';
import type { GamesConfig } from '@omad/contract/cms';
import { useLikes } from '../../lib/favourites';
import { GameRow } from '../../lib/game-row';
import { useRecentlyPlayed } from '../../lib/recently-played';
import { useGamesBySysnames } from '../../lib/use-games-by-sysnames';

/** Favourites a row shows, newest first. */
const FAVOURITES_SHOWN = 48;

export const PlayerRows = ({ config }: Readonly<{ config: GamesConfig | undefined }>) => {
  const { t } = useTranslation();
  const likes = useLikes();
  const liked = likes?.data ? likes.data.slice(0, FAVOURITES_SHOWN) : null;
  const likesFailed = likes !== null && likes.isError && likes.data === undefined;
  const favouriteGames = useGamesBySysnames(liked, likesFailed);
  const recent = useRecentlyPlayed();
  return (
    <div className="omad-lobby-rows">
      <GameRow
        title={config?.texts.favouritesTitle || t('lobby.favourites')}
        games={favouriteGames.games}
        failed={favouriteGames.failed}
        onRetry={likesFailed ? () => void likes.refetch() : favouriteGames.retry}
        empty={config?.texts.favouritesEmpty || t('lobby.favouritesEmpty')}
        testId="favourites-row"
      />
      <GameRow
        title={t('lobby.recent')}
        games={recent.games}
        failed={recent.failed}
        onRetry={recent.retry}
        empty={t('lobby.recentEmpty')}
        testId="recent-row"
      />
    </div>
  );
};
