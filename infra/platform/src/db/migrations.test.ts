// Migrations applied to a database that already holds data: the ledger starts from the
// balances it finds, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/ledger';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { createEmptyTestDb } from '../testing/test-platform';
import type { Db } from './db';
import { migrate, migrations, runOnce } from './migrations';

let db: Db;

beforeAll(async () => {
  db = await createEmptyTestDb();
}, START_TIMEOUT_MS);
afterAll(() => db?.close());

describe('migration 0008 (the ledger) on an existing database', () => {
  it('writes an opening entry for every balance already held, once', async () => {
    // The schema as it was before the ledger, with two accounts that have money.
    await db.exec('create table migrations (id text primary key, applied_at timestamptz not null)');
    const before = migrations.slice(
      0,
      migrations.findIndex((migration) => migration.id === '0008_ledger'),
    );
    for (const migration of before) await runOnce(db, migration.id, (tx) => tx.exec(migration.sql));
    const rich = await db.query<{ id: number }>(
      "insert into accounts (email, currency, reg_time) values ('old.rich@omad.uz', 'UZS', 1) returning id",
    );
    const poor = await db.query<{ id: number }>(
      "insert into accounts (email, currency, reg_time) values ('old.poor@omad.uz', 'UZS', 1) returning id",
    );
    await db.query(
      `insert into balances (account_id, main, bonus, betting_bonus, fun)
       values ($1, 1250000.50, 50000, 0, 0), ($2, 0, 0, 0, 3.10)`,
      [rich[0]?.id, poor[0]?.id],
    );

    await migrate(db);
    await migrate(db);
    const entries = await db.query<{
      email: string;
      balance: string;
      amount: string;
      kind: string;
    }>(
      `select a.email, e.balance, e.amount::text as amount, e.kind
       from ledger_entries e join accounts a on a.id = e.account_id order by a.email, e.balance`,
    );
    expect(entries).toEqual([
      { email: 'old.poor@omad.uz', balance: 'fun', amount: '3.10', kind: 'opening' },
      { email: 'old.rich@omad.uz', balance: 'bonus', amount: '50000.00', kind: 'opening' },
      { email: 'old.rich@omad.uz', balance: 'main', amount: '1250000.50', kind: 'opening' },
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);
    const applied = await db.query<{ id: string }>('select id from migrations order by id');
    expect(applied.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });
});
