// Time-outs and self-exclusion (responsibleGaming.exclude): how long each period lasts, and the
// refusal everything that would let an excluded player gamble meets (real-money play,
// deposits, bonuses and promotions). Signing in, the account's pages and withdrawals stay open.
import { ErrorType, ExclusionPeriod, TIMEOUT_PERIODS } from '@omad/contract/api';
import type { Exclusion, ExclusionPeriodName } from '@omad/contract/api';
import { ApiError } from '../http/errors';
import { exclusionOf } from './accounts';
import type { AccountRow } from './accounts';

const HOUR_MS = 3_600_000;

export const isExclusionPeriod = (value: string): value is ExclusionPeriodName =>
  (Object.values(ExclusionPeriod) as string[]).includes(value);

export const exclusionKindOf = (period: ExclusionPeriodName): Exclusion['kind'] =>
  TIMEOUT_PERIODS.includes(period) ? 'timeout' : 'self_exclusion';

/** `at` plus whole calendar months; a day the target month lacks becomes its last day. */
const addMonths = (at: number, months: number): number => {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  date.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return date.getTime();
};

/** When an exclusion of `period` started at `at` ends. */
export const exclusionEnd = (period: ExclusionPeriodName, at: number): number => {
  switch (period) {
    case '24h':
      return at + 24 * HOUR_MS;
    case '7d':
      return at + 7 * 24 * HOUR_MS;
    case '1m':
      return addMonths(at, 1);
    case '6m':
      return addMonths(at, 6);
    case '1y':
      return addMonths(at, 12);
    case '2y':
      return addMonths(at, 24);
    case '5y':
      return addMonths(at, 60);
  }
};

export const restricted = (exclusion: Exclusion): ApiError =>
  new ApiError(
    ErrorType.ResponsibleGamingRestriction,
    exclusion.kind === 'timeout'
      ? 'The account is on a time-out'
      : 'The account is self-excluded from gambling',
    { data: { kind: exclusion.kind, until: exclusion.until } },
  );

/** Throws ResponsibleGamingRestrictionException while the account's exclusion is in force. */
export const refuseWhileExcluded = (
  account: Pick<AccountRow, 'exclusion_kind' | 'exclusion_until'>,
  at: number,
): void => {
  const exclusion = exclusionOf(account, at);
  if (exclusion) throw restricted(exclusion);
};
