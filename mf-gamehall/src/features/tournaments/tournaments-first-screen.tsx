// The tournaments page's first screen, drawn on the edge from its tournaments.get read (the
// active tab's, the page's own without ?status=) with the page's own views
// (tournaments-view.tsx): the title, the tabs and each active tournament's card with its
// name linked to its page, dates, countdown and pool as of the read. The page replaces it
// when it mounts.
import * as v from 'valibot';
import {
  TournamentSchema,
  TournamentStatus,
  pageOf,
  type Page,
  type Tournament,
} from '@omad/contract/api';
import { describedText } from '../../lib/description';
import { NOTHING } from '../../lib/inert';
import { TournamentListView, TournamentsView } from './tournaments-view';

/** A tournaments.get answer, or null. */
export const tournamentsIn = (answer: unknown): Page<Tournament> | null => {
  const parsed = v.safeParse(pageOf(TournamentSchema), answer);
  return parsed.success ? parsed.output : null;
};

/** The cards' images, in page order. */
export const tournamentImages = (tournaments: Page<Tournament>): string[] =>
  tournaments.items.flatMap((tournament) => describedText(tournament.description, 'image') || []);

export const TournamentsFirstScreen = ({
  tournaments,
}: Readonly<{ tournaments: Page<Tournament> }>) => (
  <TournamentsView
    data-first-screen="tournaments"
    status={TournamentStatus.Active}
    onStatus={NOTHING}
    list={
      <TournamentListView
        status={TournamentStatus.Active}
        tournaments={tournaments}
        failed={false}
        onRetry={NOTHING}
      />
    }
  />
);
