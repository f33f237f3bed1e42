// Packs of free spins on one game. A real-money round of that game at the pack's bet uses a
// spin of the pack before any money (game-frames/round-funds.ts): no balance pays the stake,
// the pack counts down and is `used` at 0; a pack past its deadline is `expired` by the sweep.
import type { Queryable } from '../db/db';
import type { Locale } from '../config';

export type PackStatus = 'active' | 'used' | 'expired';
export const PACK_STATUSES: readonly PackStatus[] = ['active', 'used', 'expired'];

export const isPackStatus = (value: string): value is PackStatus =>
  (PACK_STATUSES as readonly string[]).includes(value);

export interface PackRow {
  readonly id: number;
  readonly account_id: number;
  readonly sysname: string;
  readonly total_count: number;
  readonly remaining_count: number;
  /** What each spin stakes, a decimal string. */
  readonly bet: string;
  readonly currency: string;
  readonly status: PackStatus;
  readonly expires_at: number;
  readonly created_at: number;
}

const PACK_COLUMNS = `id, account_id, sysname, total_count, remaining_count, bet::text as bet,
  currency, status, expires_at::float8 as expires_at, created_at::float8 as created_at`;

/**
 * The pack a round of this game uses now: active, spins left, not past its deadline; the one
 * ending first. Locked when `lock` (the caller holds the balances lock: the rounds' order).
 */
export const livePack = async (
  db: Queryable,
  accountId: number,
  sysname: string,
  at: number,
  lock: boolean,
): Promise<PackRow | undefined> =>
  (
    await db.query<PackRow>(
      `select ${PACK_COLUMNS} from freespin_packs
       where account_id = $1 and sysname = $2 and status = 'active' and remaining_count > 0
         and expires_at > $3
       order by expires_at, id limit 1 ${lock ? 'for update' : ''}`,
      [accountId, sysname, at],
    )
  )[0];

/** Takes one spin off the pack; the last one makes it `used`. Answers the spins left. */
export const takeSpin = async (db: Queryable, pack: PackRow, at: number): Promise<number> => {
  const [used] = await db.query<{ remaining_count: number }>(
    `update freespin_packs set remaining_count = remaining_count - 1,
       status = case when remaining_count = 1 then 'used' else status end,
       finished_at = case when remaining_count = 1 then $2 else finished_at end
     where id = $1 and remaining_count > 0 returning remaining_count`,
    [pack.id, at],
  );
  if (!used) throw new Error(`pack ${pack.id} has no spin left`);
  return used.remaining_count;
};

/** A pack to grant. */
export interface PackGrant {
  readonly accountId: number;
  readonly sysname: string;
  readonly count: number;
  readonly bet: string;
  readonly currency: string;
  readonly expiresAt: number;
  readonly at: number;
}

export const grantPack = async (db: Queryable, grant: PackGrant): Promise<PackRow> => {
  const [pack] = await db.query<PackRow>(
    `insert into freespin_packs (account_id, sysname, total_count, remaining_count, bet, currency,
       status, expires_at, created_at)
     values ($1, $2, $3, $3, $4::numeric, $5, 'active', $6, $7) returning ${PACK_COLUMNS}`,
    [
      grant.accountId,
      grant.sysname,
      grant.count,
      grant.bet,
      grant.currency,
      grant.expiresAt,
      grant.at,
    ],
  );
  if (!pack) throw new Error('insert into freespin_packs returned nothing');
  return pack;
};

/** Active packs past their deadline become expired; answers how many. */
export const expirePacks = async (db: Queryable, at: number): Promise<number> =>
  (
    await db.query(
      `update freespin_packs set status = 'expired', finished_at = $1
       where status = 'active' and expires_at <= $1 returning id`,
      [at],
    )
  ).length;

/** A pack's title: the game it is for, in the call's locale. */
const packTitle = (game: string, locale: Locale): string =>
  locale === 'ru' ? `Бесплатные вращения: ${game}` : `Bepul aylantirishlar: ${game}`;

/** The account's packs in a status, the one ending first first, as FreespinPackSchema has them. */
export const packsOf = async (
  db: Queryable,
  query: { accountId: number; status: PackStatus; count: number; locale: Locale },
) => {
  const filter = 'account_id = $1 and status = $2';
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from freespin_packs where ${filter}`,
    [query.accountId, query.status],
  );
  const rows = await db.query<PackRow & { name: string | null }>(
    `select pack.*, g.name from (
       select ${PACK_COLUMNS} from freespin_packs where ${filter}
       order by expires_at, id limit $3
     ) pack left join games g on g.sysname = pack.sysname
     order by pack.expires_at, pack.id`,
    [query.accountId, query.status, query.count],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      game: { sysname: row.sysname, name: row.name ?? row.sysname },
      remaining_count: row.remaining_count,
      total_count: row.total_count,
      bet: { amount: row.bet, currency: row.currency },
      description: { title: packTitle(row.name ?? row.sysname, query.locale) },
      status: row.status,
      expires_at: new Date(row.expires_at).toISOString(),
    })),
    count: total?.count ?? 0,
  };
};
