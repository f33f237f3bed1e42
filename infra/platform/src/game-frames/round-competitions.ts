// What a fresh real-money round (main or bonus money: free spins and demo never take part)
// does beyond its own money, in its transaction: it grows the jackpots that cover its game and
// may hit them (domain/jackpots.ts), a win of 10x the bet or more joins the winners feed, and
// it scores in the tournaments the player takes part in (domain/tournaments.ts). playRound
// calls it only for a round it has just recorded, never for a retried round id.
import type { Services } from '../config';
import type { Queryable } from '../db/db';
import { isBigWin, multiplierOf } from '../domain/competition-rules';
import { playJackpots } from '../domain/jackpots';
import type { JackpotHit } from '../domain/jackpots';
import { scoreRound } from '../domain/tournaments';
import { publicNameOfAccount, recordWin } from '../domain/wins';
import { takeRigged } from './rigged-rounds';

/** A round just recorded, staked with money. */
export interface CompetingRound {
  readonly accountId: number;
  readonly sysname: string;
  readonly currency: string;
  readonly roundId: string;
  readonly bet: string;
  readonly win: string;
  readonly at: number;
}

/** Plays the round's part in jackpots, the feed and tournaments; answers its first hit. */
export const competeRound = async (
  tx: Queryable,
  services: Services,
  round: CompetingRound,
): Promise<JackpotHit | undefined> => {
  let name: Promise<string> | undefined;
  const playerName = () => (name ??= publicNameOfAccount(tx, round.accountId));
  const hits = await playJackpots(tx, round, {
    chance: services.jackpotChance,
    rigged: () =>
      !services.production && takeRigged(services.riggedRounds, round.accountId, 'jackpot'),
    playerName,
  });
  if (isBigWin(round.bet, round.win)) {
    await recordWin(tx, {
      kind: 'round',
      multiplier: multiplierOf(round.bet, round.win),
      accountId: round.accountId,
      playerName: await playerName(),
      sysname: round.sysname,
      currency: round.currency,
      amount: round.win,
      roundId: round.roundId,
      at: round.at,
    });
  }
  await scoreRound(tx, round);
  return hits[0];
};
