// Sports bets in the bet history: games.getHistory lists them beside the rounds (the sport
// filter only them) with their details in the call's language and the balance around their
// stake counted from the ledger, their result once settled; and an export's file has them
// with their details written out.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameHistorySchema } from '@omad/contract/api';
import type { GameRound } from '@omad/contract/api';
import { sweepHistoryExports } from '../domain/history-exports';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS } from '../testing/api-client';
import type { TestClient } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { parseCsv } from '../testing/csv';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import { sportsbookHelpers } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import { stockBook } from './book';
import type { FixtureRow } from './book';
import { payoutOf } from './markets';
import type { LegRequest } from './placement';
import { endAndDecide, settleSportsBets } from './settlement';

const START = Date.UTC(2030, 4, 14, 9, 0);
let clock = START;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  await stockBook(platform.db, clock);
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, credit } = bonusHelpers(() => platform.app);
const { accountOf, legOn, upcoming, place } = sportsbookHelpers(
  () => platform,
  () => clock,
);

const history = async (client: TestClient, params: Record<string, string>, locale = 'uz') => {
  const answer = await client.call('games.getHistory', params, { http: 'GET', locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(GameHistorySchema, answer.body.data)).toEqual([]);
  return parseWith(GameHistorySchema, answer.body.data);
};

/** Ends the fixture of a result `leg` now with a score that makes it win or lose. */
const finish = async (leg: LegRequest, wins: boolean) => {
  const score = (leg.pick === 'home') === wins ? { home: 2, away: 0 } : { home: 0, away: 2 };
  expect(await endAndDecide(platform.db, leg.fixtureId, clock, score)).toBe(true);
};

/** Picks of a side (never the draw, so a score decides them either way). */
const sideOf = (fixture: FixtureRow): LegRequest => {
  const leg = legOn(fixture);
  return leg.pick === 'draw' ? { ...leg, pick: 'home' } : leg;
};

/** A player with 100,000 who bet a single (10,000) and an accumulator (5,000) on upcoming fixtures. */
const bettor = async () => {
  const player = await newPlayer();
  await credit(player, '100000');
  const accountId = await accountOf(player);
  const [first, second, third] = await upcoming();
  if (!first || !second || !third) throw new Error('three upcoming fixtures needed');
  const singleLeg = sideOf(first);
  const legs = [sideOf(second), sideOf(third)];
  const single = await place({ accountId, stake: '10000', legs: [singleLeg] });
  clock += 1000;
  const accumulator = await place({ accountId, stake: '5000', legs });
  clock += 1000;
  return { player, fixtures: [first, second, third], singleLeg, legs, single, accumulator };
};

const byId = (items: readonly GameRound[], id: number) =>
  items.find((item) => item.id === `sport-${id}`);

describe('sports bets in the bet history', () => {
  it('lists them beside the rounds with their details, their balances from the ledger', async () => {
    const { player, fixtures, singleLeg, single, accumulator } = await bettor();
    const { token } = await openFrame(platform.app, player.client, 'spribe_aviator', 'play');
    expect((await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' })).status).toBe(
      200,
    );

    const all = await history(player.client, {});
    expect(all.items.map((item) => item.game.type)).toEqual(['fast', 'sportsbook', 'sportsbook']);
    const bets = await history(player.client, { type: 'sportsbook' }, 'ru');
    expect(bets.count).toBe(2);
    expect(bets.totals).toEqual({ bet: '15000.00', win: '0.00', net: '-15000.00' });
    const [first] = fixtures;
    expect(byId(bets.items, single.betId)).toMatchObject({
      game: { sysname: 'dgt_sportsbook', type: 'sportsbook' },
      mode: 'real',
      funds: 'main',
      currency: 'UZS',
      bet: '10000.00',
      win: '0.00',
      balance_before: '100000.00',
      balance_after: '90000.00',
      sport: {
        kind: 'single',
        status: 'open',
        odds: singleLeg.odds,
        legs: [
          {
            event: `${first?.home_ru} – ${first?.away_ru}`,
            sport: first?.sport,
            market: 'result',
            pick: singleLeg.pick,
            line: null,
            odds: singleLeg.odds,
            result: 'open',
            score: null,
          },
        ],
      },
    });
    const combined = byId(bets.items, accumulator.betId);
    expect(combined).toMatchObject({ balance_before: '90000.00', balance_after: '85000.00' });
    expect(combined?.sport?.kind).toBe('accumulator');
    expect(combined?.sport?.legs.map((leg) => leg.event)).toEqual(
      fixtures.slice(1).map((fixture) => `${fixture.home_ru} – ${fixture.away_ru}`),
    );
    expect((await history(player.client, { type: 'sportsbook', mode: 'demo' })).count).toBe(0);
    // The reality check's summary of the session counts the bets as it counts rounds.
    const summary = await player.client.call(
      'responsibleGaming.getSessionSummary',
      {},
      { http: 'GET' },
    );
    expect(summary.body.data).toMatchObject({ rounds: 3, wagered: '16000.00' });
  });

  it('shows what a settled bet paid and how each leg ended', async () => {
    const { player, singleLeg, legs, single, accumulator } = await bettor();
    const [winning, losing] = legs;
    if (!winning || !losing) throw new Error('two legs');
    await finish(singleLeg, true);
    await finish(winning, true);
    await finish(losing, false);
    clock += 1000;
    expect(await settleSportsBets(platform.db, clock)).toBeGreaterThanOrEqual(2);

    const settled = await history(player.client, { type: 'sportsbook' });
    const won = payoutOf('10000.00', singleLeg.odds);
    expect(byId(settled.items, single.betId)).toMatchObject({
      win: won,
      sport: { status: 'won', legs: [{ result: 'won', score: expect.any(Object) }] },
    });
    expect(byId(settled.items, accumulator.betId)).toMatchObject({
      win: '0.00',
      sport: { status: 'lost', legs: [{ result: 'won' }, { result: 'lost' }] },
    });
    expect(settled.totals?.win).toBe(won);
  });

  it("writes them into an export's file with their details in the export's language", async () => {
    const { player, single, accumulator, singleLeg } = await bettor();
    const from = new Date(clock - 3_600_000).toISOString();
    const to = new Date(clock + 3_600_000).toISOString();
    const asked = await player.client.call(
      'games.createhistoryexportrequest',
      { from, to },
      { locale: 'ru' },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await sweepHistoryExports(platform.db, clock)).toBe(1);
    const listed = await player.client.call('games.gethistoryexportrequest', {}, { http: 'GET' });
    const { items } = listed.body.data as { items: { url: string | null }[] };
    const response = await platform.app.request(items[0]?.url ?? '', {
      headers: {
        cookie: [...player.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    expect(response.status).toBe(200);
    const text = new TextDecoder().decode(await response.arrayBuffer());
    const [header, ...records] = parseCsv(text);
    expect(header?.at(-1)).toBe('Подробности');
    expect(records.map((record) => record[4])).toEqual([
      `sport-${single.betId}`,
      `sport-${accumulator.betId}`,
    ]);
    const [singleRecord, accumulatorRecord] = records;
    expect(singleRecord?.slice(3, 10)).toEqual([
      'Ставки на спорт',
      `sport-${single.betId}`,
      'Реальные деньги',
      '10000.00',
      '0.00',
      '90000.00',
      'UZS',
    ]);
    const side = { home: '1', away: '2', draw: 'X' }[singleLeg.pick as 'home' | 'away' | 'draw'];
    expect(singleRecord?.[10]).toMatch(
      new RegExp(
        `^Одиночная · ${singleLeg.odds} · в игре — .+ – .+: ${side} @ ${singleLeg.odds} \\(в игре\\)$`,
      ),
    );
    expect(accumulatorRecord?.[10]).toMatch(/^Экспресс · \d+\.\d\d · в игре — .+; .+$/);
  });
});
