// The winners page's first screen, drawn on the edge from its jackpots.getWinners read (the
// page's first step of the feed) with the page's own view (winners-view.tsx): the title, the
// lead and the newest wins as of the read, each game linked to its page, and "show more"
// where the page offers it. Money is written with its currency's code (lib/money.tsx). The
// page replaces it when it mounts.
import type { Page, Win } from '@omad/contract/api';
import { NOTHING } from '../../lib/inert';
import { WINNERS_STEP } from '../../lib/read-sizes';
import { WinnersView, hasMore } from './winners-view';

export const WinnersFirstScreen = ({ wins }: Readonly<{ wins: Page<Win> }>) => (
  <WinnersView
    data-first-screen="winners"
    wins={wins}
    pending={false}
    failed={false}
    onRetry={NOTHING}
    more={hasMore(wins, WINNERS_STEP)}
    onMore={NOTHING}
  />
);
