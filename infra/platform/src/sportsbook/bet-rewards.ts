// What a settled sports bet does beyond its money, in its settlement's transaction and so once
// (a bet leaves `open` only once): it scores, by each tournament's rule over its stake and
// payout, in the tournaments the player takes part in that list the sportsbook among their
// games; and a bet that counts (won or lost at odds of BETTING_WAGER_MIN_ODDS or more, the
// betting bonus's own rule) earns loyalty points in the standard group, as a round does. A
// void or cashed-out bet counts for neither: nothing was won or lost on the match.
import type { Queryable } from '../db/db';
import { earnRoundPoints } from '../domain/loyalty-earning';
import { scoreRound } from '../domain/tournaments';

export interface SettledBet {
  readonly id: number;
  readonly accountId: number;
  readonly stake: string;
  readonly payout: string;
  /** Whether it counts: decided by its matches at odds the rule takes. */
  readonly counts: boolean;
}

/** The sportsbook game a bet belongs to (the platform has one), and the bet's currency. */
const playOf = async (tx: Queryable, betId: number) => {
  const [row] = await tx.query<{ sysname: string; currency: string }>(
    `select g.sysname, b.currency from sport_bets b
       cross join (select sysname from games where type = 'sportsbook' order by sysname limit 1) g
     where b.id = $1`,
    [betId],
  );
  return row;
};

export const rewardSettledBet = async (
  tx: Queryable,
  bet: SettledBet,
  at: number,
): Promise<void> => {
  if (!bet.counts) return;
  const play = await playOf(tx, bet.id);
  if (!play) return;
  const round = { accountId: bet.accountId, ...play, at };
  await scoreRound(tx, { ...round, bet: bet.stake, win: bet.payout });
  await earnRoundPoints(tx, { ...round, roundId: `sport-${bet.id}`, bet: bet.stake });
};
