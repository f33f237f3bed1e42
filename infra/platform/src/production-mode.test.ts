// Production is safe by construction: no demo account (and no start on a database with one),
// no dev route or simulated provider, no outbox, no start without the secret, withdrawals
// and deposits refused while no provider is connected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { createPlatform } from './platform';
import type { Platform } from './platform';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PASSWORD_COST, createTestPlatform } from './testing/test-platform';
import { START_TIMEOUT_MS, TestClient } from './testing/api-client';
import { PLAYER_PASSWORD, freshEmail } from './testing/players';
import { SEED_PASSWORD } from './seed/accounts';

let production: Platform;

beforeAll(async () => {
  production = await createTestPlatform({ production: true });
}, START_TIMEOUT_MS);
afterAll(() => production?.close());

describe('production mode', () => {
  it('has no demo account', async () => {
    const client = new TestClient(production.app);
    const demo = await client.call('auth.login', {
      login: 'player@omad.uz',
      password: SEED_PASSWORD,
    });
    expect(demo.body.error?.type).toBe(ErrorType.Authorization);
    const rows = await production.db.query('select 1 from accounts');
    expect(rows).toEqual([]);
  });

  it('serves no dev route, simulated provider or outbox', async () => {
    const client = new TestClient(production.app);
    for (const path of [
      '/api/_dev/outbox',
      '/api/_dev/credit',
      '/api/_dev/settle',
      '/api/_games/spribe_aviator/demo',
    ]) {
      expect((await client.request(path)).status, path).toBe(404);
    }
    for (const path of ['/api/_pay/checkout/1', '/api/_kyc/frame', '/oauth/init?provider=google']) {
      expect((await client.request(path)).status, path).toBe(503);
    }
    const email = freshEmail('prod');
    await client.call('auth.register', { email, password: PLAYER_PASSWORD });
    await new TestClient(production.app).call('auth.restore', { login: email });
    expect(await production.db.query('select 1 from outbox')).toEqual([]);
  });

  it('refuses deposits and withdrawals while no provider is connected', async () => {
    const client = new TestClient(production.app);
    await client.call('auth.register', {
      email: freshEmail('prod.cash'),
      password: PLAYER_PASSWORD,
    });
    const withdrawal = await client.call('cashier.makewithdrawal', {
      method: 'payme',
      amount: '10000',
      idempotency_key: 'prod-withdrawal-1',
      requisites: JSON.stringify({ phone: '+998 90 123 45 67' }),
      password: PLAYER_PASSWORD,
    });
    expect(withdrawal.body.error?.type).toBe(ErrorType.BillingUnavailable);
  });

  it('refuses to start without PLATFORM_SECRET, and on a database holding a demo account', async () => {
    const saved = process.env.PLATFORM_SECRET;
    delete process.env.PLATFORM_SECRET;
    try {
      await expect(createPlatform({ dataDir: 'memory://', production: true })).rejects.toThrow(
        /PLATFORM_SECRET/,
      );
    } finally {
      if (saved !== undefined) process.env.PLATFORM_SECRET = saved;
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'omad-demo-'));
    try {
      const local = await createPlatform({
        dataDir,
        paymentSweepMs: 0,
        passwordCost: TEST_PASSWORD_COST,
      });
      await local.close();
      await expect(
        createPlatform({
          dataDir,
          production: true,
          platformSecret: 'x'.repeat(32),
          paymentSweepMs: 0,
        }),
      ).rejects.toThrow(/demo accounts in a production database \(player@omad\.uz/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
