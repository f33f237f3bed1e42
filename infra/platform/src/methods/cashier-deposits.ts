// cashier.makedeposit: a deposit asked for within its method's bounds, with its requisites
// checked as a card network would (Luhn, expiry), the profile and verification rules, an
// offer, the deposit limit (domain/deposits.ts, under the balances lock) and one deposit per
// idempotency key; it is paid on the simulated provider's page (payments/provider.ts).
import { ErrorType } from '@omad/contract/api';
import { KeyReusedError } from '../domain/cashier';
import { DepositLimitExceededError } from '../domain/deposit-limits';
import { startDeposit } from '../domain/deposits';
import { refuseWhileExcluded } from '../domain/exclusion';
import { centsOf } from '../domain/money';
import { missingFields } from '../domain/personal-data';
import { ApiError, invalidParameter, userNeedProfileData } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalObject, optionalString, requiredString } from '../http/params';
import { maskRequisites } from '../domain/requisites';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { checkoutUrl } from '../payments/provider';
import { paymentMethod, type PaymentMethod } from '../seed/payment-methods';
import { keyOf, SUM_PATTERN, transactionView } from './cashier';
import { offerForDeposit } from './campaigns-offers';

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
  if (!call.services.simulations) {
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
    at: call.services.now(),
  });
  try {
    const { transaction } = await startDeposit(db, {
      accountId: account.id,
      method: method.sysname,
      amount,
      currency: account.currency,
      key,
      requisites: maskRequisites(requisites),
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
export const depositMethods = {
  'cashier.makedeposit': makeDeposit,
} satisfies MethodHandlers;
