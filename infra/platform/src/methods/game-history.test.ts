import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, GameRoundSchema, pageOf } from '@omad/contract/api';
import type { GameRound } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
// Each reading a second later: every round has its own time.
let clock = Date.UTC(2030, 5, 1);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => (clock += 1000) });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const history = async (client: TestClient, params: Record<string, string> = {}) => {
  const answer = await client.call('games.getHistory', params, { http: 'GET' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(pageOf(GameRoundSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(GameRoundSchema), answer.body.data);
};

/** Plays `count` rounds of `sysname` and answers their ids in the order played. */
const play = async (
  client: TestClient | null,
  sysname: string,
  mode: 'play' | 'demo',
  count: number,
) => {
  const { token } = await openFrame(platform.app, client, sysname, mode);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const round_id = newRoundId();
    const answer = await spin(platform.app, { token, round_id, bet: '1000' });
    expect(answer.status).toBe(200);
    ids.push(round_id);
  }
  return ids;
};

describe('games.getHistory', () => {
  it("answers the player's rounds newest first, in the contract's shape, a page at a time", async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.login', { login: 'player@omad.uz', password: 'Secret123' });
    const real = await play(client, 'spribe_aviator', 'play', 3);
    const demo = await play(client, 'pragmatic_sweet_bonanza', 'demo', 2);
    // Nobody else's rounds, and no guest's, are in it.
    await play(null, 'spribe_aviator', 'demo', 1);
    const all = await history(client);
    expect(all.count).toBe(5);
    expect(all.items.map((round) => round.id)).toEqual([...real, ...demo].reverse());
    const [latest] = all.items;
    expect(latest).toMatchObject({
      game: { sysname: 'pragmatic_sweet_bonanza', name: 'Sweet Bonanza', provider: 'pragmatic' },
      mode: 'demo',
      currency: 'UZS',
      bet: '1000.00',
    });
    const first = all.items.at(-1) as GameRound;
    expect(first).toMatchObject({
      game: { sysname: 'spribe_aviator', name: 'Aviator', provider: 'spribe' },
      mode: 'real',
      balance_before: '1250000.50',
    });
    expect(Date.parse(first.created_at)).toBeLessThan(Date.parse(latest?.created_at ?? ''));
    for (const round of all.items) {
      expect(round.created_at).toBe(new Date(Date.parse(round.created_at)).toISOString());
    }

    const page = await history(client, { offset: '1', count: '2' });
    expect(page).toEqual({ count: 5, items: all.items.slice(1, 3) });
    expect((await history(client, { mode: 'real' })).items.map((round) => round.id)).toEqual(
      [...real].reverse(),
    );
    expect(await history(client, { mode: 'demo', offset: '5' })).toEqual({ count: 2, items: [] });
  });

  it('needs a signed-in player', async () => {
    const answer = await new TestClient(platform.app).call('games.getHistory', {}, { http: 'GET' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.type).toBe(ErrorType.Authorization);
  });

  it('names each parameter it refuses', async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.register', { email: 'history.params@omad.uz', password: 'Pa55word' });
    expect(await history(client)).toEqual({ count: 0, items: [] });
    for (const [params, field] of [
      [{ offset: '-1' }, 'offset'],
      [{ offset: 'first' }, 'offset'],
      [{ count: '101' }, 'count'],
      [{ count: '2.5' }, 'count'],
      [{ mode: 'fun' }, 'mode'],
      [{ mode: 'play' }, 'mode'],
    ] as const) {
      const answer = await client.call('games.getHistory', params, { http: 'GET' });
      expect([params, answer.status, answer.body.error?.error_data]).toEqual([
        params,
        400,
        { [field]: ['INVALID'] },
      ]);
    }
  });
});
