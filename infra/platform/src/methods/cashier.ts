// cashier.*: the payment methods and their bounds in the player's currency, the banks, the
// player's transactions (history and one deposit), deposits (made here, paid on the simulated
// provider's page, payments/provider.ts), withdrawals and their cancel. Money moves only in
// domain/cashier.ts, on the ledger.
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
import { ApiError, invalidParameter, userNeedProfileData } from '../http/errors';
import { requireAccount, requireUser } from '../http/guards';
import {
  optionalCount,
  optionalList,
  optionalObject,
  optionalString,
  requiredString,
} from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { DepositLimitExceededError } from '../domain/deposit-limits';
import { startDeposit } from '../domain/deposits';
import { refuseWhileExcluded } from '../domain/exclusion';
import { missingFields } from '../domain/personal-data';
import { centsOf, decimalOf } from '../domain/money';
import { BANKS, PAYMENT_METHODS, paymentMethod, type PaymentMethod } from '../seed/payment-methods';
import { paymentLogoUrl } from '../media/routes';
import { checkoutUrl } from '../payments/provider';
import { offerForDeposit } from './offers';

/** The most transactions one history page holds. */
const MAX_HISTORY_PAGE = 50;
/** An idempotency key: what a client makes up per request (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Spec section 5, the sum rule: digits only, a positive integer with no leading zero. */
const SUM_PATTERN = /^[1-9]\d{0,17}$/;

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
const transactionView = (transaction: CashierTransaction) => ({
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
const keyOf = (call: CallContext): string => {
  const key = requiredString(call.params, 'idempotency_key');
  if (!KEY_PATTERN.test(key)) throw invalidParameter('idempotency_key', 'INVALID');
  return key;
};

/** What an international card's holder must have on the profile. */
const CARD_HOLDER_FIELDS = ['first_name', 'last_name', 'birth_date'] as const;

/** Deposits above this (in UZS, or its worth) need a verified identity first. */
const VERIFICATION_THRESHOLD: Readonly<Record<string, string>> = {
  UZS: '20000000',
  USD: '1500',
  RUB: '150000',
};

/** Luhn's check digit: what a card network checks before anything else. */
const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
};

/** A card expiry 'MM/YY' not yet past at `at`. */
const cardValid = (expiry: string, at: number): boolean => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  // Valid through the last day of its month.
  return Date.UTC(2000 + Number(match[2]), month, 1) > at;
};

/** The requisites a method asks for, each present; only their text is kept. */
const readRequisites = (call: CallContext, method: PaymentMethod): Record<string, string> => {
  const given = optionalObject(call.params, 'requisites');
  const kept: Record<string, string> = {};
  for (const field of method.requisites) {
    const value = given[field.name];
    if (typeof value === 'string' && value.trim() !== '') kept[field.name] = value.trim();
    else if (field.required) throw invalidParameter(`requisites.${field.name}`, 'REQUIRED');
  }
  return kept;
};

const declined = (reason: string) => new ApiError(ErrorType.BillingTransactionDeclined, reason);

const makeDeposit = async (call: CallContext) => {
  const account = await requireAccount(call);
  refuseWhileExcluded(account, call.services.now());
  const key = keyOf(call);
  const method = paymentMethod(requiredString(call.params, 'method'));
  const bounds = method?.deposit ? method.limits[account.currency] : undefined;
  if (!method || !bounds) throw invalidParameter('method', 'INVALID');
  const amount = requiredString(call.params, 'amount');
  if (!SUM_PATTERN.test(amount)) throw invalidParameter('amount', 'INVALID');
  if (centsOf(amount) < centsOf(bounds.min) || centsOf(amount) > centsOf(bounds.max)) {
    throw new ApiError(ErrorType.InvalidParameter, 'Invalid parameter: amount', {
      data: { min: bounds.min, max: bounds.max },
      error_data: { amount: ['OUT_OF_RANGE'] },
    });
  }
  const requisites = readRequisites(call, method);
  const { db } = call.services;
  if (call.services.production) {
    throw new ApiError(ErrorType.BillingUnavailable, 'No payment provider is connected');
  }
  // International cards need the holder's name and birth date on the profile (card rules).
  if (method.kind === 'card' && method.requisites.some((field) => field.type === 'cardHolder')) {
    const missing = await missingFields(db, account.id, CARD_HOLDER_FIELDS);
    if (missing.length > 0) {
      throw userNeedProfileData(
        missing,
        'Fill in your name and birth date to pay by an international card',
      );
    }
  }
  const threshold = VERIFICATION_THRESHOLD[account.currency];
  if (threshold && !account.is_verified && centsOf(amount) > centsOf(threshold)) {
    throw new ApiError(
      ErrorType.SumsubVerificationRequired,
      `Deposits above ${threshold} ${account.currency} need a verified identity`,
    );
  }
  const cardNumber = requisites['card_number']?.replace(/\s/g, '');
  if (cardNumber !== undefined && !(/^\d+$/.test(cardNumber) && passesLuhn(cardNumber))) {
    throw declined('The card number is not valid');
  }
  const expiry = requisites['card_expiry'];
  if (expiry !== undefined && !cardValid(expiry, call.services.now())) {
    throw declined('The card has expired');
  }
  const offerId = await offerForDeposit(db, {
    accountId: account.id,
    offerId: Number(optionalString(call.params, 'campaign_offer_id') ?? '-1'),
    method: method.sysname,
    amount,
    currency: account.currency,
  });
  try {
    const { transaction } = await startDeposit(db, {
      accountId: account.id,
      method: method.sysname,
      amount,
      currency: account.currency,
      key,
      requisites: maskedRequisites(requisites),
      domain: call.host,
      at: call.services.now(),
      offerId,
    });
    return {
      transaction: transactionView(transaction),
      payment: {
        url: checkoutUrl(call.services, transaction.id, call.locale),
        view: method.view,
      },
    };
  } catch (error) {
    if (error instanceof DepositLimitExceededError) {
      throw new ApiError(
        ErrorType.BillingDepositLimitExceeded,
        `The deposit limit leaves ${error.state.available} ${account.currency}`,
        {
          data: {
            available_amount: error.state.available,
            limit_amount: error.state.limit,
            period: error.state.period,
          },
        },
      );
    }
    if (error instanceof KeyReusedError) throw invalidParameter('idempotency_key', 'ALREADY_USED');
    throw error;
  }
};

/**
 * What is stored of payer details: a card number only by its last four digits, and never its
 * expiry (card data a merchant must not keep); the rest (holder, phone) as given.
 */
const maskedRequisites = (requisites: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(requisites).flatMap(([name, value]): [string, string][] => {
      if (name === 'card_expiry') return [];
      if (name === 'card_number') return [[name, `**** ${value.replace(/\s/g, '').slice(-4)}`]];
      return [[name, value]];
    }),
  );

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
  try {
    const { transaction } = await requestWithdrawal(call.services.db, {
      accountId: account.id,
      method: method.sysname,
      amount,
      currency: account.currency,
      key,
      requisites,
      domain: null,
      at: call.services.now(),
    });
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
    };
  },
  'cashier.getbanks': async (call) => {
    await requireUser(call);
    return BANKS;
  },
  'cashier.gethistory': getHistory,
  'cashier.getdepositinfo': getDepositInfo,
  'cashier.makedeposit': makeDeposit,
  'cashier.makewithdrawal': makeWithdrawal,
  'cashier.cancelwithdrawal': cancel,
} satisfies MethodHandlers;
