// What each layout slot shows while its widget loads: the widget's final size, so nothing
// shifts when it arrives. Used by the slots and by the shell's first frame.
import type { ReactElement } from 'react';
import { Skeleton } from '@omad/ui';
import type { SlotName } from '@omad/contract';

export const SLOT_SKELETONS: Readonly<Record<SlotName, ReactElement | null>> = {
  'header-nav': <Skeleton variant="text" width="60%" height={20} />,
  // As wide as the region keeps for a guest's account (layout.css).
  'header-account': (
    <Skeleton variant="block" width="var(--omad-header-account-width)" height={40} />
  ),
  footer: <Skeleton variant="block" width="100%" height={320} />,
  sidebar: <Skeleton variant="block" width="100%" height={400} />,
  'bottom-menu': <Skeleton variant="block" width="100%" height={56} />,
  'header-search': <Skeleton variant="block" width={40} height={40} />,
  // A guest's three rows of game tiles with their titles, as the widget draws them (the
  // height per breakpoint is in layout.css); a player's recently played row comes last.
  'home-games': (
    <Skeleton variant="block" width="100%" className="omad-slot-skeleton--home-games" />
  ),
  // The jackpot strip and the winners ticker at their final heights (layout.css).
  'home-jackpots': (
    <Skeleton variant="block" width="100%" className="omad-slot-skeleton--home-jackpots" />
  ),
  'home-winners': (
    <Skeleton variant="block" width="100%" className="omad-slot-skeleton--home-winners" />
  ),
  // The loyalty summary card (mf-loyalty) at its height (layout.css).
  'profile-loyalty': (
    <Skeleton variant="block" width="100%" className="omad-slot-skeleton--profile-loyalty" />
  ),
  'site-services': null,
  'account-services': null,
  // Nothing until a hint shows, and that waits for the player's own action (mf-auth).
  'account-hints': null,
};
