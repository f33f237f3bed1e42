// The cashback rule: a player gets back CASHBACK.percent of the real money they lost in a week
// (Tashkent time, Monday to Monday): stakes minus wins of the rounds played with main money.
// Bonus money, free spins and demo rounds never count, and a week won or broken even gives
// nothing. The amount is cut to whole cents (never rounded up, like a payout).
import type { RoundFundsKind } from '@omad/contract/api';
import { periodAround } from './deposit-limits';
import { centsOf, decimalOf } from './money';

const DAY_MS = 86_400_000;

export const CASHBACK = {
  /** Of the week's net real-money loss. */
  percent: 10,
  /** A cashback can be taken (cashbacks.payout) until this long after its week ended. */
  takeWithinMs: 7 * DAY_MS,
  /**
   * A week is computed only this long after it ended, so a round that started before the end
   * and was still being written when it came is counted.
   */
  settleMs: 5 * 60_000,
} as const;

/** A round as the rule reads it. */
export interface CashbackRound {
  readonly bet: string;
  readonly win: string;
  readonly funds: RoundFundsKind;
}

/** Stakes minus wins of the real-money (main) rounds, as a decimal; negative when won. */
export const netRealLoss = (rounds: readonly CashbackRound[]): string =>
  decimalOf(
    rounds
      .filter((round) => round.funds === 'main')
      .reduce((sum, round) => sum + centsOf(round.bet) - centsOf(round.win), 0n),
  );

/** The cashback of a net loss: `percent` of it in whole cents; null when there is none. */
export const cashbackOfLoss = (loss: string, percent: number = CASHBACK.percent): string | null => {
  const cents = centsOf(loss);
  if (cents <= 0n) return null;
  const cashback = (cents * BigInt(percent)) / 100n;
  return cashback > 0n ? decimalOf(cashback) : null;
};

/** The cashback of a period's rounds; null when they earn none. */
export const cashbackOf = (
  rounds: readonly CashbackRound[],
  percent: number = CASHBACK.percent,
): string | null => cashbackOfLoss(netRealLoss(rounds), percent);

/** A period of rounds: [start, end) in epoch milliseconds. */
export interface CashbackPeriod {
  readonly start: number;
  readonly end: number;
}

/**
 * The week the sweep computes at `at`: the last one that ended at least CASHBACK.settleMs ago.
 * Older weeks are never computed: their cashback could no longer be taken.
 */
export const weekToCompute = (at: number): CashbackPeriod => {
  const current = periodAround('week', at - CASHBACK.settleMs);
  return { start: current.start - 7 * DAY_MS, end: current.start };
};
