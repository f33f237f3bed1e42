// The tournament page's first screen, drawn on the edge from its tournaments.get read (a
// guest's: the edge reads without the visitor's cookies) with the page's own views
// (tournament-view.tsx): the head with the countdown as it stands, the rules, and skeletons
// where the page shows money (the CMS's currency symbol is not known here, so neither is the
// least bet), the action and the leaderboard. The page replaces it when it mounts.
import * as v from 'valibot';
import { TournamentSchema, pageOf, type Tournament } from '@omad/contract/api';
import { Skeleton } from '@omad/ui';
import { phaseAt } from '../../lib/countdown';
import { TournamentFrame, TournamentLayout } from './tournament-view';

/** The tournament of the route's id in a tournaments.get answer, or null. */
export const tournamentIn = (answer: unknown, id: string | undefined): Tournament | null => {
  const page = v.safeParse(pageOf(TournamentSchema), answer);
  return page.success ? (page.output.items.find((item) => String(item.id) === id) ?? null) : null;
};

export const TournamentFirstScreen = ({ tournament }: Readonly<{ tournament: Tournament }>) => {
  const finished = phaseAt(Date.now(), tournament) === 'finished';
  return (
    <TournamentFrame data-first-screen="tournament">
      <TournamentLayout
        tournament={tournament}
        finished={finished}
        pool={<Skeleton variant="text" width={160} />}
        // The page's take part is a skeleton too until it knows whether the visitor takes part.
        action={finished ? null : <Skeleton variant="block" width={160} height={44} />}
        board={<Skeleton variant="block" height={360} />}
        prizes={<Skeleton variant="block" height={160} />}
        minBet={null}
      />
    </TournamentFrame>
  );
};
