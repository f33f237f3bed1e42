import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BalancesSchema } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const credit = (client: TestClient, fields: Record<string, string>) =>
  client.request('/api/_dev/credit', { method: 'POST', body: new URLSearchParams(fields) });
const balanceOf = async (client: TestClient) =>
  (await client.call('account.getBalance', {}, { http: 'GET' })).body.data;

describe('POST /api/_dev/credit', () => {
  it('adds to a balance, and account.getBalance shows the change', async () => {
    const player = new TestClient(platform.app);
    await player.call('auth.register', { email: 'credit.me@omad.uz', password: 'Omad-Pa55word' });
    const answer = await credit(new TestClient(platform.app), {
      login: 'credit.me@omad.uz',
      amount: '150000.25',
    });
    expect(answer.status).toBe(200);
    expect(issuesOf(BalancesSchema, answer.body.data)).toEqual([]);
    expect(await balanceOf(player)).toMatchObject({
      main: { amount: '150000.25', currency: 'UZS' },
      bonus: { amount: '0.00' },
    });
    await credit(player, { login: 'credit.me@omad.uz', amount: '500', kind: 'betting_bonus' });
    await credit(player, { login: 'credit.me@omad.uz', amount: '-0.25' });
    expect(await balanceOf(player)).toMatchObject({
      main: { amount: '150000.00' },
      betting_bonus: { amount: '500.00' },
    });
    // Each credit is an adjustment entry of the ledger.
    const entries = await platform.db.query(
      `select e.balance, e.amount::text as amount, e.kind from ledger_entries e
       join accounts a on a.id = e.account_id where a.email = 'credit.me@omad.uz' order by e.id`,
    );
    expect(entries).toEqual([
      { balance: 'main', amount: '150000.25', kind: 'adjustment' },
      { balance: 'betting_bonus', amount: '500.00', kind: 'adjustment' },
      { balance: 'main', amount: '-0.25', kind: 'adjustment' },
    ]);
  });

  it('refuses an unknown login, a malformed amount, an overdraft and an unknown kind', async () => {
    const client = new TestClient(platform.app);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ login: 'ghost@omad.uz', amount: '1' }, { login: ['NOT_FOUND'] }],
      [{ login: 'player@omad.uz', amount: '1.005' }, { amount: ['INVALID'] }],
      [{ login: 'player@omad.uz', amount: 'lots' }, { amount: ['INVALID'] }],
      [{ login: 'player@omad.uz', amount: '-99999999' }, { amount: ['INVALID'] }],
      [{ login: 'player@omad.uz', amount: '1', kind: 'fun' }, { kind: ['INVALID'] }],
    ];
    for (const [fields, errorData] of cases) {
      const answer = await credit(client, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error?.error_data).toEqual(errorData);
    }
  });
});
