// The jackpot pages' first screens, drawn on the edge from their reads (jackpots.get, then
// jackpots.getWinners) with the pages' own views: every jackpot's card with its amount as of
// the read and the newest wins (jackpots-view.tsx), or one jackpot's head with its games'
// row as skeletons and its hits (jackpot-view.tsx). Money is written with its currency's
// code (lib/money.tsx). The page replaces them when it mounts.
import * as v from 'valibot';
import { JackpotSchema, type Jackpot, type Page, type Win } from '@omad/contract/api';
import { NOTHING } from '../../lib/inert';
import { JackpotGamesRow, JackpotView } from './jackpot-view';
import { JackpotsView } from './jackpots-view';
import { WinsSectionView } from './wins-section';

/** The jackpots of a jackpots.get answer, or null. */
export const jackpotsIn = (answer: unknown): Jackpot[] | null => {
  const parsed = v.safeParse(v.array(JackpotSchema), answer);
  return parsed.success ? parsed.output : null;
};

/** The jackpot of the route's id in a jackpots.get answer, or null. */
export const jackpotIn = (answer: unknown, id: string | undefined): Jackpot | null =>
  jackpotsIn(answer)?.find((jackpot) => String(jackpot.id) === id) ?? null;

export const JackpotsFirstScreen = ({
  jackpots,
  wins,
}: Readonly<{ jackpots: readonly Jackpot[]; wins: Page<Win> }>) => (
  <JackpotsView
    data-first-screen="jackpots"
    jackpots={jackpots}
    failed={false}
    onRetry={NOTHING}
    wins={<WinsSectionView of="feed" wins={wins} failed={false} onRetry={NOTHING} />}
  />
);

export const JackpotFirstScreen = ({
  jackpot,
  wins,
}: Readonly<{ jackpot: Jackpot; wins: Page<Win> }>) => (
  <JackpotView
    data-first-screen="jackpot"
    jackpot={jackpot}
    failed={false}
    onRetry={NOTHING}
    // The games come with a read the page makes once it has the jackpot.
    games={<JackpotGamesRow games={undefined} failed={false} onRetry={NOTHING} />}
    wins={<WinsSectionView of="jackpot" wins={wins} failed={false} onRetry={NOTHING} />}
  />
);
