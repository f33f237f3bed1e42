// The cashier's money moves: deposits and withdrawals as transactions, each made by a request
// with an idempotency key (a retried request finds what the first one made), and balance
// changes only as ledger entries. A deposit credits the main balance once, when the payment
// provider's callback says it succeeded (a replayed callback finds its id already applied);
// a withdrawal is taken off the main balance when it is requested, never below zero, and
// given back once if it is cancelled; it forfeits an active casino bonus (domain/bonuses.ts). Every move on an account runs under the lock of its
// balances row (or of the transaction's row, then the balances'), so two platform processes
// on one database serialise on PostgreSQL's row locks, not on anything in memory.
import type { Db, Queryable } from '../db/db';
import { forfeitForWithdrawal } from './bonuses';
import { grantDepositBonus } from './deposit-bonus';
import { lockBalances, postEntry } from './ledger';
import { centsOf, normalizeDecimal } from './money';

export const CASHIER_STATUSES = ['new', 'pending', 'success', 'fail', 'cancel'] as const;
export type CashierStatus = (typeof CASHIER_STATUSES)[number];
export type CashierType = 'deposit' | 'withdrawal';

/** What the provider may say about a deposit. */
export type ProviderVerdict = Exclude<CashierStatus, 'new'>;

/** A status nothing changes any more. */
export const isFinal = (status: CashierStatus): boolean =>
  status === 'success' || status === 'fail' || status === 'cancel';

export interface CashierTransaction {
  readonly id: number;
  readonly account_id: number;
  readonly type: CashierType;
  readonly method: string;
  /** Decimal string with two places. */
  readonly amount: string;
  readonly currency: string;
  readonly status: CashierStatus;
  readonly idempotency_key: string;
  readonly campaign_offer_id: number | null;
  readonly requisites: Readonly<Record<string, unknown>>;
  readonly domain: string | null;
  readonly created_at: number;
  readonly updated_at: number | null;
}

/** The columns of a CashierTransaction, for a select from cashier_transactions. */
export const TRANSACTION_COLUMNS = `id::int as id, account_id, type, method, amount::text as amount, currency, status,
  idempotency_key, campaign_offer_id, requisites, domain, created_at::float8 as created_at,
  updated_at::float8 as updated_at`;

/** What a request to move money asks for. */
export interface CashierRequest {
  readonly accountId: number;
  readonly method: string;
  /** A positive decimal string. */
  readonly amount: string;
  readonly currency: string;
  /** The request's idempotency key: the same key is the same request. */
  readonly key: string;
  readonly requisites: Readonly<Record<string, unknown>>;
  readonly domain: string | null;
  readonly at: number;
}

/** The answer to a request: its transaction, and whether this call made it. */
export interface Made {
  readonly transaction: CashierTransaction;
  readonly created: boolean;
}

/** The request's key was used before for a different request. */
export class KeyReusedError extends Error {
  constructor() {
    super('the idempotency key was used for another request');
  }
}

/** A withdrawal larger than the main balance. */
export class InsufficientFundsError extends Error {
  constructor(readonly withdrawable: string) {
    super('the withdrawal is larger than the main balance');
  }
}

const byKey = async (
  db: Queryable,
  accountId: number,
  key: string,
): Promise<CashierTransaction | undefined> =>
  (
    await db.query<CashierTransaction>(
      `select ${TRANSACTION_COLUMNS} from cashier_transactions where account_id = $1 and idempotency_key = $2`,
      [accountId, key],
    )
  )[0];

/** The transaction a repeated key found, if it is the same request; else KeyReusedError. */
const sameRequest = (
  found: CashierTransaction,
  type: CashierType,
  request: CashierRequest,
): CashierTransaction => {
  const same =
    found.type === type &&
    found.method === request.method &&
    centsOf(found.amount) === centsOf(request.amount) &&
    found.currency === request.currency;
  if (!same) throw new KeyReusedError();
  return found;
};

/** Records a deposit request (status new), or answers the one its key already made. */
export const openDeposit = async (
  db: Queryable,
  request: CashierRequest & { readonly offerId: number | null },
): Promise<Made> => {
  const [made] = await db.query<CashierTransaction>(
    `insert into cashier_transactions (account_id, type, method, amount, currency, status,
       idempotency_key, campaign_offer_id, requisites, domain, created_at)
     values ($1, 'deposit', $2, $3::numeric, $4, 'new', $5, $6, $7::jsonb, $8, $9)
     on conflict (account_id, idempotency_key) do nothing
     returning ${TRANSACTION_COLUMNS}`,
    [
      request.accountId,
      request.method,
      normalizeDecimal(request.amount),
      request.currency,
      request.key,
      request.offerId,
      JSON.stringify(request.requisites),
      request.domain,
      request.at,
    ],
  );
  if (made) return { transaction: made, created: true };
  const found = await byKey(db, request.accountId, request.key);
  if (!found) throw new Error('a deposit key conflicted with nothing');
  return { transaction: sameRequest(found, 'deposit', request), created: false };
};

/** One transaction by id, of the account when one is given. */
export const transactionById = async (
  db: Queryable,
  id: number,
  accountId?: number,
): Promise<CashierTransaction | undefined> =>
  (
    await db.query<CashierTransaction>(
      `select ${TRANSACTION_COLUMNS} from cashier_transactions
       where id = $1 and ($2::int is null or account_id = $2::int)`,
      [id, accountId ?? null],
    )
  )[0];

/** The provider's word on a deposit, identified by the callback's own id. */
export interface Callback {
  readonly callbackId: string;
  readonly transactionId: number;
  readonly status: ProviderVerdict;
  readonly at: number;
}

/** What applying a callback did. */
export interface Settled {
  /** False for a replayed callback, or one about a deposit already final. */
  readonly applied: boolean;
  readonly transaction: CashierTransaction;
}

/**
 * Applies a provider callback once: a success credits the deposit to the main balance (one
 * ledger entry) and grants its offer's bonus, fail and cancel only end it, pending marks it
 * waiting. A callback id seen
 * before changes nothing, nor does any callback about a deposit that has already ended.
 */
export const settleDeposit = (db: Db, callback: Callback): Promise<Settled> =>
  db.transaction(async (tx) => {
    const [deposit] = await tx.query<CashierTransaction>(
      `select ${TRANSACTION_COLUMNS} from cashier_transactions where id = $1 and type = 'deposit' for update`,
      [callback.transactionId],
    );
    if (!deposit) throw new Error(`no deposit ${callback.transactionId}`);
    const fresh = await tx.query(
      `insert into payment_callbacks (callback_id, transaction_id, status, received_at)
       values ($1, $2, $3, $4) on conflict (callback_id) do nothing returning callback_id`,
      [callback.callbackId, callback.transactionId, callback.status, callback.at],
    );
    if (fresh.length === 0 || isFinal(deposit.status))
      return { applied: false, transaction: deposit };
    if (callback.status === 'success') {
      await lockBalances(tx, deposit.account_id);
      const credited = await postEntry(tx, {
        accountId: deposit.account_id,
        balance: 'main',
        amount: deposit.amount,
        kind: 'deposit',
        reference: `deposit:${deposit.id}`,
        at: callback.at,
      });
      if (!credited) throw new Error(`account ${deposit.account_id} has no balances`);
      // The offer the deposit was made with grants its bonus (new), once per deposit.
      await grantDepositBonus(tx, deposit, callback.at);
    }
    const [updated] = await tx.query<CashierTransaction>(
      `update cashier_transactions set status = $2, updated_at = $3 where id = $1
       returning ${TRANSACTION_COLUMNS}`,
      [deposit.id, callback.status, callback.at],
    );
    if (!updated) throw new Error(`deposit ${deposit.id} vanished`);
    return { applied: true, transaction: updated };
  });

/**
 * Takes a withdrawal off the main balance and records it as pending, or answers the one its
 * key already made. More than the main balance is refused with nothing written.
 */
export const requestWithdrawal = (db: Db, request: CashierRequest): Promise<Made> =>
  db.transaction(async (tx) => {
    const balances = await lockBalances(tx, request.accountId);
    if (!balances) throw new Error(`account ${request.accountId} has no balances`);
    const found = await byKey(tx, request.accountId, request.key);
    if (found) return { transaction: sameRequest(found, 'withdrawal', request), created: false };
    if (centsOf(request.amount) > centsOf(balances.main)) {
      throw new InsufficientFundsError(balances.main);
    }
    const [made] = await tx.query<CashierTransaction>(
      `insert into cashier_transactions (account_id, type, method, amount, currency, status,
         idempotency_key, requisites, domain, created_at)
       values ($1, 'withdrawal', $2, $3::numeric, $4, 'pending', $5, $6::jsonb, $7, $8)
       returning ${TRANSACTION_COLUMNS}`,
      [
        request.accountId,
        request.method,
        normalizeDecimal(request.amount),
        request.currency,
        request.key,
        JSON.stringify(request.requisites),
        request.domain,
        request.at,
      ],
    );
    if (!made) throw new Error('insert into cashier_transactions returned nothing');
    const taken = await postEntry(tx, {
      accountId: request.accountId,
      balance: 'main',
      amount: `-${made.amount}`,
      kind: 'withdrawal',
      reference: `withdrawal:${made.id}`,
      at: request.at,
    });
    // Checked above under the lock: the balance cannot have fallen since.
    if (!taken) throw new Error('a checked withdrawal overdrew');
    await forfeitForWithdrawal(tx, request.accountId, balances, request.at);
    return { transaction: made, created: true };
  });

/**
 * Cancels a pending withdrawal of the account and gives its amount back (once); answers
 * undefined when the account has no such withdrawal, `applied: false` when it is no longer
 * pending.
 */
export const cancelWithdrawal = (
  db: Db,
  accountId: number,
  id: number,
  at: number,
): Promise<Settled | undefined> =>
  db.transaction(async (tx) => {
    const [withdrawal] = await tx.query<CashierTransaction>(
      `select ${TRANSACTION_COLUMNS} from cashier_transactions
       where id = $1 and account_id = $2 and type = 'withdrawal' for update`,
      [id, accountId],
    );
    if (!withdrawal) return undefined;
    if (withdrawal.status !== 'pending') return { applied: false, transaction: withdrawal };
    await lockBalances(tx, accountId);
    const returned = await postEntry(tx, {
      accountId,
      balance: 'main',
      amount: withdrawal.amount,
      kind: 'withdrawal_cancel',
      reference: `withdrawal:${withdrawal.id}`,
      at,
    });
    if (!returned) throw new Error(`account ${accountId} has no balances`);
    const [updated] = await tx.query<CashierTransaction>(
      `update cashier_transactions set status = 'cancel', updated_at = $2 where id = $1
       returning ${TRANSACTION_COLUMNS}`,
      [id, at],
    );
    if (!updated) throw new Error(`withdrawal ${id} vanished`);
    return { applied: true, transaction: updated };
  });
