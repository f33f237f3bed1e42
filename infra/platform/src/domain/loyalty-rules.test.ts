import { describe, expect, it } from 'vitest';
import {
  LOYALTY_LEVELS,
  earningGroupOf,
  groupThousands,
  levelEnd,
  levelOf,
  pointsOfBet,
  pointsValue,
  ratesFor,
} from './loyalty-rules';
import { centsOf, decimalOf } from './money';

/** Plays bets one after another as a member row counts them; answers each round's points. */
const earnSeries = (bets: readonly string[], rate: string): number[] => {
  let staked = '0.00';
  return bets.map((bet) => {
    const points = pointsOfBet(staked, bet, rate);
    staked = decimalOf(centsOf(staked) + centsOf(bet));
    return points;
  });
};

describe('earning', () => {
  it('gives one point per UZS 1 000 on slot, casino and fast games and per 2 000 on live', () => {
    const uzs = ratesFor('UZS');
    expect(uzs.stakePerPoint).toEqual({ standard: '1000.00', live: '2000.00' });
    expect(['slot', 'casino', 'fast'].map(earningGroupOf)).toEqual([
      'standard',
      'standard',
      'standard',
    ]);
    expect(earningGroupOf('live')).toBe('live');
    expect(earningGroupOf('sportsbook')).toBe('standard');
    expect(earningGroupOf('lottery')).toBeNull();
    expect(pointsOfBet('0.00', '25000.00', uzs.stakePerPoint.standard)).toBe(25);
    expect(pointsOfBet('0.00', '25000.00', uzs.stakePerPoint.live)).toBe(12);
  });

  it('carries what a round stakes below a point to the next one, never losing a fraction', () => {
    // 0.20 at one point per 1.00: nothing for four rounds, the fifth completes the point.
    expect(earnSeries(['0.20', '0.20', '0.20', '0.20', '0.20'], '1.00')).toEqual([0, 0, 0, 0, 1]);
    // 1 500 then 1 500 at 2 000 per point (live): 0 then 1, with 1 000 carried on.
    expect(earnSeries(['1500.00', '1500.00', '1000.00'], '2000.00')).toEqual([0, 1, 1]);
    // Whatever the split, the total is floor(total staked / rate).
    const bets = ['0.50', '2.00', '0.20', '5.00', '1.00', '0.50', '0.20', '0.20', '0.50'];
    const total = bets.reduce((sum, bet) => sum + centsOf(bet), 0n);
    const earned = earnSeries(bets, '2.00').reduce((sum, points) => sum + points, 0);
    expect(earned).toBe(Number(total / centsOf('2.00')));
  });

  it('has rates and point values per currency, the default currency for another', () => {
    expect(ratesFor('USD')).toEqual({
      stakePerPoint: { standard: '1.00', live: '2.00' },
      pointValue: '0.01',
    });
    expect(ratesFor('RUB')).toEqual({
      stakePerPoint: { standard: '10.00', live: '20.00' },
      pointValue: '0.10',
    });
    expect(ratesFor('EUR')).toEqual(ratesFor('UZS'));
    expect(pointsOfBet('9.90', '0.20', ratesFor('RUB').stakePerPoint.standard)).toBe(1);
  });

  it('values points exactly', () => {
    expect(pointsValue(1_000, 'UZS')).toBe('10000.00');
    expect(pointsValue(1_000, 'USD')).toBe('10.00');
    expect(pointsValue(1_000, 'RUB')).toBe('100.00');
    expect(pointsValue(3, 'USD')).toBe('0.03');
    expect(pointsValue(7, 'RUB')).toBe('0.70');
    expect(pointsValue(0, 'UZS')).toBe('0.00');
  });
});

describe('levels', () => {
  it('are reached by experience at 200, 2 000, 10 000 and 50 000', () => {
    expect(
      [0, 199, 200, 1_999, 2_000, 9_999, 10_000, 49_999, 50_000, 10_000_000].map(levelOf),
    ).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(LOYALTY_LEVELS.map((level) => level.names.uz)).toEqual([
      'Yangi boshlovchi',
      'Bronza',
      'Kumush',
      'Oltin',
      'Brilliant',
    ]);
  });

  it('each ends where the next starts; the top one never ends', () => {
    expect(LOYALTY_LEVELS.map((level) => [level.minValue, levelEnd(level.level)])).toEqual([
      [0, 200],
      [200, 2_000],
      [2_000, 10_000],
      [10_000, 50_000],
      [50_000, null],
    ]);
  });

  it('writes thousands apart', () => {
    expect(groupThousands(15_000)).toBe('15\u00a0000');
    expect(groupThousands(100)).toBe('100');
  });
});
