// Points earned by a fresh real-money round (main or bonus money; never a free spin, demo or a
// replayed round id: playRound calls this beside competeRound, in the round's transaction,
// only for a round it has just recorded). The stake is counted in its game type's earning
// group, and the round earns the whole points the group's total gains (loyalty-rules.ts).
import type { Queryable } from '../db/db';
import { centsOf, decimalOf } from './money';
import { lockMember, movePoints } from './loyalty-points';
import type { MemberRow } from './loyalty-points';
import { earningGroupOf, pointsOfBet, ratesFor } from './loyalty-rules';
import type { EarningGroup } from './loyalty-rules';

/** A round just recorded, staked with money. */
export interface EarningRound {
  readonly accountId: number;
  readonly sysname: string;
  readonly currency: string;
  readonly roundId: string;
  readonly bet: string;
  readonly at: number;
}

// A group names a column in a statement: only these two ever may.
const STAKED_COLUMN = {
  standard: 'staked_standard',
  live: 'staked_live',
} as const satisfies Record<EarningGroup, keyof MemberRow>;

/** Counts the round's stake and credits the points it earns; answers those points. */
export const earnRoundPoints = async (tx: Queryable, round: EarningRound): Promise<number> => {
  const [game] = await tx.query<{ type: string }>('select type from games where sysname = $1', [
    round.sysname,
  ]);
  const group = game && earningGroupOf(game.type);
  if (!group) return 0;
  const member = await lockMember(tx, round.accountId, round.at);
  const column = STAKED_COLUMN[group];
  const staked = member[column];
  const points = pointsOfBet(staked, round.bet, ratesFor(round.currency).stakePerPoint[group]);
  await tx.query(`update loyalty_members set ${column} = $2::numeric where account_id = $1`, [
    round.accountId,
    decimalOf(centsOf(staked) + centsOf(round.bet)),
  ]);
  if (points === 0) return 0;
  const moved = await movePoints(tx, {
    accountId: round.accountId,
    kind: 'round',
    points,
    reference: `round:${round.roundId}`,
    at: round.at,
  });
  return moved ? points : 0;
};
