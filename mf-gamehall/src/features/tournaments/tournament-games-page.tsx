// /tournaments/:id/gamehall: the games whose real rounds score in the tournament, in the
// lobby's virtualised grid (paged like the hall, in the CMS page size).
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { hallPageSize, useGamesConfig } from '../../lib/catalogue';
import { describedText } from '../../lib/description';
import { GamesGrid } from '../../lib/games-grid';
import { useGamesPages } from '../../lib/use-games-pages';
import { NotFound } from '../../lib/hall-page';
import { tournamentIdOf, tournamentPath, useTournament } from './use-tournaments';
import './tournaments.css';

const NO_GAMES: readonly string[] = [];

export const TournamentGamesPage = () => {
  const { t } = useTranslation();
  const id = tournamentIdOf(useParams().id);
  const tournament = useTournament(id);
  const found = tournament.status === 'ready' ? tournament.data : null;
  const title = found ? describedText(found.description, 'title') || found.sysname : '';
  const config = useGamesConfig();
  const list = useGamesPages(
    { sysname: found ? [...found.games] : [...NO_GAMES] },
    hallPageSize(config.data),
    found !== null && found.games.length > 0 && config.status !== 'loading',
  );
  usePageSeo({
    title: title ? t('tournaments.gamesTitle', { title }) : t('title.tournamentGames'),
    description: t('tournaments.gamesLead'),
  });

  if (id === null || (tournament.status === 'ready' && !found)) {
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
      {tournament.status === 'error' || list.status === 'error' ? (
        <LoadFailed
          title={t('tournaments.failedTitle')}
          description={t('tournaments.failedText')}
          onRetry={tournament.status === 'error' ? tournament.retry : () => list.pages.retry()}
        />
      ) : found && found.games.length === 0 ? (
        <EmptyState icon="games" title={t('tournaments.games')} />
      ) : (
        <GamesGrid
          list={list}
          view={config.data?.itemView ?? 'default'}
          label={t('tournaments.games')}
        />
      )}
      {list.hasFailedPages ? (
        <LoadFailed title={t('common.row.failed')} onRetry={() => list.pages.retry()} />
      ) : null}
    </Container>
  );
};
