// How many items the hall's public lists read first: shared by the pages' hooks and the page
// table (pages.ts), whose declared reads are the hooks' own, so this file imports nothing
// (the build config loads the table in Node).

/** Wins a jackpot page's wins section shows (jackpots.getWinners count). */
export const JACKPOT_WINS_SHOWN = 8;

/** Tournaments a status tab reads (tournaments.get count). */
export const TOURNAMENTS_SHOWN = 50;

/** Wins the winners page reads first and adds with "show more" (jackpots.getWinners count). */
export const WINNERS_STEP = 25;
