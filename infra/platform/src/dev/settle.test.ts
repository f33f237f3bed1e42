import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { sportsbookHelpers } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import { payoutOf } from '../sportsbook/markets';

const clock = Date.UTC(2030, 6, 9, 15, 0);
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  await platform.sweepSportsBets();
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, credit } = bonusHelpers(() => platform.app);
const { accountOf, legOn, upcoming, place, betRow } = sportsbookHelpers(
  () => platform,
  () => clock,
);

const settle = (fields: Record<string, string> = {}) =>
  new TestClient(platform.app).request('/api/_dev/settle', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

describe('POST /api/_dev/settle', () => {
  it('ends a fixture now with the score given and settles its bets', async () => {
    const player = await newPlayer();
    await credit(player, '10000');
    const accountId = await accountOf(player);
    const [fixture] = await upcoming();
    if (!fixture) throw new Error('the book is empty');
    const leg = legOn(fixture, 'total');
    const { betId } = await place({ accountId, stake: '1000.00', legs: [leg] });
    const score = leg.pick === 'over' ? '200:0' : '0:0';
    const answer = await settle({ fixture_id: leg.fixtureId, score });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ ended: [leg.fixtureId], settled: 1 });
    expect(await betRow(betId)).toMatchObject({
      status: 'won',
      payout: payoutOf('1000.00', leg.odds),
    });
    expect((await settle({ fixture_id: leg.fixtureId })).body.error).toMatchObject({
      error_data: { fixture_id: ['NOT_FOUND'] },
    });
    expect((await settle({ fixture_id: 'fx1-1', score: '2-1' })).status).toBe(400);
  });

  it('without a fixture ends every one a bet waits on, and the book is stocked again', async () => {
    const player = await newPlayer();
    await credit(player, '10000');
    const accountId = await accountOf(player);
    const fixtures = await upcoming();
    const legs = fixtures.slice(0, 2).map((fixture) => legOn(fixture));
    const { betId } = await place({ accountId, stake: '1000.00', legs });
    const answer = await settle();
    expect((answer.body.data as { ended: string[] }).ended).toEqual(
      legs.map((leg) => leg.fixtureId).sort(),
    );
    expect((await betRow(betId))?.status).not.toBe('open');
    expect((await upcoming()).length).toBe(fixtures.length);
  });
});
