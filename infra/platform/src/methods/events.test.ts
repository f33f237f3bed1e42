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

const handle = (client: TestClient, params: Record<string, string>) =>
  client.call('events.handle', params, { http: 'GET' });
const eventsNamed = async (client: TestClient, name: string) =>
  (await client.request(`/api/_dev/events?name=${encodeURIComponent(name)}`)).body.data;

describe('events.handle', () => {
  it("stores a guest's event with uid 0 and a player's with their uid, newest first", async () => {
    const guest = new TestClient(platform.app);
    const answer = await handle(guest, {
      event_name: 'promocodeNotFound',
      event_params: '{"promo_code":"NOPE"}',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(true);

    const player = new TestClient(platform.app);
    const registered = await player.call('auth.register', {
      email: 'events@omad.uz',
      password: 'Omad-Pa55word',
    });
    const uid = (registered.body.data as { uid: number }).uid;
    await handle(player, { event_name: 'promocodeNotFound', event_params: 'not json' });

    expect(await eventsNamed(guest, 'promocodeNotFound')).toEqual([
      {
        event_name: 'promocodeNotFound',
        event_params: 'not json',
        uid,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      {
        event_name: 'promocodeNotFound',
        event_params: { promo_code: 'NOPE' },
        uid: 0,
        created_at: expect.any(String),
      },
    ]);
  });

  it('stores an event without params as null params', async () => {
    const client = new TestClient(platform.app);
    await handle(client, { event_name: 'error_logout' });
    expect(await eventsNamed(client, 'error_logout')).toEqual([
      expect.objectContaining({ event_params: null, uid: 0 }),
    ]);
  });

  it('refuses an empty or malformed event name', async () => {
    const client = new TestClient(platform.app);
    const empty = await handle(client, { event_name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { event_name: ['REQUIRED'] },
    });
    for (const name of ['<script>', 'two words', 'x'.repeat(65)]) {
      const answer = await handle(client, { event_name: name });
      expect(answer.body.error?.error_data, name).toEqual({ event_name: ['INVALID'] });
    }
    expect(await eventsNamed(client, '<script>')).toEqual([]);
  });
});
