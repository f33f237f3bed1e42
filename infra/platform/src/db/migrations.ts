// Idempotent schema migrations, applied in order on every start. Each runs once, in its own
// transaction, under an advisory lock so two platform processes on one server do not race.
import type { Db, Queryable } from './db';
import { BONUS_MIGRATIONS } from './migrations-bonuses';
import { CASHIER_MIGRATIONS } from './migrations-cashier';
import { COMPETITION_MIGRATIONS } from './migrations-competitions';
import { FOUNDATION_MIGRATIONS } from './migrations-foundation';
import { HISTORY_MIGRATIONS } from './migrations-history';
import { LOYALTY_MIGRATIONS } from './migrations-loyalty';
import { MONEY_AND_GAMES_MIGRATIONS } from './migrations-money-and-games';
import { OFFER_MIGRATIONS } from './migrations-offers';
import { PROFILE_MIGRATIONS } from './migrations-profile';
import { REWARDS_MIGRATIONS } from './migrations-rewards';
import { SECURITY_MIGRATIONS } from './migrations-security';
import { SPORTSBOOK_MIGRATIONS } from './migrations-sportsbook';

interface Migration {
  readonly id: string;
  readonly sql: string;
}

const MIGRATION_LOCK = 72_340_001;

export const migrations: readonly Migration[] = [
  ...FOUNDATION_MIGRATIONS,
  ...MONEY_AND_GAMES_MIGRATIONS,
  ...CASHIER_MIGRATIONS,
  ...PROFILE_MIGRATIONS,
  ...REWARDS_MIGRATIONS,
  ...BONUS_MIGRATIONS,
  ...HISTORY_MIGRATIONS,
  ...COMPETITION_MIGRATIONS,
  ...LOYALTY_MIGRATIONS,
  ...OFFER_MIGRATIONS,
  ...SECURITY_MIGRATIONS,
  ...SPORTSBOOK_MIGRATIONS,
];

const applied = async (db: Queryable, id: string): Promise<boolean> =>
  (await db.query('select 1 from migrations where id = $1', [id])).length > 0;

/** Runs `work` once per database, remembered under `id` in the migrations table. */
export const runOnce = async (
  db: Db,
  id: string,
  work: (tx: Queryable) => Promise<void>,
): Promise<void> => {
  if (await applied(db, id)) return;
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    if (await applied(tx, id)) return;
    await work(tx);
    await tx.query('insert into migrations (id, applied_at) values ($1, now())', [id]);
  });
};

export const migrate = async (db: Db): Promise<void> => {
  await db.exec(
    'create table if not exists migrations (id text primary key, applied_at timestamptz not null)',
  );
  for (const migration of migrations) {
    await runOnce(db, migration.id, (tx) => tx.exec(migration.sql));
  }
};
