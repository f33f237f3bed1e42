// The pure rules of jackpots, tournaments and the winners feed, on exact decimals (whole cents
// as bigint, never floats): a jackpot's share of a bet, a round's multiplier, what a big win is,
// how each tournament rule scores a round, a tournament's phase, and its prizes.
import type { TournamentRuleValue, TournamentStatusValue } from '@omad/contract/api';
import { centsOf, decimalOf } from './money';

/** A round wins big (the winners feed) from this many times its bet. */
export const BIG_WIN_MULTIPLIER = 10n;

/** The tournament rules the platform scores by (the contract's TournamentRule). */
export const TOURNAMENT_RULES: readonly TournamentRuleValue[] = [
  'total_bet',
  'total_win',
  'max_multiplier',
];

export const isTournamentRule = (value: string): value is TournamentRuleValue =>
  (TOURNAMENT_RULES as readonly string[]).includes(value);

export const TOURNAMENT_STATUSES: readonly TournamentStatusValue[] = [
  'upcoming',
  'active',
  'finished',
];

/** What a bet adds to a jackpot: bet × percent / 100, cut to whole cents (never rounded up). */
export const contributionOf = (bet: string, percent: string): string =>
  decimalOf((centsOf(bet) * centsOf(percent)) / 10_000n);

/** Win divided by bet with two places, cut (not rounded): 12,345 on 1,000 is '12.34'. */
export const multiplierOf = (bet: string, win: string): string => {
  const stake = centsOf(bet);
  if (stake <= 0n) throw new Error(`a multiplier needs a positive bet, not ${bet}`);
  return decimalOf((centsOf(win) * 100n) / stake);
};

/** True when the win is at least BIG_WIN_MULTIPLIER times a positive bet. */
export const isBigWin = (bet: string, win: string): boolean =>
  centsOf(bet) > 0n && centsOf(win) >= BIG_WIN_MULTIPLIER * centsOf(bet);

/**
 * A participant's score after one scoring round: total_bet adds the bet, total_win the win,
 * max_multiplier keeps the greater of the score and the round's multiplier (multiplierOf).
 */
export const scoreAfter = (
  rule: TournamentRuleValue,
  score: string,
  bet: string,
  win: string,
): string => {
  switch (rule) {
    case 'total_bet':
      return decimalOf(centsOf(score) + centsOf(bet));
    case 'total_win':
      return decimalOf(centsOf(score) + centsOf(win));
    case 'max_multiplier': {
      const multiplier = multiplierOf(bet, win);
      return centsOf(multiplier) > centsOf(score) ? multiplier : decimalOf(centsOf(score));
    }
  }
};

/** A tournament's period: [starts_at, ends_at) in epoch milliseconds. */
export interface Period {
  readonly starts_at: number;
  readonly ends_at: number;
}

/** The phase of a period at `at`: before it, during it, after it (ends_at is exclusive). */
export const statusAt = (period: Period, at: number): TournamentStatusValue => {
  if (at < period.starts_at) return 'upcoming';
  return at < period.ends_at ? 'active' : 'finished';
};

/** The prize of places `from` to `to` (both included), each place's amount a decimal. */
export interface StoredPrize {
  readonly from: number;
  readonly to: number;
  readonly amount: string;
}

/** Every prize together: each amount times its number of places. */
export const prizePoolOf = (prizes: readonly StoredPrize[]): string =>
  decimalOf(
    prizes.reduce(
      (sum, prize) => sum + centsOf(prize.amount) * BigInt(Math.max(0, prize.to - prize.from + 1)),
      0n,
    ),
  );

/** The prize of a place; null when no prize covers it. */
export const prizeOfPlace = (prizes: readonly StoredPrize[], place: number): string | null =>
  prizes.find((prize) => prize.from <= place && place <= prize.to)?.amount ?? null;
