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

describe('migrations 0013 and 0014 (the player profile) on an existing database', () => {
  it('keeps newsletter consent per contact, gives sessions a public id and moves the deposit limit', async () => {
    const old = await createEmptyTestDb();
    try {
      await old.exec(
        'create table migrations (id text primary key, applied_at timestamptz not null)',
      );
      const before = migrations.slice(
        0,
        migrations.findIndex((migration) => migration.id.startsWith('0013_')),
      );
      for (const migration of before) {
        await runOnce(old, migration.id, (tx) => tx.exec(migration.sql));
      }
      await old.exec(`
        insert into accounts (id, email, phone, currency, is_subscribed, reg_time) values
          (1, 'both@omad.uz', '998901110001', 'UZS', true, 1),
          (2, 'mail@omad.uz', null, 'UZS', true, 1),
          (3, 'quiet@omad.uz', '998901110003', 'UZS', false, 1);
        insert into balances (account_id) values (1), (2), (3);
        insert into sessions (id_hash, account_id, created_at, expires_at) values ('h1', 1, 50, 99);
        insert into deposit_limits (account_id, period, limit_amount, set_at)
          values (2, 'week', 250000.50, 7);`);

      await migrate(old);
      const accounts = await old.query<Record<string, unknown>>(
        `select email, email_subscribed, phone_subscribed, is_subscribed, reality_check_minutes,
           exclusion_until from accounts order by id`,
      );
      expect(accounts).toEqual([
        expect.objectContaining({
          email_subscribed: true,
          phone_subscribed: true,
          is_subscribed: true,
        }),
        expect.objectContaining({
          email_subscribed: true,
          phone_subscribed: false,
          is_subscribed: true,
        }),
        expect.objectContaining({
          email_subscribed: false,
          phone_subscribed: false,
          is_subscribed: false,
        }),
      ]);
      expect(accounts[0]).toMatchObject({ reality_check_minutes: 0, exclusion_until: null });
      const [session] = await old.query<{ public_id: string; last_seen_at: string | number }>(
        'select public_id, last_seen_at from sessions',
      );
      expect(session?.public_id).toMatch(/^[0-9a-f]{32}$/);
      expect(Number(session?.last_seen_at)).toBe(50);
      expect(
        await old.query(
          `select account_id, period, limit_amount::text as limit_amount, pending_amount
           from deposit_limit_rules`,
        ),
      ).toEqual([
        { account_id: 2, period: 'week', limit_amount: '250000.50', pending_amount: null },
      ]);
    } finally {
      await old.close();
    }
  });
});
