// Bonuses from grant to end. A bonus is granted `new` (nothing on any balance) and must be
// activated before its deadline (expires_at); activating credits its amount to its balance
// (casino: bonus, betting: betting_bonus) with a bonus_credit entry and starts its wagering
// window (valid_days). Only one casino bonus is active at a time: activating another forfeits
// it first. Giving up an active bonus, its deadline passing (the sweep) or a withdrawal while
// it runs forfeits what is left of its money (bonus_forfeit). Wagering and the release to the
// main balance happen in rounds (bonus-wagering.ts). Every move runs under the lock of the
// account's balances row, then the bonus rows: the lock order of rounds and the cashier.
import type { Db, Queryable } from '../db/db';
import type { Locale } from '../config';
import { invalidParameter } from '../http/errors';
import { lockBalances, postEntry } from './ledger';
import type { BalanceAmounts, BalanceKind } from './ledger';
import { centsOf, decimalOf } from './money';

export const DAY_MS = 86_400_000;

export type BonusKind = 'casino' | 'betting';
export type BonusStatus = 'new' | 'active' | 'wagered' | 'expired' | 'removed';
export const BONUS_STATUSES: readonly BonusStatus[] = [
  'new',
  'active',
  'wagered',
  'expired',
  'removed',
];

export interface BonusRow {
  readonly id: number;
  readonly account_id: number;
  readonly kind: BonusKind;
  readonly title_uz: string;
  readonly title_ru: string;
  readonly amount: string;
  readonly currency: string;
  readonly wager_required: string;
  readonly wagered: string;
  readonly status: BonusStatus;
  /** Its money still on the balance while active; '0.00' once ended; null before activation. */
  readonly remaining: string | null;
  readonly valid_days: number;
  readonly created_at: number;
  /** Activate by (new), wager by (active); null when it never expires. */
  readonly expires_at: number | null;
  readonly activated_at: number | null;
  readonly finished_at: number | null;
}

/** The columns of a BonusRow, for a select from bonuses. */
export const BONUS_COLUMNS = `id, account_id, kind, title_uz, title_ru, amount::text as amount,
  currency, wager_required::text as wager_required, wagered::text as wagered, status,
  remaining::text as remaining, valid_days, created_at::float8 as created_at,
  expires_at::float8 as expires_at, activated_at::float8 as activated_at,
  finished_at::float8 as finished_at`;

/** The balance a bonus's money is on. */
export const balanceOf = (kind: BonusKind): Extract<BalanceKind, 'bonus' | 'betting_bonus'> =>
  kind === 'casino' ? 'bonus' : 'betting_bonus';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

/** A bonus as the contract's BonusSchema has it, in the call's locale. */
export const bonusView = (row: BonusRow, locale: Locale) => ({
  id: row.id,
  created_at: iso(row.created_at),
  description: { title: locale === 'ru' ? row.title_ru : row.title_uz },
  status: row.status,
  amount: { amount: row.amount, currency: row.currency },
  wager: { required: row.wager_required, wagered: row.wagered },
  expires_at: iso(row.expires_at),
  remaining: row.status === 'active' ? (row.remaining ?? '0.00') : null,
  finished_at: iso(row.finished_at),
});

/** True while the bonus's deadline has not passed (the sweep ends it once it has). */
export const isLive = (bonus: Pick<BonusRow, 'expires_at'>, at: number): boolean =>
  bonus.expires_at === null || bonus.expires_at > at;

const lower = (a: string, b: string): string => (centsOf(a) < centsOf(b) ? a : b);

/**
 * Forfeits what is left of an active bonus (a bonus_forfeit entry; never more than its balance
 * holds) and ends it as `status`. The caller holds the balances lock and the bonus row.
 */
export const forfeitBonus = async (
  tx: Queryable,
  bonus: BonusRow,
  balances: BalanceAmounts,
  status: 'removed' | 'expired',
  at: number,
): Promise<BonusRow> => {
  const balance = balanceOf(bonus.kind);
  const lost = lower(bonus.remaining ?? '0.00', balances[balance]);
  if (centsOf(lost) > 0n) {
    const taken = await postEntry(tx, {
      accountId: bonus.account_id,
      balance,
      amount: decimalOf(-centsOf(lost)),
      kind: 'bonus_forfeit',
      reference: `bonus:${bonus.id}`,
      at,
    });
    if (!taken) throw new Error(`bonus ${bonus.id}: a forfeit cannot overdraw`);
  }
  return endBonus(tx, bonus.id, status, at);
};

/** Sets a bonus's final status; its remaining money is 0 from now on. */
export const endBonus = async (
  tx: Queryable,
  id: number,
  status: Exclude<BonusStatus, 'new' | 'active'>,
  at: number,
): Promise<BonusRow> => {
  const [ended] = await tx.query<BonusRow>(
    `update bonuses set status = $2, finished_at = $3,
       remaining = case when remaining is null then null else 0 end
     where id = $1
     returning ${BONUS_COLUMNS}`,
    [id, status, at],
  );
  if (!ended) throw new Error(`bonus ${id} vanished`);
  return ended;
};

/** Locks the balances row, then the player's bonus of that kind; NOT_FOUND for another's. */
const lockBonus = async (
  tx: Queryable,
  accountId: number,
  bonusId: number,
  kind: BonusKind,
): Promise<{ balances: BalanceAmounts; bonus: BonusRow }> => {
  const balances = await lockBalances(tx, accountId);
  if (!balances) throw new Error(`account ${accountId} has no balances`);
  const [bonus] = await tx.query<BonusRow>(
    `select ${BONUS_COLUMNS} from bonuses where id = $1 and account_id = $2 and kind = $3
     for update`,
    [bonusId, accountId, kind],
  );
  if (!bonus) throw invalidParameter('bonus_id', 'NOT_FOUND');
  return { balances, bonus };
};

/** The account's active casino bonus, locked; the caller holds the balances lock. */
export const activeCasinoBonus = async (
  tx: Queryable,
  accountId: number,
): Promise<BonusRow | undefined> =>
  (
    await tx.query<BonusRow>(
      `select ${BONUS_COLUMNS} from bonuses
       where account_id = $1 and kind = 'casino' and status = 'active' for update`,
      [accountId],
    )
  )[0];

/** What an action on a bonus names. */
export interface BonusAction {
  readonly accountId: number;
  readonly bonusId: number;
  readonly kind: BonusKind;
  readonly at: number;
}

/**
 * Activates a new bonus: another active casino bonus is forfeited first, then the amount is
 * credited to the bonus's balance and its wagering window starts. An active one is answered
 * as it is (a retry); any other status is INVALID, a new one past its deadline EXPIRED.
 */
export const activateBonus = (db: Db, action: BonusAction): Promise<BonusRow> =>
  db.transaction(async (tx) => {
    const { balances, bonus } = await lockBonus(tx, action.accountId, action.bonusId, action.kind);
    if (bonus.status === 'active') return bonus;
    if (bonus.status !== 'new') throw invalidParameter('bonus_id', 'INVALID');
    if (!isLive(bonus, action.at)) throw invalidParameter('bonus_id', 'EXPIRED');
    // A bonus granted in one currency never credits an account that now keeps another.
    const [account] = await tx.query<{ currency: string }>(
      'select currency from accounts where id = $1',
      [action.accountId],
    );
    if (account?.currency !== bonus.currency) throw invalidParameter('bonus_id', 'CURRENCY');
    if (bonus.kind === 'casino') {
      const other = await activeCasinoBonus(tx, action.accountId);
      if (other) await forfeitBonus(tx, other, balances, 'removed', action.at);
    }
    if (centsOf(bonus.amount) > 0n) {
      const credited = await postEntry(tx, {
        accountId: action.accountId,
        balance: balanceOf(bonus.kind),
        amount: bonus.amount,
        kind: 'bonus_credit',
        reference: `bonus:${bonus.id}`,
        at: action.at,
      });
      if (!credited) throw new Error(`account ${action.accountId} has no balances`);
    }
    const [activated] = await tx.query<BonusRow>(
      `update bonuses set status = 'active', remaining = amount, activated_at = $2,
         expires_at = $2 + valid_days::bigint * ${DAY_MS}
       where id = $1 returning ${BONUS_COLUMNS}`,
      [bonus.id, action.at],
    );
    if (!activated) throw new Error(`bonus ${bonus.id} vanished`);
    return activated;
  });

/**
 * Gives a bonus up. `remove`: a new one is declined (nothing moves), an active one forfeits
 * what is left of its money. `deactivate`: only an active one, forfeiting likewise. Either ends
 * it `removed`; a removed one is answered as it is (a retry); any other status is INVALID.
 */
export const dropBonus = (
  db: Db,
  action: BonusAction & { readonly how: 'deactivate' | 'remove' },
): Promise<BonusRow> =>
  db.transaction(async (tx) => {
    const { balances, bonus } = await lockBonus(tx, action.accountId, action.bonusId, action.kind);
    if (bonus.status === 'removed') return bonus;
    if (bonus.status === 'active') return forfeitBonus(tx, bonus, balances, 'removed', action.at);
    if (bonus.status === 'new' && action.how === 'remove') {
      return endBonus(tx, bonus.id, 'removed', action.at);
    }
    throw invalidParameter('bonus_id', 'INVALID');
  });

/**
 * A withdrawal while a casino bonus is active forfeits it (spec: real money leaves, bonus money
 * is lost), in the withdrawal's transaction; the caller holds the balances lock.
 */
export const forfeitForWithdrawal = async (
  tx: Queryable,
  accountId: number,
  balances: BalanceAmounts,
  at: number,
): Promise<void> => {
  const active = await activeCasinoBonus(tx, accountId);
  if (active) await forfeitBonus(tx, active, balances, 'removed', at);
};

/** True when the account has an active casino bonus (a withdrawal would forfeit it). */
export const hasActiveCasinoBonus = async (db: Queryable, accountId: number): Promise<boolean> =>
  (
    await db.query(
      `select 1 from bonuses where account_id = $1 and kind = 'casino' and status = 'active'`,
      [accountId],
    )
  ).length > 0;

/** A bonus to grant (status new). */
export interface BonusGrant {
  readonly accountId: number;
  readonly kind: BonusKind;
  readonly titles: Readonly<Record<Locale, string>>;
  readonly amount: string;
  readonly currency: string;
  readonly wagerRequired: string;
  /** Days to wager it once activated. */
  readonly validDays: number;
  /** Activate by this time (ms); null: no deadline. */
  readonly activateBy: number | null;
  /** What grants it, e.g. 'deposit:42': the same source grants once; null for none. */
  readonly source: string | null;
  readonly at: number;
}

/** Grants a new bonus; undefined when its source has already granted one. */
export const grantBonus = async (db: Queryable, grant: BonusGrant): Promise<BonusRow | undefined> =>
  (
    await db.query<BonusRow>(
      `insert into bonuses (account_id, kind, title_uz, title_ru, amount, currency,
         wager_required, status, valid_days, source, created_at, expires_at)
       values ($1, $2, $3, $4, $5::numeric, $6, $7::numeric, 'new', $8, $9, $10, $11)
       on conflict (source) do nothing
       returning ${BONUS_COLUMNS}`,
      [
        grant.accountId,
        grant.kind,
        grant.titles.uz,
        grant.titles.ru,
        grant.amount,
        grant.currency,
        grant.wagerRequired,
        grant.validDays,
        grant.source,
        grant.at,
        grant.activateBy,
      ],
    )
  )[0];
