// The payment provider's callback endpoint: a signed verdict applied once, a bad signature or
// a contradicting amount refused, a replay changing nothing; the books stay whole.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PLATFORM_SECRET } from '../config';
import { ledgerMismatches } from '../domain/ledger';
import { signCallback } from '../domain/payment-signature';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { depositHelpers } from '../testing/deposits';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, deposit, mainOf, startOf } = depositHelpers(() => platform);

describe('the callback endpoint', () => {
  const secret = createHmac('sha256', DEV_PLATFORM_SECRET)
    .update('simulated-payment-provider:callbacks')
    .digest('hex');
  const post = (body: Record<string, unknown>) =>
    platform.app.request('/api/_pay/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const callback = (
    id: number,
    status: 'success' | 'fail',
    amount: string,
    callbackId = randomUUID(),
  ) => {
    const fields = { callbackId, transactionId: id, status, amount, currency: 'UZS' } as const;
    return {
      callback_id: callbackId,
      transaction_id: id,
      status,
      amount,
      currency: 'UZS',
      signature: signCallback(secret, fields),
    };
  };

  it('applies a signed callback once, and refuses a forged or altered one', async () => {
    const client = await newPlayer();
    const start = startOf(await deposit(client));
    const forged = {
      ...callback(start.transaction.id, 'success', '100000.00'),
      signature: 'a'.repeat(64),
    };
    expect((await post(forged)).status).toBe(403);
    // Signed, but for another amount than the deposit's.
    expect((await post(callback(start.transaction.id, 'success', '900000.00'))).status).toBe(409);
    expect(await mainOf(client)).toBe('0.00');
    const good = callback(start.transaction.id, 'success', '100000.00');
    expect(await (await post(good)).json()).toEqual({ applied: true, status: 'success' });
    expect(await (await post(good)).json()).toEqual({ applied: false, status: 'success' });
    // A late contradiction changes nothing either.
    expect(await (await post(callback(start.transaction.id, 'fail', '100000.00'))).json()).toEqual({
      applied: false,
      status: 'success',
    });
    expect(await mainOf(client)).toBe('100000.00');
  });

  it('is off in production, as is the checkout page', async () => {
    const production = await createTestPlatform({
      production: true,
      platformSecret: 'prod-secret',
    });
    try {
      expect((await production.app.request('/api/_pay/checkout/1?token=x')).status).toBe(503);
      expect((await production.app.request('/api/_pay/callback', { method: 'POST' })).status).toBe(
        503,
      );
    } finally {
      await production.close();
    }
  });
});
