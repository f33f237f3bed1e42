// /tournaments/:id: the tournament's head (status, live countdown, pool, take part), its
// leaderboard refreshed while open with the player's own place in view, its rules, prizes by
// place and games. A guest's "take part" asks to sign in and joins after it.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import { useFormatMoney, usePageSeo, useSession } from '@omad/contract/remote';
import { Badge, Button, Container, LoadFailed, Skeleton } from '@omad/ui';
import { describedList, describedText } from '../../lib/description';
import { GameRow } from '../../lib/game-row';
import { phaseAt } from '../../lib/countdown';
import { useGamesBySysnames } from '../../lib/use-games-by-sysnames';
import { NotFound } from '../../lib/hall-page';
import { CountdownView } from './countdown-view';
import { LeaderboardTable } from './leaderboard-table';
import { Prizes } from './prizes';
import { TournamentStatusBadge } from './tournament-card';
import { useParticipate } from './use-participate';
import {
  tournamentGamesPath,
  tournamentIdOf,
  useLeaderboard,
  useTournament,
} from './use-tournaments';
import './tournaments.css';

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

const Head = ({ tournament, taking }: Readonly<{ tournament: Tournament; taking: Taking }>) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const title = describedText(tournament.description, 'title') || tournament.sysname;
  return (
    <section className="omad-tournament-hero" data-tournament={tournament.id}>
      <div className="omad-tournament-hero__top">
        <TournamentStatusBadge tournament={tournament} />
        <span className="omad-tournament-hero__period">
          {t('tournaments.period', {
            from: formatDate(tournament.starts_at),
            to: formatDate(new Date(Date.parse(tournament.ends_at) - 1)),
          })}
        </span>
      </div>
      <h1 className="omad-tournament-hero__title">{title}</h1>
      <p className="omad-tournament-hero__summary">
        {describedText(tournament.description, 'summary')}
      </p>
      <CountdownView period={tournament} />
      <dl className="omad-tournament-hero__facts">
        <div>
          <dt>{t('tournaments.prizePool')}</dt>
          <dd className="omad-tournament-hero__pool">{formatMoney(tournament.prize_pool)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.participantsLabel')}</dt>
          <dd data-testid="participants">
            {t('tournaments.participants', {
              count: tournament.participants,
            })}
          </dd>
        </div>
      </dl>
      <div className="omad-tournament-hero__action">
        <TakePart tournament={tournament} taking={taking} />
      </div>
    </section>
  );
};

const Rules = ({ tournament }: Readonly<{ tournament: Tournament }>) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const rule = tournament.rule as 'total_bet';
  return (
    <section className="omad-tournament-section" aria-labelledby="tournament-rules">
      <h2 id="tournament-rules">{t('tournaments.rules')}</h2>
      <p className="omad-tournament-section__rule">
        <strong>{t(`tournaments.rule.${rule}`)}.</strong> {t(`tournaments.ruleText.${rule}`)}
      </p>
      {tournament.min_bet ? (
        <p>{t('tournaments.minBet', { amount: formatMoney(tournament.min_bet) })}</p>
      ) : null}
      <ul className="omad-tournament-section__rules">
        {describedList(tournament.description, 'rules').map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </section>
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
  const id = tournamentIdOf(useParams().id);
  const tournament = useTournament(id);
  const found = tournament.data ?? null;
  const finished = found ? phaseAt(Date.now(), found) === 'finished' : false;
  const board = useLeaderboard(found ? found.id : null, !finished);
  const title = found ? describedText(found.description, 'title') || found.sysname : '';
  usePageSeo({
    title: title || t('title.tournament'),
    description: found
      ? describedText(found.description, 'summary')
      : t('tournaments.seoDescription'),
  });
  // The page's first tournaments.get may be the edge's guest read (page-reads.ts): for a
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
    <Container className="omad-hall-page" data-testid="tournament-page">
      <nav className="omad-hall-page__back">
        <Link className="omad-hall-link" to="/tournaments">
          {t('tournaments.allTournaments')}
        </Link>
      </nav>
      {!found && tournament.isError ? (
        <LoadFailed
          title={t('tournaments.failedTitle')}
          description={t('tournaments.failedText')}
          onRetry={() => void tournament.refetch()}
        />
      ) : found ? (
        <div className="omad-tournament-layout">
          <div className="omad-tournament-layout__main">
            <Head tournament={found} taking={taking} />
            <section className="omad-tournament-section" aria-labelledby="tournament-board">
              <h2 id="tournament-board">
                {finished ? t('tournaments.leaderboard.final') : t('tournaments.leaderboard.title')}
              </h2>
              <LeaderboardTable title={title} board={board} final={finished} />
            </section>
          </div>
          <aside className="omad-tournament-layout__side">
            <section className="omad-tournament-section" aria-labelledby="tournament-prizes">
              <h2 id="tournament-prizes">{t('tournaments.prizes')}</h2>
              <Prizes prizes={found.prizes} />
            </section>
            <Rules tournament={found} />
          </aside>
        </div>
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
    </Container>
  );
};
