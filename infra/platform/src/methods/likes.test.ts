import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
// A clock that moves a second on every reading, so each like has its own time.
let clock = Date.UTC(2030, 0, 1);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => (clock += 1000) });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const signedIn = async (email: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  await client.call('auth.register', { email, password: 'Omad-Pa55word' });
  return client;
};

const likesOf = async (client: TestClient) => {
  const answer = await client.call('games.getLikes', {}, { http: 'GET' });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('favourites (games.getLikes, addLike, removeLike)', () => {
  it('adds and removes likes per player, newest first, each call idempotent', async () => {
    const client = await signedIn('likes@omad.uz');
    expect(await likesOf(client)).toEqual([]);
    for (const sysname of [
      'spribe_aviator',
      'evolution_crazy_time',
      'pragmatic_sweet_bonanza',
      'spribe_aviator',
    ]) {
      const added = await client.call('games.addLike', { sysname });
      expect([sysname, added.status, added.body.data]).toEqual([sysname, 200, true]);
    }
    // Liking again keeps the first like (and its place).
    expect(await likesOf(client)).toEqual([
      'pragmatic_sweet_bonanza',
      'evolution_crazy_time',
      'spribe_aviator',
    ]);
    expect(await likesOf(await signedIn('other.likes@omad.uz'))).toEqual([]);
    for (let twice = 0; twice < 2; twice += 1) {
      const removed = await client.call('games.removeLike', { sysname: 'spribe_aviator' });
      expect(removed.body.data).toBe(true);
    }
    expect(await likesOf(client)).toEqual(['pragmatic_sweet_bonanza', 'evolution_crazy_time']);
  });

  it('needs a signed-in player', async () => {
    const guest = new TestClient(platform.app);
    const calls = [
      guest.call('games.getLikes', {}, { http: 'GET' }),
      guest.call('games.addLike', { sysname: 'spribe_aviator' }),
      guest.call('games.removeLike', { sysname: 'spribe_aviator' }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error?.type).toBe(ErrorType.Authorization);
    }
  });

  it('names sysname when the game is unknown or missing, and POST is needed', async () => {
    const client = await signedIn('likes.refused@omad.uz');
    for (const method of ['games.addLike', 'games.removeLike']) {
      const unknown = await client.call(method, { sysname: 'no_such_game' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({
        type: ErrorType.InvalidParameter,
        error_data: { sysname: ['NOT_FOUND'] },
      });
      const sportsbook = await client.call(method, { sysname: 'dgt_sportsbook' });
      expect(sportsbook.body.error?.error_data).toEqual({ sysname: ['NOT_FOUND'] });
      const missing = await client.call(method, {});
      expect(missing.body.error?.error_data).toEqual({ sysname: ['REQUIRED'] });
      const overGet = await client.call(method, { sysname: 'spribe_aviator' }, { http: 'GET' });
      expect(overGet.body.error?.type).toBe(ErrorType.InvalidRequest);
    }
    expect(await likesOf(client)).toEqual([]);
  });
});
