// What a settled sports bet counts for beyond its money: loyalty points (once it counts: won
// or lost at odds of 1.50 or more), the tournaments that list the sportsbook, and the weekly
// cashback of real net losses (in the week it was settled; an open bet is no loss yet).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { computeCashbacks } from '../domain/cashback-sweep';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import type { BonusPlayer } from '../testing/bonuses';
import { insertTournament } from '../testing/competitions';
import { sportsbookHelpers } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import { stockBook } from './book';
import type { FixtureRow } from './book';
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

/** A side of an upcoming fixture priced at least `min`, never the draw. */
const sideOn = (fixture: FixtureRow, min = '1.50'): LegRequest => {
  const leg = legOn(fixture, 'result', min);
  return leg.pick === 'draw' ? legOn(fixture, 'total', min) : leg;
};

/** Ends the fixture of a side or total `leg` now so that it wins or loses. */
const finish = async (leg: LegRequest, wins: boolean) => {
  const homeWins = leg.market === 'total' ? leg.pick === 'over' : leg.pick === 'home';
  const big = { home: 3, away: 2 };
  const nil = { home: 0, away: 0 };
  const score = leg.market === 'total' ? (homeWins === wins ? big : nil) : undefined;
  const side = homeWins === wins ? { home: 2, away: 0 } : { home: 0, away: 2 };
  expect(await endAndDecide(platform.db, leg.fixtureId, clock, score ?? side)).toBe(true);
};

const pointsOf = async (player: BonusPlayer) =>
  Number(
    (
      await platform.db.query<{ points: number }>(
        'select points from loyalty_members where account_id = $1',
        [await accountOf(player)],
      )
    )[0]?.points ?? 0,
  );

/** A player with 1,000,000 on main and a bet of `stake` on an upcoming fixture (the `nth`). */
const bettor = async (stake: string, nth = 0) => {
  const player = await newPlayer();
  await credit(player, '1000000');
  const accountId = await accountOf(player);
  const fixture = (await upcoming())[nth];
  if (!fixture) throw new Error('no upcoming fixture');
  const leg = sideOn(fixture);
  const placed = await place({ accountId, stake, legs: [leg] });
  return { player, accountId, leg, betId: placed.betId };
};

describe('a settled sports bet', () => {
  it('earns loyalty points when it counts, and scores in a tournament of the sportsbook', async () => {
    const tournament = await insertTournament(platform.db, {
      games: ['dgt_sportsbook'],
      rule: 'total_bet',
      startsAt: clock - 60_000,
      endsAt: clock + 7 * 86_400_000,
    });
    const { player, leg } = await bettor('25000');
    const joined = await player.client.call('tournaments.participate', {
      tournament_id: String(tournament),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    // Placing earns nothing yet: the bet may still be voided.
    expect(await pointsOf(player)).toBe(0);
    await finish(leg, false);
    clock += 1000;
    expect(await settleSportsBets(platform.db, clock)).toBeGreaterThanOrEqual(1);
    // One point per UZS 1,000 staked in the standard group, lost or won.
    expect(await pointsOf(player)).toBe(25);
    const [scored] = await platform.db.query<{ score: string; rounds: number }>(
      `select score::text as score, rounds from tournament_participants
       where tournament_id = $1`,
      [tournament],
    );
    expect(scored).toEqual({ score: '25000.00', rounds: 1 });
  });

  it('earns nothing when voided', async () => {
    const { player, leg } = await bettor('25000');
    expect(await endAndDecide(platform.db, leg.fixtureId, clock, null)).toBe(true);
    clock += 1000;
    await settleSportsBets(platform.db, clock);
    expect(await pointsOf(player)).toBe(0);
  });

  it('counts its net loss towards the cashback of the week it was settled in', async () => {
    const lost = await bettor('40000');
    const open = await bettor('30000', 1);
    await finish(lost.leg, false);
    clock += 1000;
    await settleSportsBets(platform.db, clock);
    const week = { start: clock - 3_600_000, end: clock + 3_600_000 };
    const [made] = await computeCashbacks(platform.db, week, clock, lost.accountId);
    const [cashback] = await platform.db.query<{ amount: string }>(
      'select amount::text as amount from cashbacks where id = $1',
      [made],
    );
    // 10 % of the 40,000 lost.
    expect(cashback).toEqual({ amount: '4000.00' });
    // An open bet is no loss yet.
    expect(await computeCashbacks(platform.db, week, clock, open.accountId)).toEqual([]);
    // Settled outside the week: not this week's.
    const before = { start: week.start - 7 * 86_400_000, end: week.start };
    expect(await computeCashbacks(platform.db, before, clock, lost.accountId)).toEqual([]);
  });
});
