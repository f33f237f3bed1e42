// Wagering: what a bonus's money stakes counts towards its requirement, and once `wagered`
// reaches it what is left of the money (never more than its balance holds) moves to the main
// balance (a bonus_release pair) and the bonus ends `wagered`, once: the status change keeps
// it from happening again. Casino bonuses are wagered by rounds (game-frames/round-funds.ts),
// betting bonuses by sports bets (sportsbook/placement.ts). The caller holds the balances row
// and the bonus row.
import type { Queryable } from '../db/db';
import { balanceOf, endBonus } from './bonuses';
import type { BonusRow } from './bonuses';
import { postEntry } from './ledger';
import { centsOf, decimalOf } from './money';

/** One play on a bonus's money. */
export interface BonusPlay {
  readonly accountId: number;
  readonly at: number;
  /** Bonus money staked (taken off the bonus's money). */
  readonly staked: string;
  /** What of it counts towards the requirement ('0.00' for a play the rule leaves out). */
  readonly counted: string;
  /** Won back onto the bonus's money. */
  readonly won: string;
}

const lower = (a: string, b: string): string => (centsOf(a) < centsOf(b) ? a : b);

/**
 * Adds a play to the bonus's wagering and money; releases the rest once the requirement is
 * met. `bonusBalance` is the bonus's balance after the play's own entries.
 */
export const wagerBonus = async (
  tx: Queryable,
  bonus: BonusRow,
  play: BonusPlay,
  bonusBalance: string,
): Promise<void> => {
  const [wagering] = await tx.query<{ wagered: string; required: string; remaining: string }>(
    `update bonuses set wagered = wagered + $2::numeric,
       remaining = remaining - $3::numeric + $4::numeric
     where id = $1
     returning wagered::text as wagered, wager_required::text as required,
       remaining::text as remaining`,
    [bonus.id, play.counted, play.staked, play.won],
  );
  if (!wagering) throw new Error(`bonus ${bonus.id} vanished`);
  if (centsOf(wagering.wagered) < centsOf(wagering.required)) return;
  const released = lower(wagering.remaining, bonusBalance);
  if (centsOf(released) > 0n) {
    const entry = {
      accountId: play.accountId,
      kind: 'bonus_release',
      reference: `bonus:${bonus.id}`,
      at: play.at,
    } as const;
    const off = await postEntry(tx, {
      ...entry,
      balance: balanceOf(bonus.kind),
      amount: decimalOf(-centsOf(released)),
    });
    const on = await postEntry(tx, { ...entry, balance: 'main', amount: released });
    if (!off || !on) throw new Error(`bonus ${bonus.id}: a release cannot overdraw`);
  }
  await endBonus(tx, bonus.id, 'wagered', play.at);
};
