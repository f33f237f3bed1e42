// The book's endpoints as the sandboxed frame calls them: the open book for anyone, and bets
// placed, listed and cashed out by the token of a signed-in player's sportsbook frame.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { SPORTSBOOK_SYSNAME } from '../seed/games';
import { START_TIMEOUT_MS } from '../testing/api-client';
import type { Answer } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { openFrame } from '../testing/game-frames';
import { newRequestId } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import type { BetView } from './bet-views';
import type { FixtureView } from './book';

const clock = Date.UTC(2030, 8, 1, 10, 0);
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  await platform.sweepSportsBets();
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, credit } = bonusHelpers(() => platform.app);

/** A call as the frame makes it: text/plain JSON from Origin "null". */
const frameCall = async (path: string, body?: Record<string, unknown>): Promise<Answer> => {
  const response = await platform.app.request(`/api/_games/sportsbook/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'null' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
};

const bookOf = async (locale: string) => {
  const answer = await frameCall(`book?locale=${locale}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  return (answer.body.data as { fixtures: FixtureView[] }).fixtures;
};

describe('the sportsbook endpoints', () => {
  it('show anyone the open book, named in the locale', async () => {
    const [uz, ru] = [await bookOf('uz'), await bookOf('ru')];
    expect(uz.map((fixture) => fixture.id)).toEqual(ru.map((fixture) => fixture.id));
    expect(uz.some((fixture) => fixture.home === 'Paxtakor')).toBe(true);
    expect(ru.some((fixture) => fixture.home === 'Пахтакор')).toBe(true);
    const live = uz.find((fixture) => fixture.status === 'live');
    expect(live?.score).not.toBeNull();
    expect(live?.minute).toBeGreaterThan(0);
  });

  it("place, list and cash out a signed-in player's bets by the frame's token", async () => {
    const player = await newPlayer();
    await credit(player, '50000');
    const guest = await openFrame(platform.app, null, SPORTSBOOK_SYSNAME, 'play');
    expect(guest.token).toBeUndefined();
    const { token } = await openFrame(platform.app, player.client, SPORTSBOOK_SYSNAME, 'play');
    expect(token).toBeDefined();
    const fixture = (await bookOf('uz')).find((candidate) => candidate.status === 'upcoming');
    const price = fixture?.prices.find((candidate) => candidate.odds !== null);
    if (!fixture || !price?.odds) throw new Error('nothing to back');
    const place = {
      token,
      request_id: newRequestId(),
      stake: '10000',
      legs: [{ fixture_id: fixture.id, ...price.selection, odds: price.odds }],
    };
    const placed = await frameCall('place', place);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const data = placed.body.data as { bet: BetView; replayed: boolean; wallet: { main: string } };
    expect(data).toMatchObject({ replayed: false, wallet: { main: '40000.00' } });
    expect(data.bet).toMatchObject({ kind: 'single', stake: '10000.00', status: 'open' });
    const retried = await frameCall('place', place);
    expect(retried.body.data).toMatchObject({ replayed: true, bet: { id: data.bet.id } });
    const listed = await frameCall('bets', { token, locale: 'ru' });
    const bets = listed.body.data as { open: BetView[]; settled: BetView[] };
    expect(bets.open.map((bet) => bet.id)).toEqual([data.bet.id]);
    const named = (await bookOf('ru')).find((candidate) => candidate.id === fixture.id);
    expect(bets.open[0]?.legs[0]?.home).toBe(named?.home);
    const quote = bets.open[0]?.cashout;
    const cashed = await frameCall('cashout', { token, bet_id: String(data.bet.id), quote });
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    expect(cashed.body.data).toMatchObject({ payout: quote });
  });

  it('refuse an unknown token, a malformed placement and a malformed bet id', async () => {
    const ended = await frameCall('bets', { token: 'not-a-token' });
    expect(ended.status).toBe(401);
    expect(ended.body.error?.type).toBe(ErrorType.Authorization);
    const player = await newPlayer();
    const { token } = await openFrame(platform.app, player.client, SPORTSBOOK_SYSNAME, 'play');
    for (const legs of [
      'not json',
      [],
      [{ fixture_id: 'fx1-1', market: 'corners', pick: 'home', odds: '1.50' }],
    ]) {
      const refused = await frameCall('place', {
        token,
        request_id: newRequestId(),
        stake: '1000',
        legs,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.error_data).toEqual({ legs: ['INVALID'] });
    }
    // A bet id is digits: not what Number() would also read as one.
    for (const betId of ['1e3', '0x1f', '07', '-1', '1.0']) {
      const refused = await frameCall('cashout', { token, bet_id: betId, quote: '1.00' });
      expect([betId, refused.body.error?.error_data]).toEqual([betId, { bet_id: ['INVALID'] }]);
    }
  });
});
