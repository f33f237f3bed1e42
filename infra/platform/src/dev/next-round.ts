// POST /api/_dev/next-round: arranges the outcome of a player's next fresh real-money round
// (main or bonus money), so a browser test can make "a big win just made" or a jackpot hit
// happen when it wants: 'top' draws the paytable's best line (20x, a big win of the feed);
// 'jackpot' hits the first jackpot, by id, covering the game of the next such round that some
// jackpot covers (rounds on other games leave it waiting). One outcome per player, used up by
// the round it rigs (game-frames/rigged-rounds.ts).
import type { AccountRow } from '../domain/accounts';
import { invalidParameter } from '../http/errors';
import { requiredString } from '../http/params';
import type { Params } from '../http/params';
import { isRiggedOutcome } from '../game-frames/rigged-rounds';
import type { RiggedOutcome, RiggedRounds } from '../game-frames/rigged-rounds';

export const rigNextRound = (
  rigged: RiggedRounds,
  account: AccountRow,
  params: Params,
): { outcome: RiggedOutcome } => {
  const outcome = requiredString(params, 'outcome');
  if (!isRiggedOutcome(outcome)) throw invalidParameter('outcome', 'INVALID');
  rigged.set(Number(account.id), outcome);
  return { outcome };
};
