// Deposits from request to money: a deposit is recorded under the lock of the player's
// balances row, where the responsible-gaming deposit limit is checked against every deposit
// of the period not yet failed (so two racing requests cannot both slip under it); the
// simulated provider then settles it by a signed callback (domain/cashier.ts settleDeposit).
// A payment the provider holds as pending is resolved later by a schedule; a deposit never
// paid expires. Periods are counted in Tashkent time (UTC+5, no daylight saving).
import type { Db, Queryable } from '../db/db';
import {
  openDeposit,
  transactionById,
  type CashierRequest,
  type CashierTransaction,
  type Made,
  type ProviderVerdict,
} from './cashier';
import { lockBalances } from './ledger';
import { centsOf, decimalOf } from './money';

const DAY_MS = 86_400_000;
const TASHKENT_OFFSET_MS = 5 * 3_600_000;
/** A deposit not paid within this time is cancelled (the provider's page has expired). */
export const UNPAID_DEPOSIT_TTL_MS = 30 * 60_000;

export type LimitPeriod = 'day' | 'week' | 'month';

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

/** A player's deposit limit as of a moment. */
export interface DepositLimitState {
  readonly period: LimitPeriod;
  /** Decimal strings. */
  readonly limit: string;
  readonly used: string;
  readonly available: string;
  /** When the period ends (epoch ms). */
  readonly periodEnd: number;
}

/** The account's limit and what its deposits of the current period have used of it. */
export const depositLimitOf = async (
  db: Queryable,
  accountId: number,
  at: number,
): Promise<DepositLimitState | undefined> => {
  const [row] = await db.query<{ period: LimitPeriod; limit_amount: string }>(
    'select period, limit_amount::text as limit_amount from deposit_limits where account_id = $1',
    [accountId],
  );
  if (!row) return undefined;
  const { start, end } = periodAround(row.period, at);
  // Deposits asked for or on their way count as well as paid ones: a limit is a promise
  // about what may reach the account, so only failed and cancelled ones give room back.
  const [sum] = await db.query<{ used: string }>(
    `select coalesce(sum(amount), 0)::text as used from cashier_transactions
     where account_id = $1 and type = 'deposit' and status in ('new', 'pending', 'success')
       and created_at >= $2 and created_at < $3`,
    [accountId, start, end],
  );
  const used = centsOf(sum?.used ?? '0');
  const left = centsOf(row.limit_amount) - used;
  return {
    period: row.period,
    limit: decimalOf(centsOf(row.limit_amount)),
    used: decimalOf(used),
    available: decimalOf(left > 0n ? left : 0n),
    periodEnd: end,
  };
};

/** The deposit would take the player past their deposit limit. */
export class DepositLimitExceededError extends Error {
  constructor(readonly state: DepositLimitState) {
    super(`the deposit limit leaves ${state.available} this ${state.period}`);
  }
}

/**
 * Records a deposit request (status new) within the player's deposit limit, or answers the one
 * its key already made (a retry is never refused by the limit its first try used up).
 */
export const startDeposit = (
  db: Db,
  request: CashierRequest & { readonly offerId: number | null },
): Promise<Made> =>
  db.transaction(async (tx) => {
    if (!(await lockBalances(tx, request.accountId))) {
      throw new Error(`account ${request.accountId} has no balances`);
    }
    const [earlier] = await tx.query<{ id: number }>(
      'select id from cashier_transactions where account_id = $1 and idempotency_key = $2',
      [request.accountId, request.key],
    );
    if (!earlier) {
      const limit = await depositLimitOf(tx, request.accountId, request.at);
      if (limit && centsOf(request.amount) > centsOf(limit.available)) {
        throw new DepositLimitExceededError(limit);
      }
    }
    return openDeposit(tx, request);
  });

/** Marks a deposit as with the provider, waiting for its word. */
export const markPending = async (db: Queryable, id: number, at: number): Promise<void> => {
  await db.query(
    `update cashier_transactions set status = 'pending', updated_at = $2
     where id = $1 and type = 'deposit' and status = 'new'`,
    [id, at],
  );
};

/** The provider will give its final word on a pending payment at `dueAt`. */
export const scheduleVerdict = async (
  db: Queryable,
  id: number,
  verdict: Exclude<ProviderVerdict, 'pending'>,
  dueAt: number,
): Promise<void> => {
  await db.query(
    `insert into payment_schedules (transaction_id, status, due_at) values ($1, $2, $3)
     on conflict (transaction_id) do update set status = excluded.status, due_at = excluded.due_at`,
    [id, verdict, dueAt],
  );
};

/** A verdict whose time has come, taken off the schedule (each is handed out once). */
export interface DueVerdict {
  readonly transaction: CashierTransaction;
  readonly verdict: Exclude<ProviderVerdict, 'pending'>;
}

/**
 * Takes the scheduled verdicts due at `at`, and cancels deposits left unpaid past their time.
 * Rows are claimed with `for update skip locked`, so two platform processes never hand out
 * the same verdict twice (and a verdict applied twice would be a replay anyway).
 */
export const takeDueVerdicts = (db: Db, at: number): Promise<DueVerdict[]> =>
  db.transaction(async (tx) => {
    const due = await tx.query<{ transaction_id: number; status: DueVerdict['verdict'] }>(
      `delete from payment_schedules where transaction_id in (
         select transaction_id from payment_schedules where due_at <= $1
         order by due_at limit 100 for update skip locked)
       returning transaction_id::int as transaction_id, status`,
      [at],
    );
    const stale = await tx.query<{ id: number }>(
      `select id::int as id from cashier_transactions
       where type = 'deposit' and status = 'new' and created_at <= $1
       order by id limit 100 for update skip locked`,
      [at - UNPAID_DEPOSIT_TTL_MS],
    );
    const verdicts: { id: number; verdict: DueVerdict['verdict'] }[] = [
      ...due.map((row) => ({ id: row.transaction_id, verdict: row.status })),
      ...stale.map((row) => ({ id: row.id, verdict: 'cancel' as const })),
    ];
    const out: DueVerdict[] = [];
    for (const { id, verdict } of verdicts) {
      const transaction = await transactionById(tx, id);
      if (transaction) out.push({ transaction, verdict });
    }
    return out;
  });
