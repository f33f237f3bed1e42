// Runs only against a real PostgreSQL server: TEST_DATABASE_URL=postgres://... (a database
// the test may fill with the platform's tables). Skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('the platform on a PostgreSQL server', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await createPlatform({ databaseUrl });
  }, START_TIMEOUT_MS);
  afterAll(() => platform?.close());

  it('migrates and seeds idempotently, registers and signs in', async () => {
    // A second platform on the same database finds migrations and seeds already applied.
    await (await createPlatform({ databaseUrl })).close();
    const email = `pg-${Date.now()}@omad.uz`;
    const client = new TestClient(platform.app);
    expect((await client.call('auth.register', { email, password: 'Omad-Pa55word' })).status).toBe(
      200,
    );
    await client.call('storage.set', { key: 'theme', value: 'dark' });
    expect(
      (await client.call('storage.get', { keys: 'theme' }, { http: 'GET' })).body.data,
    ).toEqual({
      theme: 'dark',
    });
    const login = await new TestClient(platform.app).call('auth.login', {
      login: 'player@omad.uz',
      password: 'Secret123',
    });
    expect(login.body.data).toMatchObject({
      balances: { main: { amount: '1250000.50', currency: 'UZS' } },
      reg_time: expect.any(Number),
    });
    const games = await client.call('games.get', { options: '{"count":1}' }, { http: 'GET' });
    expect(games.body.data).toMatchObject({ count: 2400 });
  });
});
