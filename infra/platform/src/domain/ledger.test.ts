import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';
import { ledgerMismatches, postEntry } from './ledger';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const accountId = async (email: string): Promise<number> => {
  const [row] = await platform.db.query<{ id: number }>(
    'select id from accounts where email = $1',
    [email],
  );
  if (!row) throw new Error(`no account ${email}`);
  return Number(row.id);
};

describe('the ledger', () => {
  it('opens seeded and registered accounts with their amounts as opening entries', async () => {
    await new TestClient(platform.app).call('auth.register', {
      email: 'ledger.new@omad.uz',
      password: 'Omad-Pa55word',
    });
    const entries = await platform.db.query<{ email: string; balance: string; amount: string }>(
      `select a.email, e.balance, e.amount::text as amount from ledger_entries e
       join accounts a on a.id = e.account_id where e.kind = 'opening' order by a.email, e.balance`,
    );
    expect(entries).toEqual([
      { email: 'limit@omad.uz', balance: 'main', amount: '300000.00' },
      { email: 'player@omad.uz', balance: 'main', amount: '1250000.50' },
    ]);
    // The seeded player's bonus money is its active bonuses', credited as such.
    const credits = await platform.db.query<{ balance: string; amount: string }>(
      `select e.balance, e.amount::text as amount from ledger_entries e
       join accounts a on a.id = e.account_id
       where a.email = 'player@omad.uz' and e.kind = 'bonus_credit' order by e.balance`,
    );
    expect(credits).toEqual([
      { balance: 'betting_bonus', amount: '10000.00' },
      { balance: 'bonus', amount: '50000.00' },
    ]);
    expect(await ledgerMismatches(platform.db)).toEqual([]);
  });

  it('moves a balance with its entry, and refuses an overdraft writing nothing', async () => {
    const id = await accountId('player@omad.uz');
    const entry = {
      accountId: id,
      balance: 'bonus',
      kind: 'adjustment',
      reference: 't',
      at: 1,
    } as const;
    expect(await postEntry(platform.db, { ...entry, amount: '-0.10' })).toEqual({
      before: '50000.00',
      after: '49999.90',
    });
    const count = await platform.db.query('select id from ledger_entries');
    expect(await postEntry(platform.db, { ...entry, amount: '-49999.91' })).toBeNull();
    expect(await platform.db.query('select id from ledger_entries')).toEqual(count);
    expect(await ledgerMismatches(platform.db)).toEqual([]);
  });

  it('finds a balance changed without an entry, and an entry without its change', async () => {
    const id = await accountId('twofa@omad.uz');
    await platform.db.query('update balances set main = main + 5 where account_id = $1', [id]);
    await platform.db.query(
      `insert into ledger_entries (account_id, balance, amount, kind, reference, created_at)
       values ($1, 'fun', 2.50, 'adjustment', null, 1)`,
      [id],
    );
    expect(await ledgerMismatches(platform.db)).toEqual([
      { account_id: id, balance: 'fun', amount: '0.00', entries: '2.50' },
      { account_id: id, balance: 'main', amount: '5.00', entries: '0.00' },
    ]);
  });
});
