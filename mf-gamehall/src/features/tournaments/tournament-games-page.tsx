// /tournaments/:id/gamehall: the games whose real rounds score in the tournament, in the
// lobby's virtualised grid (paged like the hall, in the CMS page size).
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { hallPageSize, useGamesConfig } from '../../lib/catalogue';
import { describedText } from '../../lib/description';
import { GamesGrid } from '../../lib/games-grid';
import { useGamesList } from '../../lib/use-games-pages';
import { NotFound } from '../../lib/hall-page';
import { tournamentIdOf, tournamentPath, useTournament } from './use-tournaments';
import './tournaments.css';

const NO_GAMES: readonly string[] = [];

export const TournamentGamesPage = () => {
  const { t } = useTranslation();
  const id = tournamentIdOf(useParams().id);
  const tournament = useTournament(id);
  const found = tournament.data ?? null;
  const title = found ? describedText(found.description, 'title') || found.sysname : '';
  const config = useGamesConfig();
  const list = useGamesList(
    { sysname: found ? [...found.games] : [...NO_GAMES] },
    hallPageSize(config.data),
    found !== null && found.games.length > 0 && !config.isPending,
  );
  const tournamentFailed = tournament.isError && tournament.data === undefined;
  const listFailed = list.total.isError && list.total.data === undefined;
  usePageSeo({
    title: title ? t('tournaments.gamesTitle', { title }) : t('title.tournamentGames'),
    description: t('tournaments.gamesLead'),
  });

  if (id === null || tournament.data === null) {
    return (
      <NotFound
        testId="tournament-games-page"
        title={t('tournaments.notFoundTitle')}
        text={t('tournaments.notFoundText')}
        back={t('tournaments.allTournaments')}
        backTo="/tournaments"
      />
    );
  }
  return (
    <Container className="omad-hall-page" data-testid="tournament-games-page">
      <nav className="omad-hall-page__back">
        <Link className="omad-hall-link" to={tournamentPath(id)}>
          {t('tournaments.backToTournament')}
        </Link>
      </nav>
      {found ? (
        <h1 className="omad-hall-page__title">{t('tournaments.gamesTitle', { title })}</h1>
      ) : (
        <Skeleton variant="text" width="50%" height={32} />
      )}
      <p className="omad-hall-page__lead">{t('tournaments.gamesLead')}</p>
      {tournamentFailed || listFailed ? (
        <LoadFailed
          title={t('tournaments.failedTitle')}
          description={t('tournaments.failedText')}
          onRetry={() => void (tournamentFailed ? tournament.refetch() : list.total.refetch())}
        />
      ) : found && found.games.length === 0 ? (
        <EmptyState icon="games" title={t('tournaments.games')} />
      ) : (
        <GamesGrid
          list={list}
          view={config.data?.itemView ?? 'default'}
          label={t('tournaments.games')}
          pagesFailed={(retry) => <LoadFailed title={t('common.row.failed')} onRetry={retry} />}
        />
      )}
    </Container>
  );
};
