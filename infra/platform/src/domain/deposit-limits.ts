// The responsible-gaming deposit limits as they stand: one per period (day, week, month), all
// of which may be set at once; a deposit must fit under every one, so the one with the least
// left binds. A raise or removal waits out its cooling-off (deposit-limit-changes.ts); once
// its time has come it counts as applied here, before anything writes it down. What a limit
// has used counts every deposit of the period not yet failed. Periods are counted in Tashkent
// time (UTC+5, no daylight saving).
import type { LimitPeriodName } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { centsOf, decimalOf } from './money';

const DAY_MS = 86_400_000;
const TASHKENT_OFFSET_MS = 5 * 3_600_000;

export type LimitPeriod = LimitPeriodName;
/** The periods in the order every answer lists them. */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** The period `at` falls in: [start, end) in epoch milliseconds. */
export const periodAround = (period: LimitPeriod, at: number): { start: number; end: number } => {
  const local = at + TASHKENT_OFFSET_MS;
  if (period === 'month') {
    const date = new Date(local);
    const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - TASHKENT_OFFSET_MS;
    const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - TASHKENT_OFFSET_MS;
    return { start, end };
  }
  const day = Math.floor(local / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts days since Monday.
  const first = period === 'week' ? day - ((day + 3) % 7) : day;
  const start = first * DAY_MS - TASHKENT_OFFSET_MS;
  return { start, end: start + (period === 'week' ? 7 : 1) * DAY_MS };
};

/** A raise (an amount) or a removal (null) waiting for its time. */
export interface PendingChange {
  readonly amount: string | null;
  readonly appliesAt: number;
}

/** A period's limit as stored: the one in force and the change waiting. */
export interface LimitRule {
  readonly period: LimitPeriod;
  /** A decimal string with two places. */
  readonly limit: string;
  readonly pending: PendingChange | null;
}

interface RuleRow {
  readonly period: LimitPeriod;
  readonly limit_amount: string;
  readonly pending_amount: string | null;
  readonly pending_applies_at: number | null;
}

/** A row as it stands at `at`: a change whose time has come is in force; a removal, gone. */
const ruleAt = (row: RuleRow, at: number): LimitRule | null => {
  const appliesAt = row.pending_applies_at === null ? null : Number(row.pending_applies_at);
  if (appliesAt === null) return { period: row.period, limit: row.limit_amount, pending: null };
  if (appliesAt <= at) {
    return row.pending_amount === null
      ? null
      : { period: row.period, limit: row.pending_amount, pending: null };
  }
  return {
    period: row.period,
    limit: row.limit_amount,
    pending: { amount: row.pending_amount, appliesAt },
  };
};

/** The account's rules in force at `at`, in period order. */
export const limitRulesOf = async (
  db: Queryable,
  accountId: number,
  at: number,
): Promise<LimitRule[]> => {
  const rows = await db.query<RuleRow>(
    `select period, limit_amount::text as limit_amount, pending_amount::text as pending_amount,
       pending_applies_at
     from deposit_limit_rules where account_id = $1`,
    [accountId],
  );
  return LIMIT_PERIODS.flatMap((period) => {
    const row = rows.find((candidate) => candidate.period === period);
    const rule = row && ruleAt(row, at);
    return rule ? [rule] : [];
  });
};

/** A period's limit as of a moment: what it allows and what is left of it. */
export interface DepositLimitState {
  readonly period: LimitPeriod;
  /** Decimal strings. */
  readonly limit: string;
  readonly used: string;
  readonly available: string;
  /** When the period ends (epoch ms). */
  readonly periodEnd: number;
  readonly pending: PendingChange | null;
}

/** What the deposits of `period` around `at` have used (asked for, on their way or paid). */
const usedIn = async (db: Queryable, accountId: number, start: number, end: number) => {
  // Deposits asked for or on their way count as well as paid ones: a limit is a promise
  // about what may reach the account, so only failed and cancelled ones give room back.
  const [sum] = await db.query<{ used: string }>(
    `select coalesce(sum(amount), 0)::text as used from cashier_transactions
     where account_id = $1 and type = 'deposit' and status in ('new', 'pending', 'success')
       and created_at >= $2 and created_at < $3`,
    [accountId, start, end],
  );
  return centsOf(sum?.used ?? '0');
};

/** Every limit of the account in force at `at`, with what its period has used. */
export const depositLimitsOf = async (
  db: Queryable,
  accountId: number,
  at: number,
): Promise<DepositLimitState[]> => {
  const states: DepositLimitState[] = [];
  for (const rule of await limitRulesOf(db, accountId, at)) {
    const { start, end } = periodAround(rule.period, at);
    const used = await usedIn(db, accountId, start, end);
    const left = centsOf(rule.limit) - used;
    states.push({
      period: rule.period,
      limit: decimalOf(centsOf(rule.limit)),
      used: decimalOf(used),
      available: decimalOf(left > 0n ? left : 0n),
      periodEnd: end,
      pending: rule.pending,
    });
  }
  return states;
};

/** The limit that binds first: the least left (the shorter period on a tie); none without. */
export const bindingLimit = (states: readonly DepositLimitState[]): DepositLimitState | undefined =>
  states.reduce<DepositLimitState | undefined>(
    (least, state) =>
      least === undefined || centsOf(state.available) < centsOf(least.available) ? state : least,
    undefined,
  );

/** The deposit would take the player past one of their deposit limits (the binding one). */
export class DepositLimitExceededError extends Error {
  constructor(readonly state: DepositLimitState) {
    super(`the deposit limit leaves ${state.available} this ${state.period}`);
  }
}

/** Throws DepositLimitExceededError when `amount` does not fit under every limit. */
export const checkDepositLimits = async (
  db: Queryable,
  accountId: number,
  amount: string,
  at: number,
): Promise<void> => {
  const states = await depositLimitsOf(db, accountId, at);
  const exceeded = bindingLimit(
    states.filter((state) => centsOf(amount) > centsOf(state.available)),
  );
  if (exceeded) throw new DepositLimitExceededError(exceeded);
};
