// cashier.* over HTTP: methods and bounds in the player's currency, banks, history with its
// filters, one deposit, withdrawals (bounds, requisites, the withdrawable amount, one per
// key) and their cancel; a guest is refused everywhere.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { openDeposit, settleDeposit } from '../domain/cashier';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';
import { PLAYER_PASSWORD, confirmContact } from '../testing/players';

let platform: Platform;
let clock = Date.UTC(2030, 0, 1);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => (clock += 1000) });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

let players = 0;
/** A new signed-in player with `amount` deposited (through the ledger) on the main balance. */
const playerWith = async (amount: string | null) => {
  players += 1;
  const email = `cashier.http.${players}@omad.uz`;
  const client = new TestClient(platform.app);
  await client.call('auth.register', { email, password: PLAYER_PASSWORD });
  // A withdrawal needs a confirmed contact (withdrawal-guards.ts).
  await confirmContact(client, email);
  const [row] = await platform.db.query<{ id: number }>(
    'select id from accounts where email = $1',
    [email],
  );
  const accountId = Number(row?.id);
  if (amount !== null) {
    const { transaction } = await openDeposit(platform.db, {
      accountId,
      method: 'uzcard',
      amount,
      currency: 'UZS',
      key: `seed-${players}`,
      requisites: {},
      domain: null,
      offerId: null,
      at: clock,
    });
    await settleDeposit(platform.db, {
      callbackId: `seed-${players}`,
      transactionId: transaction.id,
      status: 'success',
      at: clock,
    });
  }
  return { client, accountId };
};

const get = async (client: TestClient, method: string, params: Record<string, string> = {}) =>
  (await client.call(method, params, { http: 'GET' })).body;

const withdrawal = (key: string, amount: string, extra: Record<string, string> = {}) => ({
  method: 'payme',
  amount,
  idempotency_key: key,
  requisites: JSON.stringify({ phone: '+998 90 123 45 67' }),
  // A payout destination the player never used needs the password.
  password: PLAYER_PASSWORD,
  ...extra,
});

describe('cashier settings', () => {
  it("lists the methods with bounds in the player's currency, logos and requisites", async () => {
    const { client } = await playerWith(null);
    const { data } = await get(client, 'cashier.getdepositsettings');
    const methods = (data as { methods: { sysname: string; min: string; max: string }[] }).methods;
    expect(methods.map((method) => method.sysname)).toEqual([
      'uzcard',
      'humo',
      'visa',
      'mastercard',
      'payme',
      'click',
    ]);
    expect(methods[0]).toMatchObject({
      name: 'Uzcard',
      currency: 'UZS',
      min: '10000',
      max: '50000000',
      icon: '/api/_media/payment/uzcard.svg',
    });
    const logo = await platform.app.request('/api/_media/payment/uzcard.svg');
    expect([logo.status, await logo.text()]).toEqual([200, expect.stringContaining('Uzcard')]);
    const withdraw = (await get(client, 'cashier.getwithdrawsettings')).data as {
      methods: { sysname: string }[];
      withdrawable: unknown;
    };
    // Click takes no payouts.
    expect(withdraw.methods.map((method) => method.sysname)).not.toContain('click');
    expect(withdraw.withdrawable).toEqual({ amount: '0.00', currency: 'UZS' });
    expect(((await get(client, 'cashier.getbanks')).data as unknown[]).length).toBeGreaterThan(3);
  });

  it('refuses a guest', async () => {
    const guest = new TestClient(platform.app);
    for (const method of [
      'cashier.getdepositsettings',
      'cashier.getwithdrawsettings',
      'cashier.getbanks',
      'cashier.gethistory',
    ]) {
      expect((await get(guest, method)).error?.type, method).toBe(ErrorType.Authorization);
    }
    const refused = await guest.call('cashier.makewithdrawal', withdrawal('guest-key-1', '10000'));
    expect(refused.body.error?.type).toBe(ErrorType.Authorization);
  });
});

describe('withdrawals', () => {
  it('takes the main balance once per key, within bounds, never past what is there', async () => {
    const { client } = await playerWith('100000');
    const over = await client.call('cashier.makewithdrawal', withdrawal('key-over-1', '100001'));
    expect(over.body.error).toMatchObject({ type: ErrorType.WithdrawalDeclined });
    const below = await client.call('cashier.makewithdrawal', withdrawal('key-below-1', '4999'));
    expect(below.body.error).toMatchObject({ type: ErrorType.WithdrawalLimitsExceeded });
    expect(below.body.error?.message).toContain('5000');
    for (const [fields, field] of [
      [withdrawal('key-zero-1', '012000'), 'amount'],
      [withdrawal('key-frac-1', '12000.5'), 'amount'],
      [withdrawal('short', '12000'), 'idempotency_key'],
      [withdrawal('key-meth-1', '12000', { method: 'click' }), 'method'],
      [withdrawal('key-req-1', '12000', { requisites: '{}' }), 'requisites.phone'],
      [
        withdrawal('key-bank-1', '12000', {
          method: 'uzcard',
          requisites: '{"card_number":"8600 1234 5678 9012","card_expiry":"12/29"}',
        }),
        'requisites.bank_id',
      ],
    ] as const) {
      const answer = await client.call('cashier.makewithdrawal', fields);
      expect(answer.body.error, field).toMatchObject({
        type: ErrorType.InvalidParameter,
        error_data: { [field]: [expect.any(String)] },
      });
    }
    const made = await client.call('cashier.makewithdrawal', withdrawal('key-good-1', '60000'));
    expect(made.body.data).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: { amount: '60000.00', currency: 'UZS' },
    });
    const again = await client.call('cashier.makewithdrawal', withdrawal('key-good-1', '60000'));
    expect(again.body.data).toEqual(made.body.data);
    const reused = await client.call('cashier.makewithdrawal', withdrawal('key-good-1', '7000'));
    expect(reused.body.error).toMatchObject({ error_data: { idempotency_key: ['ALREADY_USED'] } });
    const left = (await get(client, 'cashier.getwithdrawsettings')).data as {
      withdrawable: { amount: string };
    };
    expect(left.withdrawable.amount).toBe('40000.00');
  });

  it('cancels a pending withdrawal once, only the owner', async () => {
    const { client } = await playerWith('20000');
    const made = await client.call('cashier.makewithdrawal', withdrawal('key-cancel-1', '20000'));
    const id = (made.body.data as { id: number }).id;
    const stranger = (await playerWith(null)).client;
    const foreign = await stranger.call('cashier.cancelwithdrawal', { id: String(id) });
    expect(foreign.body.error).toMatchObject({ error_data: { id: ['NOT_FOUND'] } });
    for (let twice = 0; twice < 2; twice += 1) {
      const cancelled = await client.call('cashier.cancelwithdrawal', { id: String(id) });
      expect(cancelled.body.data).toMatchObject({ id, status: 'cancel' });
    }
    const left = (await get(client, 'cashier.getwithdrawsettings')).data as {
      withdrawable: { amount: string };
    };
    expect(left.withdrawable.amount).toBe('20000.00');
  });
});

describe('history and one deposit', () => {
  it('pages the transactions newest first, by type and status', async () => {
    const { client } = await playerWith('50000');
    await client.call('cashier.makewithdrawal', withdrawal('key-hist-1', '10000'));
    await client.call('cashier.makewithdrawal', withdrawal('key-hist-2', '11000'));
    const all = (await get(client, 'cashier.gethistory', { count: '4' })).data as {
      items: { type: string; amount: { amount: string } }[];
      count: number;
    };
    expect(all.count).toBe(3);
    expect(all.items.map((item) => [item.type, item.amount.amount])).toEqual([
      ['withdrawal', '11000.00'],
      ['withdrawal', '10000.00'],
      ['deposit', '50000.00'],
    ]);
    const deposits = (await get(client, 'cashier.gethistory', { type: 'deposit' })).data as {
      items: { id: number; status: string }[];
    };
    expect(deposits.items).toHaveLength(1);
    const page = (await get(client, 'cashier.gethistory', { offset: '1', count: '1' })).data as {
      items: unknown[];
      count: number;
    };
    expect([page.items.length, page.count]).toEqual([1, 3]);
    const pending = (await get(client, 'cashier.gethistory', { statuses: '["pending"]' })).data as {
      count: number;
    };
    expect(pending.count).toBe(2);
    expect((await get(client, 'cashier.gethistory', { type: 'bets' })).error).toMatchObject({
      error_data: { type: ['INVALID'] },
    });

    const id = deposits.items[0]?.id;
    const info = (await get(client, 'cashier.getdepositinfo', { id: String(id) })).data;
    expect(info).toMatchObject({ id, type: 'deposit', method: 'uzcard', status: 'success' });
    const other = (await playerWith(null)).client;
    expect((await get(other, 'cashier.getdepositinfo', { id: String(id) })).error).toMatchObject({
      error_data: { id: ['NOT_FOUND'] },
    });
  });
});
