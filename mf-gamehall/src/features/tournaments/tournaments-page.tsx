// /tournaments: active, upcoming and finished tournaments in tabs (the tab lives in the URL,
// ?status=, so back and shared links keep it), each card with its live countdown: the
// tournaments view (tournaments-view.tsx) with the chosen status's read.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TournamentStatus, type TournamentStatusValue } from '@omad/contract/api';
import { usePageSeo } from '@omad/contract/remote';
import { useTournaments } from './use-tournaments';
import { STATUSES, TournamentListView, TournamentsView, tournamentsSeo } from './tournaments-view';

const statusOf = (value: string | null): TournamentStatusValue =>
  STATUSES.find((status) => status === value) ?? TournamentStatus.Active;

const TournamentList = ({ status }: Readonly<{ status: TournamentStatusValue }>) => {
  const tournaments = useTournaments(status);
  return (
    <TournamentListView
      status={status}
      tournaments={tournaments.data}
      failed={tournaments.isError}
      onRetry={() => void tournaments.refetch()}
    />
  );
};

export const TournamentsPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const status = statusOf(query.get('status'));
  usePageSeo(tournamentsSeo(t));
  return (
    <TournamentsView
      data-testid="tournaments-page"
      status={status}
      onStatus={(value) =>
        setQuery(value === TournamentStatus.Active ? {} : { status: value }, { replace: true })
      }
      list={<TournamentList status={status} />}
    />
  );
};
