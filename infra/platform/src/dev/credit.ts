// POST /api/_dev/credit: moves money onto (or, with a negative amount, off) one balance of an
// account, so a test can watch the header's balance refresh pick the change up. Like every
// balance change it is a ledger entry (an adjustment).
import type { Balances } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { balancesOf, findAccountById } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { postEntry } from '../domain/ledger';
import { centsOf, normalizeDecimal } from '../domain/money';
import { invalidParameter } from '../http/errors';
import { optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';

/** The balances a credit may move; the fun balance is the demo games' own. */
const CREDITED_BALANCES = ['main', 'bonus', 'betting_bonus'] as const;
type CreditedBalance = (typeof CREDITED_BALANCES)[number];

const isCreditedBalance = (value: string): value is CreditedBalance =>
  (CREDITED_BALANCES as readonly string[]).includes(value);

/** A signed decimal with at most two places, as numeric(20, 2) stores it. */
const amountPattern = /^-?\d{1,15}(\.\d{1,2})?$/;

/** Adds `amount` to the `kind` balance; answers the new balances. A balance never goes negative. */
export const creditBalance = async (
  db: Queryable,
  account: AccountRow,
  params: Params,
  at: number,
): Promise<Balances> => {
  const amount = requiredString(params, 'amount');
  if (!amountPattern.test(amount) || centsOf(amount) === 0n) {
    throw invalidParameter('amount', 'INVALID');
  }
  const kind = optionalString(params, 'kind') ?? 'main';
  if (!isCreditedBalance(kind)) throw invalidParameter('kind', 'INVALID');
  const moved = await postEntry(db, {
    accountId: account.id,
    balance: kind,
    amount: normalizeDecimal(amount),
    kind: 'adjustment',
    reference: null,
    at,
  });
  if (!moved) throw invalidParameter('amount', 'INVALID');
  const credited = await findAccountById(db, account.id);
  if (!credited) throw invalidParameter('login', 'NOT_FOUND');
  return balancesOf(credited);
};
