// Deposits from request to money: a deposit is recorded under the lock of the player's
// balances row, where every responsible-gaming deposit limit is checked against the deposits
// of its period not yet failed (domain/deposit-limits.ts; so two racing requests cannot both
// slip under one); the simulated provider then settles it by a signed callback
// (domain/cashier.ts settleDeposit). A payment the provider holds as pending is resolved later
// by a schedule; a deposit never paid expires.
import type { Db, Queryable } from '../db/db';
import {
  openDeposit,
  transactionById,
  type CashierRequest,
  type CashierTransaction,
  type Made,
  type ProviderVerdict,
} from './cashier';
import { checkDepositLimits } from './deposit-limits';
import { lockBalances } from './ledger';

/** A deposit not paid within this time is cancelled (the provider's page has expired). */
export const UNPAID_DEPOSIT_TTL_MS = 30 * 60_000;

/**
 * Records a deposit request (status new) within the player's deposit limits, or answers the one
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
    if (!earlier) await checkDepositLimits(tx, request.accountId, request.amount, request.at);
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
