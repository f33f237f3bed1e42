import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const signedIn = async (email: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  await client.call('auth.register', { email, password: 'Omad-Pa55word' });
  return client;
};

describe('storage', () => {
  it('sets, gets and lists keys per player', async () => {
    const client = await signedIn('store@omad.uz');
    expect(
      (await client.call('storage.set', { key: 'already_seen_cashback_id', value: '42' })).body
        .data,
    ).toBe(true);
    await client.call('storage.set', { key: 'theme', value: 'dark' });
    const values = await client.call(
      'storage.get',
      { keys: '["already_seen_cashback_id","missing"]' },
      { http: 'GET' },
    );
    expect(values.body.data).toEqual({ already_seen_cashback_id: '42', missing: null });
    const comma = await client.call('storage.get', { keys: 'theme' }, { http: 'GET' });
    expect(comma.body.data).toEqual({ theme: 'dark' });
    expect((await client.call('storage.getKeys', {}, { http: 'GET' })).body.data).toEqual([
      'already_seen_cashback_id',
      'theme',
    ]);

    await client.call('storage.set', { key: 'theme', value: 'null' });
    expect((await client.call('storage.getKeys', {}, { http: 'GET' })).body.data).toEqual([
      'already_seen_cashback_id',
    ]);
    const other = await signedIn('other.store@omad.uz');
    expect((await other.call('storage.getKeys', {}, { http: 'GET' })).body.data).toEqual([]);
  });

  it('refuses guests', async () => {
    const guest = new TestClient(platform.app);
    const answer = await guest.call('storage.set', { key: 'a', value: 'b' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.type).toBe(ErrorType.Authorization);
    expect((await guest.call('storage.get', { keys: 'a' }, { http: 'GET' })).status).toBe(401);
  });

  it('enforces 4 KB a value and 100 keys a player', async () => {
    const client = await signedIn('quota@omad.uz');
    const big = await client.call('storage.set', { key: 'big', value: 'x'.repeat(4097) });
    expect(big.body.error?.type).toBe(ErrorType.StorageQuotaExceeded);
    expect(
      (await client.call('storage.set', { key: 'fits', value: 'x'.repeat(4096) })).body.data,
    ).toBe(true);

    for (let index = 1; index < 100; index += 1) {
      await client.call('storage.set', { key: `key_${index}`, value: String(index) });
    }
    const over = await client.call('storage.set', { key: 'one_too_many', value: '1' });
    expect(over.body.error?.type).toBe(ErrorType.StorageQuotaExceeded);
    // Overwriting an existing key is not a new key.
    expect((await client.call('storage.set', { key: 'key_1', value: 'again' })).body.data).toBe(
      true,
    );
  });
});
