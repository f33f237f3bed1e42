// /tournaments: active, upcoming and finished tournaments in tabs (the tab lives in the URL,
// ?status=, so back and shared links keep it), each card with its live countdown.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TournamentStatus, type TournamentStatusValue } from '@omad/contract/api';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Tabs } from '@omad/ui';
import { TournamentCard, TournamentCardSkeleton } from './tournament-card';
import { useTournaments } from './use-tournaments';
import '../../lib/hall-page.css';
import './tournaments.css';

const STATUSES: readonly TournamentStatusValue[] = [
  TournamentStatus.Active,
  TournamentStatus.Upcoming,
  TournamentStatus.Finished,
];

const statusOf = (value: string | null): TournamentStatusValue =>
  STATUSES.find((status) => status === value) ?? TournamentStatus.Active;

const TournamentList = ({ status }: Readonly<{ status: TournamentStatusValue }>) => {
  const { t } = useTranslation();
  const tournaments = useTournaments(status);
  const { data } = tournaments;
  if (!data && tournaments.isError) {
    return (
      <LoadFailed
        title={t('tournaments.failedTitle')}
        description={t('tournaments.failedText')}
        onRetry={() => void tournaments.refetch()}
      />
    );
  }
  if (data?.items.length === 0) {
    return <EmptyState icon="games" title={t(`tournaments.emptyTitle.${status}`)} />;
  }
  return (
    <ul
      className="omad-tournaments__grid"
      aria-label={t('tournaments.list')}
      aria-busy={tournaments.isPending}
      data-status={status}
    >
      {data
        ? data.items.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} />
            </li>
          ))
        : Array.from({ length: 2 }, (_, index) => (
            <li key={index}>
              <TournamentCardSkeleton />
            </li>
          ))}
    </ul>
  );
};

export const TournamentsPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const status = statusOf(query.get('status'));
  usePageSeo({ title: t('tournaments.title'), description: t('tournaments.seoDescription') });
  return (
    <Container className="omad-hall-page" data-testid="tournaments-page">
      <h1 className="omad-hall-page__title">{t('tournaments.title')}</h1>
      <p className="omad-hall-page__lead">{t('tournaments.lead')}</p>
      <Tabs
        look="underline"
        aria-label={t('tournaments.tabs')}
        items={STATUSES.map((value) => ({ value, label: t(`tournaments.status.${value}`) }))}
        value={status}
        onChange={(value) =>
          setQuery(value === TournamentStatus.Active ? {} : { status: value }, { replace: true })
        }
      >
        <TournamentList status={status} />
      </Tabs>
    </Container>
  );
};
