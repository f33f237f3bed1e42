// Cash-out of open singles at a quote, once, and the bets as the frame lists them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { refusal, sportsbookHelpers } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import { betsOf } from './bet-views';
import { stockBook } from './book';
import { cashOut, cashoutValue } from './cashout';
import { endAndDecide, settleSportsBets } from './settlement';

const START = Date.UTC(2030, 7, 20, 18, 0);
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

describe('the cash-out value', () => {
  it('is the stake times the odds over the odds now, 95 % of it, rounded down', () => {
    expect(cashoutValue('10000.00', '2.00', '2.00')).toBe('9500.00');
    expect(cashoutValue('10000.00', '2.00', '1.25')).toBe('15200.00');
    expect(cashoutValue('333.33', '1.85', '3.10')).toBe('188.97'); // 188.978…
    expect(cashoutValue('10000.00', '2.00', null)).toBeNull();
  });
});

describe('cashing out', () => {
  it('pays an open single its quote once, and lists it with what it paid', async () => {
    const player = await newPlayer();
    await credit(player, '20000');
    const accountId = await accountOf(player);
    const [fixture] = await upcoming();
    if (!fixture) throw new Error('the book is empty');
    const { betId } = await place({ accountId, stake: '10000.00', legs: [legOn(fixture)] });
    const [open] = await betsOf(platform.db, accountId, 'ru', clock, { open: true, limit: 10 });
    expect(open).toMatchObject({ id: betId, kind: 'single', status: 'open', stake: '10000.00' });
    expect(open?.legs[0]).toMatchObject({ fixture_id: fixture.id, home: fixture.home_ru });
    const quote = open?.cashout ?? '';
    expect(centsOf(quote)).toBeGreaterThan(0n);
    const higher = decimalOf(centsOf(quote) + 1n);
    expect(
      (await refusal(cashOut(platform.db, clock, { accountId, betId, quote: higher }))).details,
    ).toMatchObject({ error_data: { quote: ['INVALID'] }, data: { quote } });
    const paid = await cashOut(platform.db, clock, { accountId, betId, quote });
    expect(paid).toEqual({ payout: quote });
    expect(await cashOut(platform.db, clock, { accountId, betId, quote })).toEqual(paid);
    expect(await betRow(betId)).toMatchObject({ status: 'cashed_out', payout: quote });
    expect((await entriesOf(betId)).map((entry) => entry.kind)).toEqual([
      'sport_bet',
      'sport_cashout',
    ]);
    expect((await balances(player)).main).toBe(decimalOf(centsOf('10000.00') + centsOf(quote)));
    // The match ending later settles nothing more.
    await endAndDecide(platform.db, fixture.id, clock);
    await settleSportsBets(platform.db, clock);
    expect((await entriesOf(betId)).length).toBe(2);
    const [settled] = await betsOf(platform.db, accountId, 'uz', clock, { open: false, limit: 10 });
    expect(settled).toMatchObject({
      id: betId,
      status: 'cashed_out',
      payout: quote,
      cashout: null,
    });
    await stockBook(platform.db, clock);
  });

  it('refuses an accumulator, a settled bet and another player', async () => {
    const player = await newPlayer();
    await credit(player, '20000');
    const accountId = await accountOf(player);
    const fixtures = await upcoming();
    const legs = fixtures.slice(0, 2).map((fixture) => legOn(fixture));
    const [firstLeg] = legs;
    if (!firstLeg) throw new Error('the book is empty');
    const accumulator = await place({ accountId, stake: '1000.00', legs });
    const [listed] = await betsOf(platform.db, accountId, 'uz', clock, { open: true, limit: 1 });
    expect(listed?.cashout).toBeNull();
    const refused = await refusal(
      cashOut(platform.db, clock, { accountId, betId: accumulator.betId, quote: '1.00' }),
    );
    expect(refused.details.error_data).toEqual({ bet_id: ['INVALID'] });
    const other = await accountOf(await newPlayer());
    const stranger = await refusal(
      cashOut(platform.db, clock, { accountId: other, betId: accumulator.betId, quote: '1.00' }),
    );
    expect(stranger.details.error_data).toEqual({ bet_id: ['NOT_FOUND'] });
    const single = await place({ accountId, stake: '1000.00', legs: [firstLeg] });
    await endAndDecide(platform.db, firstLeg.fixtureId, clock);
    await settleSportsBets(platform.db, clock);
    const finished = await refusal(
      cashOut(platform.db, clock, { accountId, betId: single.betId, quote: '1.00' }),
    );
    expect(finished.details.error_data).toEqual({ bet_id: ['FINISHED'] });
    clock += 1;
    await stockBook(platform.db, clock);
  });
});
