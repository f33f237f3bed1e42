// A withdrawal's guards (withdrawal-guards.ts) and money kept honest: masked requisites, the
// currency locked by what is valued in it, a bonus only in the account's currency, balances
// that cannot go below zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { UNVERIFIED_WITHDRAWAL_MAX } from '../config';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import type { TestClient } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { PLAYER_PASSWORD, confirmContact } from '../testing/players';

let platform: Platform;
const { newPlayer, credit, grant, balances } = bonusHelpers(() => platform.app);

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

let keys = 0;
const withdraw = (client: TestClient, fields: Record<string, string>) => {
  keys += 1;
  return client.call('cashier.makewithdrawal', {
    method: 'uzcard',
    amount: '50000',
    idempotency_key: `guard-key-${keys}`,
    requisites: JSON.stringify({
      card_number: '8600 1234 5678 4321',
      card_expiry: '09/31',
      bank_id: '1',
    }),
    ...fields,
  });
};

describe('cashier.makewithdrawal guards', () => {
  it('needs a confirmed contact first', async () => {
    const player = await newPlayer();
    await credit(player, '100000');
    const answer = await withdraw(player.client, { password: PLAYER_PASSWORD });
    expect(answer.body.error?.type).toBe(ErrorType.UserNeedConfirmContact);
    expect(await balances(player)).toMatchObject({ main: '100000.00' });
  });

  it('needs the password for a new destination only, and keeps the card masked', async () => {
    const player = await newPlayer();
    await credit(player, '300000');
    await confirmContact(player.client, player.email);
    const bare = await withdraw(player.client, {});
    expect(bare.body.error?.error_data).toEqual({ password: ['REQUIRED'] });
    const wrong = await withdraw(player.client, { password: 'Not-it-at-all9' });
    expect(wrong.body.error?.error_data).toEqual({ password: ['INVALID'] });
    const made = await withdraw(player.client, { password: PLAYER_PASSWORD });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((made.body.data as { requisites: unknown }).requisites).toEqual({
      card_number: '**** 4321',
      bank_id: '1',
    });
    // The same card written differently is the same destination: no password this time.
    const again = await withdraw(player.client, {
      requisites: JSON.stringify({
        card_number: '8600123456784321',
        card_expiry: '01/30',
        bank_id: '1',
      }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const stored = await platform.db.query<{ requisites: unknown }>(
      `select t.requisites from cashier_transactions t join accounts a on a.id = t.account_id
       where a.email = $1 and t.type = 'withdrawal'`,
      [player.email],
    );
    expect(JSON.stringify(stored)).not.toMatch(/5678|09\/31|01\/30/);
    expect(await balances(player)).toMatchObject({ main: '200000.00' });
  });

  it('needs a verified identity above the unverified maximum', async () => {
    const player = await newPlayer();
    const max = UNVERIFIED_WITHDRAWAL_MAX.UZS ?? '0';
    await credit(player, String(BigInt(max) * 2n));
    await confirmContact(player.client, player.email);
    const above = await withdraw(player.client, {
      method: 'humo',
      amount: String(BigInt(max) + 1n),
      password: PLAYER_PASSWORD,
    });
    expect(above.body.error?.type).toBe(ErrorType.KycWithdrawal);
    const at = await withdraw(player.client, { amount: '90000', password: PLAYER_PASSWORD });
    expect(at.status, JSON.stringify(at.body)).toBe(200);
  });
});

describe('currency and bonuses', () => {
  it('locks the currency while a bonus waits, and refuses a bonus in another currency', async () => {
    const player = await newPlayer();
    const bonus = await grant(player, { kind: 'bonus', amount: '30000' });
    const change = await player.client.call('account.setCurrency', { currency: 'USD' });
    expect(change.body.error?.error_data).toEqual({ currency: ['LOCKED'] });
    await platform.db.query(`update bonuses set currency = 'USD' where id = $1`, [bonus.id]);
    const activated = await player.client.call('bonuses.activate', { bonus_id: String(bonus.id) });
    expect(activated.body.error?.error_data).toEqual({ bonus_id: ['CURRENCY'] });
    expect(await balances(player)).toMatchObject({ bonus: '0.00' });
  });

  it('keeps balances at or above zero in the database itself', async () => {
    const player = await newPlayer();
    await expect(
      platform.db.query(
        `update balances set main = -0.01
         where account_id = (select id from accounts where email = $1)`,
        [player.email],
      ),
    ).rejects.toThrow(/balances_not_negative/);
  });
});
