// Outcomes a browser test arranged for a player's next round (POST /api/_dev/next-round):
// 'top' makes that round draw the paytable's best line (a big win), 'loss' a losing draw (a
// test that needs a net loss, for a cashback, gets one without luck), 'jackpot' makes it hit
// the first jackpot (by id) that covers its game. Kept in memory on the platform instance, one per
// player (a later call replaces it), and used up by the round it rigs; production never has any.

export const RIGGED_OUTCOMES = ['top', 'loss', 'jackpot'] as const;
export type RiggedOutcome = (typeof RIGGED_OUTCOMES)[number];

/** The arranged outcome of each player's next round, by account id. */
export type RiggedRounds = Map<number, RiggedOutcome>;

export const isRiggedOutcome = (value: string): value is RiggedOutcome =>
  (RIGGED_OUTCOMES as readonly string[]).includes(value);

/** True (and the rig used up) when the player's next round was arranged to be `outcome`. */
export const takeRigged = (
  rigged: RiggedRounds,
  accountId: number,
  outcome: RiggedOutcome,
): boolean => {
  if (rigged.get(accountId) !== outcome) return false;
  rigged.delete(accountId);
  return true;
};
