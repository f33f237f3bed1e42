// /tournaments/:id: the tournament's head (status, live countdown, pool, take part), its
// leaderboard refreshed while open with the player's own place in view, its rules, prizes by
// place and games. A guest's "take part" asks to sign in and joins after it.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@omad/contract/api';
import { useFormatMoney, usePageSeo, useSession } from '@omad/contract/remote';
import { Badge, Button, LoadFailed, Skeleton } from '@omad/ui';
import { describedText } from '../../lib/description';
import { GameRow } from '../../lib/game-row';
import { phaseAt } from '../../lib/countdown';
import { useGamesBySysnames } from '../../lib/use-games-by-sysnames';
import { NotFound } from '../../lib/hall-page';
import { tournamentSeo } from './tournament-seo';
import { LeaderboardTable } from './leaderboard-table';
import { Prizes } from './prizes';
import { useParticipate } from './use-participate';
import {
  tournamentGamesPath,
  tournamentIdOf,
  useLeaderboard,
  useTournament,
} from './use-tournaments';
import { TournamentFrame, TournamentLayout } from './tournament-view';

const ROW_GAMES = 12;

/** Whether the viewer takes part: unknown (null) until the reads that tell have arrived. */
type Taking = boolean | null;

const TakePart = ({ tournament, taking }: Readonly<{ tournament: Tournament; taking: Taking }>) => {
  const { t } = useTranslation();
  const { takePart, busy } = useParticipate(tournament.id);
  if (phaseAt(Date.now(), tournament) === 'finished') return null;
  if (taking === null) return <Skeleton variant="block" width={160} height={44} />;
  if (taking) {
    return (
      <Badge tone="success" data-testid="participating">
        {t('tournaments.participating')}
      </Badge>
    );
  }
  return (
    <Button onClick={takePart} loading={busy} data-testid="take-part">
      {busy ? t('tournaments.taking') : t('tournaments.takePart')}
    </Button>
  );
};

const TournamentGames = ({ tournament }: Readonly<{ tournament: Tournament | null }>) => {
  const { t } = useTranslation();
  const games = useGamesBySysnames(tournament ? tournament.games.slice(0, ROW_GAMES) : null);
  return (
    <GameRow
      title={t('tournaments.games')}
      seeAll={tournament ? tournamentGamesPath(tournament.id) : undefined}
      games={games.games}
      failed={games.failed}
      onRetry={games.retry}
      testId="tournament-games"
    />
  );
};

export const TournamentPage = () => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const id = tournamentIdOf(useParams().id);
  const tournament = useTournament(id);
  const found = tournament.data ?? null;
  const finished = found ? phaseAt(Date.now(), found) === 'finished' : false;
  const board = useLeaderboard(found ? found.id : null, !finished);
  const title = found ? describedText(found.description, 'title') || found.sysname : '';
  usePageSeo(tournamentSeo(t, found));
  // The page's first tournaments.get may be the edge's guest read (pages.ts): for a
  // player, the leaderboard's own row (present only for a participant) tells too.
  const signedIn = useSession((state) => state.authenticated);
  const taking: Taking = !found
    ? null
    : found.is_participating || (board.data !== undefined && board.data.self !== null)
      ? true
      : !signedIn || !board.isPending
        ? false
        : null;

  if (id === null || tournament.data === null) {
    return (
      <NotFound
        testId="tournament-page"
        title={t('tournaments.notFoundTitle')}
        text={t('tournaments.notFoundText')}
        back={t('tournaments.allTournaments')}
        backTo="/tournaments"
      />
    );
  }
  return (
    <TournamentFrame data-testid="tournament-page">
      {!found && tournament.isError ? (
        <LoadFailed
          title={t('tournaments.failedTitle')}
          description={t('tournaments.failedText')}
          onRetry={() => void tournament.refetch()}
        />
      ) : found ? (
        <TournamentLayout
          tournament={found}
          finished={finished}
          pool={formatMoney(found.prize_pool)}
          action={<TakePart tournament={found} taking={taking} />}
          board={<LeaderboardTable title={title} board={board} final={finished} />}
          prizes={<Prizes prizes={found.prizes} />}
          minBet={found.min_bet ? formatMoney(found.min_bet) : null}
        />
      ) : (
        // As tall as a screen: nothing below moves into view while the head is read.
        <div className="omad-tournament-layout omad-tournament-layout--loading" aria-busy="true">
          <div className="omad-tournament-layout__main">
            <div className="omad-tournament-hero">
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="text" width="60%" height={32} />
              <Skeleton variant="text" width="90%" />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="50%" height={44} />
            </div>
            <Skeleton variant="block" height={420} />
          </div>
          <aside className="omad-tournament-layout__side">
            <Skeleton variant="block" height={280} />
          </aside>
        </div>
      )}
      <TournamentGames tournament={found} />
    </TournamentFrame>
  );
};
