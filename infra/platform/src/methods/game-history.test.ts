import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, GameHistorySchema } from '@omad/contract/api';
import type { GameRound } from '@omad/contract/api';
import { decimalOf, centsOf } from '../domain/money';
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
  expect(issuesOf(GameHistorySchema, answer.body.data)).toEqual([]);
  return parseWith(GameHistorySchema, answer.body.data);
};

/** A new player (signed in) with `amount` on main. */
const playerWithMain = async (email: string, amount: string) => {
  const client = new TestClient(platform.app);
  await client.call('auth.register', { email, password: 'Omad-Pa55word' });
  await client.request('/api/_dev/credit', {
    method: 'POST',
    body: new URLSearchParams({ login: email, amount }),
  });
  return client;
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
    // A player with main money only: with a bonus active, a stake would be bonus money.
    const client = await playerWithMain('history.rounds@omad.uz', '1250000.50');
    const real = await play(client, 'spribe_aviator', 'play', 3);
    const demo = await play(client, 'pragmatic_sweet_bonanza', 'demo', 2);
    // Nobody else's rounds, and no guest's, are in it.
    await play(null, 'spribe_aviator', 'demo', 1);
    const all = await history(client);
    expect(all.count).toBe(5);
    expect(all.items.map((round) => round.id)).toEqual([...real, ...demo].reverse());
    const [latest] = all.items;
    expect(latest).toMatchObject({
      game: {
        sysname: 'pragmatic_sweet_bonanza',
        name: 'Sweet Bonanza',
        provider: 'pragmatic',
        type: 'slot',
      },
      mode: 'demo',
      funds: 'fun',
      currency: 'UZS',
      bet: '1000.00',
    });
    const first = all.items.at(-1) as GameRound;
    expect(first).toMatchObject({
      game: { sysname: 'spribe_aviator', name: 'Aviator', provider: 'spribe', type: 'fast' },
      mode: 'real',
      funds: 'main',
      balance_before: '1250000.50',
    });
    expect(Date.parse(first.created_at)).toBeLessThan(Date.parse(latest?.created_at ?? ''));
    for (const round of all.items) {
      expect(round.created_at).toBe(new Date(Date.parse(round.created_at)).toISOString());
    }

    const page = await history(client, { offset: '1', count: '2' });
    expect(page).toEqual({ count: 5, items: all.items.slice(1, 3), totals: all.totals });
    expect((await history(client, { mode: 'real' })).items.map((round) => round.id)).toEqual(
      [...real].reverse(),
    );
    expect(await history(client, { mode: 'demo', offset: '5' })).toMatchObject({
      count: 2,
      items: [],
    });
  });

  it('needs a signed-in player', async () => {
    const answer = await new TestClient(platform.app).call('games.getHistory', {}, { http: 'GET' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.type).toBe(ErrorType.Authorization);
  });

  it('names each parameter it refuses', async () => {
    const client = new TestClient(platform.app);
    await client.call('auth.register', {
      email: 'history.params@omad.uz',
      password: 'Omad-Pa55word',
    });
    expect(await history(client)).toEqual({
      count: 0,
      items: [],
      totals: { bet: '0.00', win: '0.00', net: '0.00' },
    });
    for (const [params, field] of [
      [{ offset: '-1' }, 'offset'],
      [{ offset: 'first' }, 'offset'],
      [{ count: '101' }, 'count'],
      [{ count: '2.5' }, 'count'],
      [{ mode: 'fun' }, 'mode'],
      [{ mode: 'play' }, 'mode'],
      [{ type: 'poker' }, 'type'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2030-02-30' }, 'from'],
      [{ from: '2030-06-01T25:00:00Z' }, 'from'],
      [{ to: '1717200000000' }, 'to'],
      [{ from: '2030-06-02', to: '2030-06-02' }, 'to'],
      [{ from: '2030-06-02', to: '2030-06-01T23:59:59Z' }, 'to'],
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

/** The totals of `rounds` as the platform should sum them: exact, in cents. */
const totalsOf = (rounds: readonly GameRound[]) => {
  const bet = rounds.reduce((sum, round) => sum + centsOf(round.bet), 0n);
  const win = rounds.reduce((sum, round) => sum + centsOf(round.win), 0n);
  return { bet: decimalOf(bet), win: decimalOf(win), net: decimalOf(win - bet) };
};

describe('games.getHistory filters and totals', () => {
  it('filters by type, mode and period (to exclusive), with totals over every page', async () => {
    const client = await playerWithMain('history.filters@omad.uz', '500000');
    const fast = await play(client, 'spribe_aviator', 'play', 3);
    const live = await play(client, 'evolution_crazy_time', 'play', 2);
    const demo = await play(client, 'pragmatic_sweet_bonanza', 'demo', 2);
    const all = await history(client, { count: '100' });
    expect(all.count).toBe(7);
    expect(all.totals).toEqual(totalsOf(all.items));

    // Totals are the filter's, not the page's.
    const onePage = await history(client, { count: '1', mode: 'real' });
    const real = all.items.filter((round) => round.mode === 'real');
    expect(onePage.items).toHaveLength(1);
    expect(onePage.count).toBe(5);
    expect(onePage.totals).toEqual(totalsOf(real));
    expect(real.every((round) => round.funds === 'main')).toBe(true);

    const byType = await history(client, { type: 'live' });
    expect(byType.items.map((round) => round.id)).toEqual([...live].reverse());
    expect(byType.items.every((round) => round.game.type === 'live')).toBe(true);
    expect(byType.totals).toEqual(totalsOf(byType.items));
    expect((await history(client, { type: 'all' })).count).toBe(7);
    expect(await history(client, { type: 'sportsbook' })).toMatchObject({
      count: 0,
      totals: { bet: '0.00', win: '0.00', net: '0.00' },
    });

    // Oldest first: the aviator rounds, then crazy time, then the demo ones.
    const played = [...all.items].reverse();
    const at = (id: string | undefined) =>
      played.find((round) => round.id === id)?.created_at ?? '';
    const from = at(fast[1]);
    const to = at(demo[0]);
    const period = await history(client, { from, to });
    expect(period.items.map((round) => round.id)).toEqual([fast[1], fast[2], ...live].reverse());
    expect(period.totals).toEqual(totalsOf(period.items));
    // The same instants with an offset: +05:00 is five hours ahead of UTC.
    const shifted = (iso: string) =>
      new Date(Date.parse(iso) + 5 * 3_600_000).toISOString().replace('Z', '+05:00');
    expect(
      (await history(client, { from: shifted(from), to: shifted(to) })).items.map((r) => r.id),
    ).toEqual(period.items.map((round) => round.id));
    expect((await history(client, { from: to, mode: 'demo' })).count).toBe(2);
    expect((await history(client, { to: from })).items.map((round) => round.id)).toEqual([fast[0]]);
  });
});
