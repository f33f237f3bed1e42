// cashier.*: the payment methods and their bounds in the player's currency, the banks, the
// player's transactions (history and one deposit), withdrawals and their cancel; deposits are
// made in cashier-deposits.ts. Money moves only in domain/cashier.ts, on the ledger.
import { ErrorType } from '@omad/contract/api';
import {
  CASHIER_STATUSES,
  InsufficientFundsError,
  KeyReusedError,
  cancelWithdrawal,
  requestWithdrawal,
  transactionById,
  TRANSACTION_COLUMNS,
  type CashierStatus,
  type CashierTransaction,
} from '../domain/cashier';
import { hasActiveCasinoBonus } from '../domain/bonuses';
import { ApiError, invalidParameter } from '../http/errors';
import { requireAccount, requireUser } from '../http/guards';
import {
  optionalCount,
  optionalList,
  optionalObject,
  optionalString,
  requiredString,
} from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { maskRequisites } from '../domain/requisites';
import { guardWithdrawal, rememberPayoutDestination } from './withdrawal-guards';
import { centsOf, decimalOf } from '../domain/money';
import { BANKS, PAYMENT_METHODS, paymentMethod, type PaymentMethod } from '../seed/payment-methods';
import { paymentLogoUrl } from '../media/routes';

/** The most transactions one history page holds. */
const MAX_HISTORY_PAGE = 50;
/** An idempotency key: what a client makes up per request (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Spec section 5, the sum rule: digits only, a positive integer with no leading zero. */
export const SUM_PATTERN = /^[1-9]\d{0,17}$/;

/** A method as the settings list it, with its bounds in `currency`; null where not offered. */
const methodView = (method: PaymentMethod, currency: string) => {
  const bounds = method.limits[currency];
  if (!bounds) return null;
  return {
    sysname: method.sysname,
    name: method.name,
    type: method.kind,
    icon: paymentLogoUrl(method.sysname),
    currency,
    min: bounds.min,
    max: bounds.max,
    requisites: method.requisites,
    needs_bank: method.needsBank,
  };
};

const settingsFor = (currency: string, offered: (method: PaymentMethod) => boolean) =>
  PAYMENT_METHODS.filter(offered).flatMap((method) => methodView(method, currency) ?? []);

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

/** A transaction on the wire: amounts as decimal strings, dates as ISO text. */
export const transactionView = (transaction: CashierTransaction) => ({
  id: transaction.id,
  type: transaction.type,
  method: transaction.method,
  amount: { amount: transaction.amount, currency: transaction.currency },
  status: transaction.status,
  requisites: transaction.requisites,
  domain: transaction.domain,
  created_at: iso(transaction.created_at),
  updated_at: iso(transaction.updated_at),
});

const getHistory = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const offset = optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const count = optionalCount(call.params, 'count', MAX_HISTORY_PAGE) ?? 4;
  const type = optionalString(call.params, 'type') ?? 'all';
  if (type !== 'all' && type !== 'deposit' && type !== 'withdrawal') {
    throw invalidParameter('type', 'INVALID');
  }
  const statuses = optionalList(call.params, 'statuses');
  if (statuses?.some((status) => !(CASHIER_STATUSES as readonly string[]).includes(status))) {
    throw invalidParameter('statuses', 'INVALID');
  }
  const filter = `account_id = $1 and ($2 = 'all' or type = $2)
    and ($3::text[] is null or status = any($3::text[]))`;
  const params = [accountId, type, statuses ?? null];
  const { db } = call.services;
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from cashier_transactions where ${filter}`,
    params,
  );
  const items = await db.query<CashierTransaction>(
    `select ${TRANSACTION_COLUMNS} from cashier_transactions where ${filter}
     order by created_at desc, id desc limit $4 offset $5`,
    [...params, count, offset],
  );
  return {
    items: items.map(transactionView),
    count: total?.count ?? 0,
    totals: await netDeposits(db, accountId, call.services.now()),
  };
};

/** The period the wallet's net deposits count over. */
const NET_DEPOSITS_DAYS = 30;

/** Paid deposits minus withdrawals not cancelled, over the last NET_DEPOSITS_DAYS days. */
const netDeposits = async (db: CallContext['services']['db'], accountId: number, at: number) => {
  const since = at - NET_DEPOSITS_DAYS * 86_400_000;
  const [sums] = await db.query<{ deposits: string; withdrawals: string; currency: string }>(
    `select
       coalesce(sum(amount) filter (where type = 'deposit' and status = 'success'), 0)::text
         as deposits,
       coalesce(sum(amount) filter (where type = 'withdrawal' and status in ('pending', 'success')),
         0)::text as withdrawals,
       (select currency from accounts where id = $1) as currency
     from cashier_transactions where account_id = $1 and created_at >= $2`,
    [accountId, since],
  );
  const currency = sums?.currency ?? 'UZS';
  const deposits = centsOf(sums?.deposits ?? '0');
  const withdrawals = centsOf(sums?.withdrawals ?? '0');
  const money = (cents: bigint) => ({ amount: decimalOf(cents), currency });
  return {
    deposits: money(deposits),
    withdrawals: money(withdrawals),
    net: money(deposits - withdrawals),
    since: new Date(since).toISOString(),
  };
};

const getDepositInfo = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const id = Number(requiredString(call.params, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParameter('id', 'INVALID');
  const deposit = await transactionById(call.services.db, id, accountId);
  if (!deposit || deposit.type !== 'deposit') throw invalidParameter('id', 'NOT_FOUND');
  return transactionView(deposit);
};

/** The idempotency key a request that moves money must carry. */
export const keyOf = (call: CallContext): string => {
  const key = requiredString(call.params, 'idempotency_key');
  if (!KEY_PATTERN.test(key)) throw invalidParameter('idempotency_key', 'INVALID');
  return key;
};

const makeWithdrawal = async (call: CallContext) => {
  const account = await requireAccount(call);
  const key = keyOf(call);
  const method = paymentMethod(requiredString(call.params, 'method'));
  const bounds = method?.withdraw ? method.limits[account.currency] : undefined;
  if (!method || !bounds) throw invalidParameter('method', 'INVALID');
  const amount = requiredString(call.params, 'amount');
  if (!SUM_PATTERN.test(amount)) throw invalidParameter('amount', 'INVALID');
  if (BigInt(amount) < BigInt(bounds.min) || BigInt(amount) > BigInt(bounds.max)) {
    throw new ApiError(
      ErrorType.WithdrawalLimitsExceeded,
      `A withdrawal by ${method.name} is from ${bounds.min} to ${bounds.max} ${account.currency}`,
    );
  }
  const requisites = optionalObject(call.params, 'requisites');
  for (const field of method.requisites) {
    const value = requisites[field.name];
    if (field.required && (typeof value !== 'string' || value.trim() === '')) {
      throw invalidParameter(`requisites.${field.name}`, 'REQUIRED');
    }
  }
  if (
    method.needsBank &&
    !BANKS.some((bank) => String(bank.id) === String(requisites['bank_id']))
  ) {
    throw invalidParameter('requisites.bank_id', 'REQUIRED');
  }
  const asked = { method: method.sysname, amount, requisites };
  await guardWithdrawal(call, account, asked);
  try {
    const { transaction } = await requestWithdrawal(call.services.db, {
      accountId: account.id,
      method: method.sysname,
      amount,
      currency: account.currency,
      key,
      // Kept as the player sees it afterwards: the last four digits, no expiry.
      requisites: maskRequisites(requisites),
      domain: null,
      at: call.services.now(),
    });
    await rememberPayoutDestination(call, account, asked);
    return transactionView(transaction);
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new ApiError(
        ErrorType.WithdrawalDeclined,
        `At most ${error.withdrawable} ${account.currency} can be withdrawn`,
      );
    }
    if (error instanceof KeyReusedError) throw invalidParameter('idempotency_key', 'ALREADY_USED');
    throw error;
  }
};

const cancel = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const id = Number(requiredString(call.params, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParameter('id', 'INVALID');
  const settled = await cancelWithdrawal(call.services.db, accountId, id, call.services.now());
  if (!settled) throw invalidParameter('id', 'NOT_FOUND');
  const status: CashierStatus = settled.transaction.status;
  if (!settled.applied && status !== 'cancel') {
    throw new ApiError(ErrorType.WithdrawalDeclined, 'Only a pending withdrawal can be cancelled');
  }
  return transactionView(settled.transaction);
};

export const cashierMethods = {
  'cashier.getdepositsettings': async (call) => {
    const account = await requireAccount(call);
    return { methods: settingsFor(account.currency, (method) => method.deposit) };
  },
  'cashier.getwithdrawsettings': async (call) => {
    const account = await requireAccount(call);
    const [balance] = await call.services.db.query<{ main: string }>(
      'select main::text as main from balances where account_id = $1',
      [account.id],
    );
    return {
      methods: settingsFor(account.currency, (method) => method.withdraw),
      // Only the main balance can be withdrawn; bonus money cannot.
      withdrawable: { amount: balance?.main ?? '0.00', currency: account.currency },
      // A withdrawal forfeits the active casino bonus (domain/bonuses.ts): the form warns first.
      forfeits_bonus: await hasActiveCasinoBonus(call.services.db, account.id),
    };
  },
  'cashier.getbanks': async (call) => {
    await requireUser(call);
    return BANKS;
  },
  'cashier.gethistory': getHistory,
  'cashier.getdepositinfo': getDepositInfo,
  'cashier.makewithdrawal': makeWithdrawal,
  'cashier.cancelwithdrawal': cancel,
} satisfies MethodHandlers;
