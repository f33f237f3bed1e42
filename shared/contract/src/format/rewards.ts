// The rules the bonus and cashback screens share (issue 19): how far a bonus's wagering has
// come, what a player may do with a bonus and whether doing it forfeits bonus money, and when
// the unseen-cashback popup shows (spec section 4). The profile and the cashier both use them.
import { centsOf, decimalOf } from './decimal';

/** A bonus's wagering requirement: what must be staked with its money, and what was. */
export interface Wager {
  readonly required: string;
  readonly wagered: string;
}

export interface WageringProgress {
  /** Whole percent done, 0..100 (floored, so 100 means really met). */
  readonly percent: number;
  /** What is still to be staked, never below zero. */
  readonly left: string;
}

export const wageringProgress = ({ required, wagered }: Wager): WageringProgress => {
  const need = centsOf(required);
  const done = centsOf(wagered) < 0n ? 0n : centsOf(wagered);
  if (need <= 0n) return { percent: 100, left: '0.00' };
  const percent = done >= need ? 100 : Number((done * 100n) / need);
  return { percent, left: decimalOf(done >= need ? 0n : need - done) };
};

/** What a player can do with a bonus in a status (see BonusStatus). */
export type BonusAction = 'activate' | 'deactivate' | 'remove';

/**
 * The actions a bonus offers: a new one can be activated or declined, an active one given up;
 * the others are history.
 */
export const bonusActions = (status: string): readonly BonusAction[] => {
  if (status === 'new') return ['activate', 'remove'];
  if (status === 'active') return ['deactivate'];
  return [];
};

/**
 * True when the action would forfeit bonus money: giving up an active bonus that still has
 * money, or activating one while another casino bonus is active (only one runs at a time).
 */
export const actionBurnsBonus = (
  action: BonusAction,
  bonus: Readonly<{ status: string; remaining?: string | null }>,
  anotherActive: boolean,
): boolean => {
  if (action === 'activate') return anotherActive;
  if (bonus.status !== 'active') return false;
  return bonus.remaining === null || bonus.remaining === undefined
    ? true
    : centsOf(bonus.remaining) > 0n;
};

/** The fields of a cashback the unseen rule reads. */
export interface CashbackSeen {
  readonly id: number;
  readonly status: string;
  readonly receiving_expired_at: string | null;
}

/**
 * Spec section 4: the unseen-cashback popup shows for a cashback whose id is not the stored
 * seen id (already_seen_cashback_id) when it is active, or paid out with no
 * receiving_expired_at.
 */
export const isUnseenCashback = (cashback: CashbackSeen, seenId: string | null): boolean => {
  if (seenId !== null && seenId === String(cashback.id)) return false;
  if (cashback.status === 'active') return true;
  return cashback.status === 'paid_out' && cashback.receiving_expired_at === null;
};
