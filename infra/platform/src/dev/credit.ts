// POST /api/_dev/credit: moves money onto (or, with a negative amount, off) one balance of an
// account, so a test can watch the header's balance refresh pick the change up.
import type { Balances } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { balancesOf, findAccountById } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { invalidParameter } from '../http/errors';
import { optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';

const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus'] as const;
type BalanceKind = (typeof BALANCE_KINDS)[number];

const isBalanceKind = (value: string): value is BalanceKind =>
  (BALANCE_KINDS as readonly string[]).includes(value);

/** A signed decimal with at most two places, as numeric(20, 2) stores it. */
const amountPattern = /^-?\d{1,15}(\.\d{1,2})?$/;

/** Adds `amount` to the `kind` balance; answers the new balances. A balance never goes negative. */
export const creditBalance = async (
  db: Queryable,
  account: AccountRow,
  params: Params,
): Promise<Balances> => {
  const amount = requiredString(params, 'amount');
  if (!amountPattern.test(amount) || Number(amount) === 0) {
    throw invalidParameter('amount', 'INVALID');
  }
  const kind = optionalString(params, 'kind') ?? 'main';
  if (!isBalanceKind(kind)) throw invalidParameter('kind', 'INVALID');
  // `kind` is one of three fixed column names, so it may be spliced into the statement.
  const updated = await db.query(
    `update balances set ${kind} = ${kind} + $2::numeric
     where account_id = $1 and ${kind} + $2::numeric >= 0 returning account_id`,
    [account.id, amount],
  );
  if (updated.length === 0) throw invalidParameter('amount', 'INVALID');
  const credited = await findAccountById(db, account.id);
  if (!credited) throw invalidParameter('login', 'NOT_FOUND');
  return balancesOf(credited);
};
