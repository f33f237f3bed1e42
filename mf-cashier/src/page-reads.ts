// What mf-cashier's pages read first, declared for the edge (recorded in this remote's
// manifest by the build preset): the deposit reads nothing public (its methods are the
// player's), but its first screen (first-screen.tsx) draws the heading, the cashier's
// navigation and the places of the methods and the form with the shell's first frame.
// The edge draws it only for a request with a session (a guest is sent home).
import type { PageReads } from '@omad/contract/pages';

export const PAGE_READS: readonly PageReads[] = [
  { route: '/cashier/deposit', reads: [], firstScreen: true },
];
