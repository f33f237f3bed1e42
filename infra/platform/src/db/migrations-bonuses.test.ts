// Migration 0017 and seed step 0009 on a database seeded before them: the seeded player's
// bonus money was an opening amount then; its active bonus takes that money as its own, nothing
// is credited twice, and the books still agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches, openBalances } from '../domain/ledger';
import { seedLiveBonuses } from '../seed/bonuses';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { createEmptyTestDb } from '../testing/test-platform';
import type { Db } from './db';
import { migrate, migrations, runOnce } from './migrations';

let db: Db;

beforeAll(async () => {
  db = await createEmptyTestDb();
}, START_TIMEOUT_MS);
afterAll(() => db?.close());

describe('migration 0017 and the live bonuses seed on an older database', () => {
  it("gives the active bonus the balance's money, credits nothing twice, and adds the pack", async () => {
    await db.exec('create table migrations (id text primary key, applied_at timestamptz not null)');
    const before = migrations.slice(
      0,
      migrations.findIndex((migration) => migration.id.startsWith('0017_')),
    );
    for (const migration of before) await runOnce(db, migration.id, (tx) => tx.exec(migration.sql));
    // As the seed of issue 17 left the rich player: bonus money as opening amounts, an active
    // bonus of 100,000 whose money the ledger never saw.
    const [player] = await db.query<{ id: number }>(
      "insert into accounts (email, currency, reg_time) values ('player@omad.uz', 'UZS', 1) returning id",
    );
    const id = Number(player?.id);
    await openBalances(db, id, { main: '1250000.50', bonus: '50000', betting_bonus: '10000' }, 1);
    await db.query(
      `insert into bonuses (account_id, kind, title_uz, title_ru, amount, currency, wager_required,
         wagered, status, created_at, expires_at)
       values ($1, 'casino', 'a', 'a', 100000, 'UZS', 2000000, 650000, 'active', 10, 20),
              ($1, 'casino', 'b', 'b', 50000, 'UZS', 1000000, 0, 'new', 10, 20),
              ($1, 'casino', 'c', 'c', 75000, 'UZS', 1500000, 0, 'expired', 10, 20)`,
      [id],
    );

    await migrate(db);
    await seedLiveBonuses(db);
    const bonuses = await db.query<{ kind: string; status: string; remaining: string | null }>(
      `select kind, status, remaining::text as remaining from bonuses order by kind, id`,
    );
    expect(bonuses).toEqual([
      { kind: 'betting', status: 'active', remaining: '10000.00' },
      { kind: 'betting', status: 'new', remaining: null },
      { kind: 'casino', status: 'active', remaining: '50000.00' },
      { kind: 'casino', status: 'new', remaining: null },
      { kind: 'casino', status: 'expired', remaining: '0.00' },
    ]);
    expect(
      await db.query("select 1 from ledger_entries where kind <> 'opening' and account_id = $1", [
        id,
      ]),
    ).toEqual([]);
    expect(await db.query('select sysname, remaining_count from freespin_packs')).toEqual([
      { sysname: 'pragmatic_sweet_bonanza', remaining_count: 20 },
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
