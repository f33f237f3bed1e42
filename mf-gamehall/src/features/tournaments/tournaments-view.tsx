// The tournaments page as drawn (/tournaments): its title and lead, the status tabs, and the
// chosen status's tournaments as cards (names linked, dates, live countdowns, pools); skeleton
// cards while they are read. It reads nothing: the page gives it its read, and the edge's
// first screen (tournaments-first-screen.tsx) the read it made.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import {
  TournamentStatus,
  type Page,
  type Tournament,
  type TournamentStatusValue,
} from '@omad/contract/api';
import { Container, EmptyState, LoadFailed, Tabs } from '@omad/ui';
import { TournamentCard, TournamentCardSkeleton } from './tournament-card';
import '../../lib/hall-page.css';
import './tournaments.css';

/** What the page gives its head, on the page and from its first screen alike. */
export const tournamentsSeo = (t: TFunction): PageSeoInput => ({
  title: t('tournaments.title'),
  description: t('tournaments.seoDescription'),
});

/** The tabs' statuses, the first one the page's own (no ?status=). */
export const STATUSES: readonly TournamentStatusValue[] = [
  TournamentStatus.Active,
  TournamentStatus.Upcoming,
  TournamentStatus.Finished,
];

export type TournamentListProps = Readonly<{
  status: TournamentStatusValue;
  /** The status's tournaments; undefined while they are read. */
  tournaments: Page<Tournament> | undefined;
  /** The read failed with nothing to show. */
  failed: boolean;
  onRetry: () => void;
}>;

export const TournamentListView = ({
  status,
  tournaments,
  failed,
  onRetry,
}: TournamentListProps) => {
  const { t } = useTranslation();
  if (!tournaments && failed) {
    return (
      <LoadFailed
        title={t('tournaments.failedTitle')}
        description={t('tournaments.failedText')}
        onRetry={onRetry}
      />
    );
  }
  if (tournaments?.items.length === 0) {
    return <EmptyState icon="games" title={t(`tournaments.emptyTitle.${status}`)} />;
  }
  return (
    <ul
      className="omad-tournaments__grid"
      aria-label={t('tournaments.list')}
      aria-busy={!tournaments}
      data-status={status}
    >
      {tournaments
        ? tournaments.items.map((tournament) => (
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

export type TournamentsViewProps = Readonly<{
  status: TournamentStatusValue;
  onStatus: (status: TournamentStatusValue) => void;
  /** The chosen status's list (TournamentListView). */
  list: ReactNode;
}> &
  Record<`data-${string}`, string>;

export const TournamentsView = ({ status, onStatus, list, ...marks }: TournamentsViewProps) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-hall-page" {...marks}>
      <h1 className="omad-hall-page__title">{t('tournaments.title')}</h1>
      <p className="omad-hall-page__lead">{t('tournaments.lead')}</p>
      <Tabs
        look="underline"
        aria-label={t('tournaments.tabs')}
        items={STATUSES.map((value) => ({ value, label: t(`tournaments.status.${value}`) }))}
        value={status}
        onChange={onStatus}
      >
        {list}
      </Tabs>
    </Container>
  );
};
