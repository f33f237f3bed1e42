// The weekly cashback sweep through the API: 10 % of a settled week's real-money net loss,
// computed once per player and week, nothing for a win or for play in demo, and rounds played
// in the game frame counted exactly as the rule counts them. The books are checked after
// every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameHistorySchema } from '@omad/contract/api';
import { computeCashbacks } from '../domain/cashback-sweep';
import { CASHBACK, cashbackOf } from '../domain/cashbacks';
import { periodAround } from '../domain/deposit-limits';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, parseWith } from '../testing/api-client';
import { cashbackHelpers } from '../testing/cashbacks';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import { createTestPlatform } from '../testing/test-platform';

const DAY = 86_400_000;
let platform: Platform;
// The wall clock at first; the tests move it on by weeks.
let clock = Date.now();

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, recordRound, cashbacksOf } = cashbackHelpers(() => platform);

describe('the weekly cashback sweep', () => {
  it("gives 10 % of a settled week's real-money net loss, once, and nothing for a win", async () => {
    const week = periodAround('week', clock);
    const loser = await newPlayer();
    const winner = await newPlayer();
    const demoOnly = await newPlayer();
    const inWeek = week.start + DAY;
    await recordRound(loser, inWeek, '10000.00', '0.00');
    await recordRound(loser, inWeek + 1000, '5000.00', '2500.50');
    // Not real money, or not this week: none of these count.
    await recordRound(loser, inWeek + 2000, '500000.00', '0.00', 'fun');
    await recordRound(loser, inWeek + 3000, '20000.00', '0.00', 'bonus');
    await recordRound(loser, inWeek + 4000, '3000.00', '0.00', 'freespins');
    await recordRound(loser, week.end, '99000.00', '0.00');
    await recordRound(winner, inWeek, '1000.00', '5000.00');
    await recordRound(winner, inWeek + 1000, '1000.00', '0.00');
    await recordRound(demoOnly, inWeek, '25000.00', '0.00', 'fun');

    // The week has not ended (or not settled) yet: nothing.
    clock = week.end + CASHBACK.settleMs - 1000;
    await platform.sweepCashbacks();
    expect(await cashbacksOf(loser.client)).toEqual([]);
    // The week before was computed just now; a round of it recorded late is never counted.
    await recordRound(loser, week.start - 1, '99000.00', '0.00');

    clock = week.end + CASHBACK.settleMs + 1000;
    await platform.sweepCashbacks();
    const [cashback, ...others] = await cashbacksOf(loser.client);
    expect(others).toEqual([]);
    expect(cashback).toMatchObject({
      status: 'active',
      amount: { amount: '1249.95', currency: 'UZS' },
      description: { percent: 10 },
      end_date: new Date(week.end).toISOString(),
      receiving_expired_at: new Date(week.end + 7 * DAY).toISOString(),
      paid_out_at: null,
    });
    expect(await cashbacksOf(winner.client)).toEqual([]);
    expect(await cashbacksOf(demoOnly.client)).toEqual([]);

    // Once per player and week: the sweep again, another process's sweep, a late round.
    await recordRound(loser, inWeek + 5000, '7000.00', '0.00');
    expect(await platform.sweepCashbacks()).toBe(0);
    expect(await computeCashbacks(platform.db, week, clock)).toEqual([]);
    expect(await cashbacksOf(loser.client)).toHaveLength(1);
  });

  it('counts rounds played in the game frame exactly as the rule does', async () => {
    const player = await newPlayer();
    await new TestClient(platform.app).request('/api/_dev/credit', {
      method: 'POST',
      body: new URLSearchParams({ login: player.email, amount: '200000' }),
    });
    const week = periodAround('week', clock);
    const { token } = await openFrame(platform.app, player.client, 'spribe_aviator', 'play');
    const demo = await openFrame(platform.app, player.client, 'spribe_aviator', 'demo');
    for (let index = 0; index < 12; index += 1) {
      expect(
        (await spin(platform.app, { token, round_id: newRoundId(), bet: '10000' })).status,
      ).toBe(200);
      const round_id = newRoundId();
      expect((await spin(platform.app, { token: demo.token, round_id, bet: '25000' })).status).toBe(
        200,
      );
    }
    const answer = await player.client.call('games.getHistory', { count: '100' }, { http: 'GET' });
    const rounds = parseWith(GameHistorySchema, answer.body.data).items;
    expect(rounds).toHaveLength(24);
    const expected = cashbackOf(
      rounds.map((round) => ({ bet: round.bet, win: round.win, funds: round.funds ?? 'main' })),
    );
    clock = week.end + CASHBACK.settleMs + 1000;
    await platform.sweepCashbacks();
    const made = await cashbacksOf(player.client);
    expect(made.map((cashback) => cashback.amount?.amount ?? null)).toEqual(
      expected === null ? [] : [expected],
    );
  });
});
