// The pure parts of the responsible-gaming page: what a typed limit amount sends, what a change
// will do (apply now, or wait out the cooling-off), and how long is left until a pending change
// applies.
import { compareDecimal, normalizeDecimal } from '@omad/contract/format';
import type { DepositLimitRule } from '@omad/contract/api';

/** A typed amount as the platform takes it (digits, at most 2 decimals), or null when it is not one. */
export const limitAmountOf = (typed: string): string | null => {
  const compact = typed.replace(/[\s,]/g, '');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(compact)) return null;
  const amount = normalizeDecimal(compact);
  return compareDecimal(amount, '0') > 0 ? amount : null;
};

export type LimitChange = 'now' | 'cooling-off' | 'none';

/**
 * What setting `amount` (null removes) does to a period's limit: a first or lower limit applies
 * now, a higher one or a removal waits out the cooling-off, the same one changes nothing.
 */
export const changeOf = (rule: DepositLimitRule, amount: string | null): LimitChange => {
  const current = rule.limit_amount;
  if (current === null) return amount === null ? 'none' : 'now';
  if (amount === null) return 'cooling-off';
  const order = compareDecimal(amount, current);
  return order < 0 ? 'now' : order > 0 ? 'cooling-off' : 'none';
};

export type Remaining = Readonly<{ hours: number; minutes: number; seconds: number }>;

/** Time left until `at` (ISO) from `now` (ms), never below zero. */
export const remainingUntil = (at: string, now: number): Remaining => {
  const left = Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
};

/** A countdown as a clock: 23:59:05. */
export const clockOf = ({ hours, minutes, seconds }: Remaining): string =>
  [hours, minutes, seconds]
    .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0')))
    .join(':');
