// Sports bets on a betting bonus's money, and the rules that stop a player: the stake leaves
// the bonus's money, a settled bet at odds of at least 1.50 counts towards its wagering, its
// winnings go back onto the bonus, and meeting the requirement releases the money to main
// once; a bonus given up while a bet runs takes the bet's winnings with it; a time-out stops
// placing. The books are checked after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { bonusHelpers, bonusRowOf } from '../testing/bonuses';
import { PLAYER_PASSWORD } from '../testing/players';
import { refusal, sportsbookHelpers } from '../testing/sportsbook';
import { createTestPlatform } from '../testing/test-platform';
import { stockBook } from './book';
import type { LegRequest } from './placement';
import { BETTING_WAGER_MIN_ODDS, endAndDecide, settleSportsBets } from './settlement';
import { MIN_ODDS, oddsHundredths, payoutOf } from './markets';

const START = Date.UTC(2030, 5, 2, 12, 0);
const clock = START;
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  await stockBook(platform.db, clock);
}, START_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerMismatches(platform.db)).toEqual([]);
  await stockBook(platform.db, clock);
});
afterAll(() => platform?.close());

const { newPlayer, credit, grant, balances, act } = bonusHelpers(() => platform.app);
const { accountOf, legOn, upcoming, place, betRow, entriesOf } = sportsbookHelpers(
  () => platform,
  () => clock,
);

const bonusRow = (id: number) => bonusRowOf(platform.db, id);

/** An active betting bonus of `amount` to wager `wager`. */
const bettingBonus = async (amount: string, wager: string) => {
  const player = await newPlayer();
  const bonus = await grant(player, { kind: 'betting_bonus', amount, wager });
  expect((await act(player, 'bettingBonuses.activate', bonus.id)).status).toBe(200);
  return { player, bonus, accountId: await accountOf(player) };
};

/** Ends a result leg's fixture with the score that makes it win. */
const win = async (leg: LegRequest) => {
  const score = leg.pick === 'home' ? { home: 2, away: 0 } : { home: 0, away: 2 };
  expect(leg.pick).not.toBe('draw');
  await endAndDecide(platform.db, leg.fixtureId, clock, score);
};

/** A result leg on a pick other than the draw, priced at least `min`. */
const resultLeg = async (index: number, min: string): Promise<LegRequest> => {
  const fixtures = await upcoming();
  for (const fixture of fixtures.slice(index)) {
    const leg = legOn(fixture, 'result', min);
    if (leg.pick !== 'draw') return leg;
  }
  throw new Error('no such leg');
};

describe('a betting bonus', () => {
  it('pays the stake, takes the winnings and counts the stake once settled', async () => {
    const { player, bonus, accountId } = await bettingBonus('20000', '100000');
    const leg = await resultLeg(0, BETTING_WAGER_MIN_ODDS);
    const { betId } = await place({
      accountId,
      stake: '10000.00',
      legs: [leg],
      funds: 'betting_bonus',
    });
    expect(await entriesOf(betId)).toEqual([
      { balance: 'betting_bonus', amount: '-10000.00', kind: 'sport_bet' },
    ]);
    expect(await bonusRow(bonus.id)).toMatchObject({ wagered: '0.00', remaining: '10000.00' });
    await win(leg);
    await settleSportsBets(platform.db, clock);
    const won = payoutOf('10000.00', leg.odds);
    expect(await bonusRow(bonus.id)).toMatchObject({
      status: 'active',
      wagered: '10000.00',
      remaining: decimalOf(centsOf('10000.00') + centsOf(won)),
    });
    expect((await balances(player)).betting_bonus).toBe(
      decimalOf(centsOf('10000.00') + centsOf(won)),
    );
  });

  it('releases the rest to main once the requirement is met, and only once', async () => {
    const { player, bonus, accountId } = await bettingBonus('20000', '15000');
    const leg = await resultLeg(0, BETTING_WAGER_MIN_ODDS);
    const { betId } = await place({
      accountId,
      stake: '15000.00',
      legs: [leg],
      funds: 'betting_bonus',
    });
    await win(leg);
    await settleSportsBets(platform.db, clock);
    await settleSportsBets(platform.db, clock);
    const left = decimalOf(centsOf('5000.00') + centsOf(payoutOf('15000.00', leg.odds)));
    expect(await bonusRow(bonus.id)).toMatchObject({ status: 'wagered', remaining: '0.00' });
    expect(await balances(player)).toMatchObject({ main: left, betting_bonus: '0.00' });
    expect((await entriesOf(betId)).map((entry) => entry.kind)).toEqual(['sport_bet', 'sport_win']);
  });

  it('counts nothing below 1.50, and loses the winnings of a bonus given up meanwhile', async () => {
    const { bonus, accountId, player } = await bettingBonus('20000', '100000');
    const fixtures = await upcoming();
    const short = fixtures
      .map((fixture) => legOn(fixture))
      .find(
        (leg) =>
          oddsHundredths(leg.odds) < oddsHundredths(BETTING_WAGER_MIN_ODDS) && leg.pick !== 'draw',
      );
    if (short) {
      await place({ accountId, stake: '2000.00', legs: [short], funds: 'betting_bonus' });
      await win(short);
      await settleSportsBets(platform.db, clock);
      expect((await bonusRow(bonus.id))?.wagered).toBe('0.00');
    }
    const leg = await resultLeg(2, BETTING_WAGER_MIN_ODDS);
    const { betId } = await place({
      accountId,
      stake: '5000.00',
      legs: [leg],
      funds: 'betting_bonus',
    });
    expect((await act(player, 'bettingBonuses.remove', bonus.id)).status).toBe(200);
    await win(leg);
    await settleSportsBets(platform.db, clock);
    expect((await betRow(betId))?.status).toBe('won');
    expect((await entriesOf(betId)).map((entry) => entry.kind)).toEqual([
      'sport_bet',
      'sport_win',
      'bonus_forfeit',
    ]);
    expect((await balances(player)).betting_bonus).toBe('0.00');
    const none = await refusal(
      place({
        accountId,
        stake: '1000.00',
        legs: [await resultLeg(3, MIN_ODDS)],
        funds: 'betting_bonus',
      }),
    );
    expect(none.details.error_data).toEqual({ funds: ['INSUFFICIENT'] });
  });
});

describe('placing is refused', () => {
  it('during a time-out, and above the balance', async () => {
    const player = await newPlayer();
    await credit(player, '5000');
    const accountId = await accountOf(player);
    const leg = await resultLeg(0, MIN_ODDS);
    const above = await refusal(place({ accountId, stake: '5000.01', legs: [leg] }));
    expect(above.type).toBe(ErrorType.UserNeedDeposit);
    const excluded = await player.client.call('responsibleGaming.exclude', {
      period: '24h',
      password: PLAYER_PASSWORD,
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const stopped = await refusal(place({ accountId, stake: '1000.00', legs: [leg] }));
    expect(stopped.type).toBe(ErrorType.ResponsibleGamingRestriction);
    // A time-out signs the player out: the balance is read where it is kept.
    const [held] = await platform.db.query<{ main: string }>(
      'select main::text as main from balances where account_id = $1',
      [accountId],
    );
    expect(held?.main).toBe('5000.00');
  });
});
