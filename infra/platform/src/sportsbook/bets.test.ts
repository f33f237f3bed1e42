// Sports bets through the ledger: placed once per request id (retries and 50 at once), refused
// for closed markets, changed odds, bounds and money; settled once by the sweep however often
// it runs; void and accumulator arithmetic. The books are checked after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { newRequestId, refusal, sportsbookHelpers } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import { FIXTURE_COLUMNS, openFixtures, stockBook } from './book';
import type { FixtureRow } from './book';
import { CATALOGUE } from './catalogue';
import { combinedOdds, payoutOf, selectionKey } from './markets';
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

const { newPlayer, credit, balances } = bonusHelpers(() => platform.app);
const { accountOf, legOn, upcoming, place, betRow, entriesOf } = sportsbookHelpers(
  () => platform,
  () => clock,
);

/** Ends a fixture now with a score that makes a result `leg` win (or lose). */
const finish = async (leg: LegRequest, wins: boolean) => {
  expect(leg.market).toBe('result');
  const home = { home: 2, away: 0 };
  const away = { home: 0, away: 2 };
  const score =
    leg.pick === 'draw'
      ? wins
        ? { home: 1, away: 1 }
        : home
      : (leg.pick === 'home') === wins
        ? home
        : away;
  expect(await endAndDecide(platform.db, leg.fixtureId, clock, score)).toBe(true);
};

describe('the book', () => {
  it('has one open fixture per pairing, some of them live, and restocks an ended one', async () => {
    const open = await openFixtures(platform.db, clock);
    expect(open).toHaveLength(CATALOGUE.length);
    expect(open.some((fixture) => fixture.kickoff <= clock)).toBe(true);
    expect(new Set(open.map((fixture) => fixture.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis', 'esports']),
    );
    expect(await stockBook(platform.db, clock)).toBe(0);
    const first = open[0] as FixtureRow;
    await endAndDecide(platform.db, first.id, clock);
    expect(await stockBook(platform.db, clock)).toBe(1);
    const [next] = await platform.db.query<FixtureRow>(
      `select ${FIXTURE_COLUMNS} from sport_fixtures where template = $1 and ended_at is null`,
      [first.template],
    );
    expect(next?.round).toBe(first.round + 1);
    expect(next?.kickoff).toBeGreaterThan(clock);
  });
});

describe('placing a bet', () => {
  it('takes the stake once per request id, and refuses the id for another bet', async () => {
    const player = await newPlayer();
    await credit(player, '100000');
    const accountId = await accountOf(player);
    const [fixture] = await upcoming();
    const leg = legOn(fixture as FixtureRow);
    const request = { accountId, requestId: newRequestId(), stake: '10000.00', legs: [leg] };
    const first = await place(request);
    expect(await place(request)).toEqual({ betId: first.betId, replayed: true });
    expect(await entriesOf(first.betId)).toEqual([
      { balance: 'main', amount: '-10000.00', kind: 'sport_bet' },
    ]);
    expect((await balances(player)).main).toBe('90000.00');
    const other = await refusal(place({ ...request, stake: '20000.00' }));
    expect(other.details.error_data).toEqual({ request_id: ['ALREADY_EXISTS'] });
    expect(await betRow(first.betId)).toMatchObject({
      status: 'open',
      odds: leg.odds,
      stake: '10000.00',
    });
  });

  it('moves the stake once under 50 placements at once: no more than the balance holds', async () => {
    const player = await newPlayer();
    await credit(player, '30000');
    const accountId = await accountOf(player);
    const leg = legOn((await upcoming())[1] as FixtureRow);
    const same = { accountId, requestId: newRequestId(), stake: '1000.00', legs: [leg] };
    const retries = await Promise.all(Array.from({ length: 50 }, () => place(same)));
    expect(new Set(retries.map((placed) => placed.betId)).size).toBe(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => place({ accountId, stake: '1000.00', legs: [leg] })),
    );
    const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(placed).toHaveLength(29);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({ type: ErrorType.UserNeedDeposit });
      }
    }
    expect((await balances(player)).main).toBe('0.00');
  });

  it('refuses bounds, a closed market and odds that moved the way the player did not accept', async () => {
    const player = await newPlayer();
    await credit(player, '100000');
    const accountId = await accountOf(player);
    const [first, second] = await upcoming();
    const leg = legOn(first as FixtureRow);
    const low = await refusal(place({ accountId, stake: '999.99', legs: [leg] }));
    expect(low.details).toMatchObject({
      error_data: { stake: ['OUT_OF_RANGE'] },
      data: { min: '1000.00', max: '50000000.00' },
    });
    const seenLower = { ...leg, odds: '1.01' };
    const moved = await refusal(place({ accountId, stake: '1000.00', legs: [seenLower] }));
    expect(moved.details.data).toEqual({
      odds: { [`${leg.fixtureId}:${selectionKey(leg)}`]: leg.odds },
    });
    const higher = await place({
      accountId,
      stake: '1000.00',
      legs: [seenLower],
      accept: 'higher',
    });
    expect((await betRow(higher.betId))?.odds).toBe(leg.odds);
    const seenHigher = { ...leg, odds: '50.00' };
    expect(
      (await refusal(place({ accountId, stake: '1000.00', legs: [seenHigher], accept: 'higher' })))
        .details.error_data,
    ).toEqual({ odds: ['INVALID'] });
    await place({ accountId, stake: '1000.00', legs: [seenHigher], accept: 'any' });
    const closing = legOn(second as FixtureRow);
    await endAndDecide(platform.db, closing.fixtureId, clock);
    const closed = await refusal(place({ accountId, stake: '1000.00', legs: [closing] }));
    expect(closed.details.error_data).toEqual({ legs: ['FINISHED'] });
    const twice = await refusal(place({ accountId, stake: '1000.00', legs: [leg, leg] }));
    expect(twice.details.error_data).toEqual({ legs: ['ALREADY_EXISTS'] });
    await stockBook(platform.db, clock);
  });
});

describe('settling bets', () => {
  it('pays a won single once, however often the sweep runs', async () => {
    const player = await newPlayer();
    await credit(player, '50000');
    const accountId = await accountOf(player);
    const leg = legOn((await upcoming())[2] as FixtureRow);
    const { betId } = await place({ accountId, stake: '10000.00', legs: [leg] });
    await finish(leg, true);
    await Promise.all([settleSportsBets(platform.db, clock), settleSportsBets(platform.db, clock)]);
    expect(await settleSportsBets(platform.db, clock)).toBe(0);
    const won = payoutOf('10000.00', leg.odds);
    expect(await betRow(betId)).toMatchObject({ status: 'won', payout: won });
    expect((await entriesOf(betId)).map((entry) => entry.kind)).toEqual(['sport_bet', 'sport_win']);
    expect((await balances(player)).main).toBe(decimalOf(centsOf('40000.00') + centsOf(won)));
    await stockBook(platform.db, clock);
  });

  it('pays an accumulator the product of its odds, nothing when a leg loses, the stake when void', async () => {
    const player = await newPlayer();
    await credit(player, '50000');
    const accountId = await accountOf(player);
    const [a, b, c, d] = (await upcoming()).map((fixture) => legOn(fixture));
    if (!a || !b || !c || !d) throw new Error('too few fixtures');
    const winning = await place({ accountId, stake: '2000.00', legs: [a, b] });
    const losing = await place({ accountId, stake: '2000.00', legs: [c, d] });
    const partly = await place({ accountId, stake: '3000.00', legs: [a, d] });
    await finish(a, true);
    await finish(b, true);
    await finish(c, false);
    await endAndDecide(platform.db, d.fixtureId, clock, null);
    // Other tests' bets on these fixtures settle too.
    expect(await settleSportsBets(platform.db, clock)).toBeGreaterThanOrEqual(3);
    expect(await betRow(winning.betId)).toMatchObject({
      status: 'won',
      payout: payoutOf('2000.00', combinedOdds([a.odds, b.odds])),
    });
    expect(await betRow(losing.betId)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect((await entriesOf(losing.betId)).map((entry) => entry.kind)).toEqual(['sport_bet']);
    // A void leg counts 1.00: the bet is won at its other legs' odds.
    expect(await betRow(partly.betId)).toMatchObject({
      status: 'won',
      payout: payoutOf('3000.00', a.odds),
    });
    await stockBook(platform.db, clock);
    const [e] = (await upcoming()).map((fixture) => legOn(fixture));
    if (!e) throw new Error('no fixture');
    const refunded = await place({ accountId, stake: '1500.00', legs: [e] });
    await endAndDecide(platform.db, e.fixtureId, clock, null);
    await settleSportsBets(platform.db, clock);
    expect(await betRow(refunded.betId)).toMatchObject({ status: 'void', payout: '1500.00' });
    expect((await entriesOf(refunded.betId)).map((entry) => entry.kind)).toEqual([
      'sport_bet',
      'sport_refund',
    ]);
    await stockBook(platform.db, clock);
  });

  it('ends fixtures whose course has run out, and restocks the book', async () => {
    const player = await newPlayer();
    await credit(player, '10000');
    const accountId = await accountOf(player);
    const [fixture] = await openFixtures(platform.db, clock);
    const { betId } = await place({
      accountId,
      stake: '1000.00',
      legs: [legOn(fixture as FixtureRow)],
    });
    clock = (fixture as FixtureRow).ends_at;
    await settleSportsBets(platform.db, clock);
    expect((await betRow(betId))?.status).not.toBe('open');
    expect(await stockBook(platform.db, clock)).toBeGreaterThan(0);
    expect(await openFixtures(platform.db, clock)).toHaveLength(CATALOGUE.length);
  });
});
