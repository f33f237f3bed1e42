// The ledger: every change of a balance is an entry (account, which balance, signed amount,
// kind, reference). The balances table keeps the current amounts, and this module is the only
// code that changes them: each write moves a balance and records its entry in one statement,
// so the two can never part, and `ledgerMismatches` proves it.
import type { Queryable } from '../db/db';

export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** Why a balance moved. */
export const ENTRY_KINDS = [
  // The amount an account was opened with (and, once, what the ledger found on its start).
  'opening',
  // A manual correction (the dev credit helper).
  'adjustment',
  // A game round's stake (negative) and its payout (positive).
  'bet',
  'win',
  // Demo money put back on the fun balance when a demo game starts with too little on it.
  'demo_refill',
  // A deposit the payment provider confirmed; a withdrawal taken off the balance when it is
  // requested, and given back if it is cancelled.
  'deposit',
  'withdrawal',
  'withdrawal_cancel',
  // A casino or betting bonus activated onto its balance; what was left of a wagered bonus
  // moved from the bonus to the main balance (a pair: minus on bonus, plus on main); bonus
  // money forfeited (expired, given up, or by a withdrawal).
  'bonus_credit',
  'bonus_release',
  'bonus_forfeit',
  // A cashback taken (cashbacks.payout), onto the main balance.
  'cashback',
  // A jackpot's whole amount paid on a hit (reference `jackpot_hit:{id}`), and a tournament
  // place's prize paid by the sweep (reference `tournament:{id}`), both onto the main balance
  // and each at most once per account and reference (a unique index).
  'jackpot',
  'tournament_prize',
  // A sports bet's stake (negative), and what it paid back: a win, a refund of a void bet, a
  // cash-out at its quote; each payout at most once per bet (reference `sport_bet:{id}`).
  'sport_bet',
  'sport_win',
  'sport_refund',
  'sport_cashout',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Current amounts as decimal strings with two places, e.g. { main: '1250000.50', ... }. */
export type BalanceAmounts = Readonly<Record<BalanceKind, string>>;

export const isBalanceKind = (value: string): value is BalanceKind =>
  (BALANCE_KINDS as readonly string[]).includes(value);

// A balance name becomes a column name in a statement: only the four fixed names ever may.
const column = (balance: BalanceKind): BalanceKind => {
  if (!isBalanceKind(balance)) throw new Error(`unknown balance ${String(balance)}`);
  return balance;
};

/**
 * Writes an account's balances row with its opening amounts and an opening entry for each
 * amount that is not zero; one statement, so it is whole or absent even outside a transaction.
 */
export const openBalances = async (
  db: Queryable,
  accountId: number,
  opening: Partial<BalanceAmounts>,
  at: number,
): Promise<void> => {
  await db.query(
    `with opened as (
       insert into balances (account_id, main, bonus, betting_bonus, fun)
       values ($1, $2::numeric, $3::numeric, $4::numeric, $5::numeric) returning *
     )
     insert into ledger_entries (account_id, balance, amount, kind, reference, created_at)
     select o.account_id, k.balance, k.amount, 'opening', null, $6::bigint
     from opened o cross join lateral (values
       ('main', o.main), ('bonus', o.bonus), ('betting_bonus', o.betting_bonus), ('fun', o.fun)
     ) as k(balance, amount)
     where k.amount <> 0`,
    [
      accountId,
      opening.main ?? '0',
      opening.bonus ?? '0',
      opening.betting_bonus ?? '0',
      opening.fun ?? '0',
      at,
    ],
  );
};

export interface Entry {
  readonly accountId: number;
  readonly balance: BalanceKind;
  /** Signed decimal string: negative takes money off the balance. */
  readonly amount: string;
  readonly kind: EntryKind;
  /** What the entry belongs to, e.g. a round id; null when nothing. */
  readonly reference: string | null;
  readonly at: number;
}

/** A balance around one entry, as decimal strings with two places. */
export interface Movement {
  readonly before: string;
  readonly after: string;
}

/**
 * Moves one balance by `entry.amount` and records the entry, in one statement. Answers the
 * balance before and after, or null (nothing written) when the balance would fall below zero
 * or the account has no balances. Several entries that belong together (a bet and its win)
 * must be posted in one transaction, after `lockBalances`.
 */
export const postEntry = async (db: Queryable, entry: Entry): Promise<Movement | null> => {
  const name = column(entry.balance);
  const [moved] = await db.query<Movement>(
    `with moved as (
       update balances set ${name} = ${name} + $2::numeric
       where account_id = $1 and ${name} + $2::numeric >= 0
       returning ${name} as after
     ), entry as (
       insert into ledger_entries (account_id, balance, amount, kind, reference, created_at)
       select $1::int, $3::text, $2::numeric, $4::text, $5::text, $6::bigint from moved
     )
     select (after - $2::numeric)::numeric(20, 2)::text as before, after::text as after from moved`,
    [entry.accountId, entry.amount, name, entry.kind, entry.reference, entry.at],
  );
  return moved ?? null;
};

/**
 * Locks the account's balances row until the transaction ends (a concurrent round or credit
 * waits) and answers its amounts; undefined when the account has none.
 */
export const lockBalances = async (
  tx: Queryable,
  accountId: number,
): Promise<BalanceAmounts | undefined> => {
  const [row] = await tx.query<BalanceAmounts>(
    `select main::text as main, bonus::text as bonus, betting_bonus::text as betting_bonus,
       fun::text as fun
     from balances where account_id = $1 for update`,
    [accountId],
  );
  return row;
};

/** A balance that is not the sum of its entries. */
export interface LedgerMismatch {
  readonly account_id: number;
  readonly balance: BalanceKind;
  /** The balances table's amount. */
  readonly amount: string;
  /** The sum of the ledger's entries. */
  readonly entries: string;
}

/**
 * Every balance of every account that differs from the sum of its ledger entries, plus
 * entries of accounts without balances; [] when the books agree. Tests run it after every
 * test that moves money.
 */
export const ledgerMismatches = async (db: Queryable): Promise<LedgerMismatch[]> =>
  db.query<LedgerMismatch>(
    `with sums as (
       select account_id, balance, sum(amount) as total from ledger_entries
       group by account_id, balance
     ), current as (
       select b.account_id, k.balance, k.amount
       from balances b cross join lateral (values
         ('main', b.main), ('bonus', b.bonus), ('betting_bonus', b.betting_bonus), ('fun', b.fun)
       ) as k(balance, amount)
     )
     select coalesce(c.account_id, s.account_id) as account_id,
       coalesce(c.balance, s.balance) as balance,
       coalesce(c.amount, 0)::numeric(20, 2)::text as amount,
       coalesce(s.total, 0)::numeric(20, 2)::text as entries
     from current c full join sums s on s.account_id = c.account_id and s.balance = c.balance
     where coalesce(c.amount, 0) <> coalesce(s.total, 0) or c.account_id is null
     order by 1, 2`,
  );
