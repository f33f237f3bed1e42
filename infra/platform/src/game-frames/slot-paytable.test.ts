import { describe, expect, it } from 'vitest';
import {
  drawOutcome,
  losingOutcome,
  PAYTABLE,
  returnToPlayer,
  stakesFor,
  tenthsOf,
} from './slot-paytable';

describe('the simulated slot', () => {
  it('returns 96 % over many spins and loses most of them', () => {
    expect(returnToPlayer()).toBe(96);
    const paying = PAYTABLE.reduce((sum, line) => sum + line.weight, 0);
    expect(paying / 10_000).toBeLessThan(0.5);
    expect(Math.min(...PAYTABLE.map((line) => line.tenths))).toBe(5);
    expect(Math.max(...PAYTABLE.map((line) => line.tenths))).toBe(200);
  });

  it('pays three alike, or two cherries first, and nothing else', () => {
    expect(tenthsOf(['seven', 'seven', 'seven'])).toBe(200);
    expect(tenthsOf(['cherry', 'cherry', 'cherry'])).toBe(10);
    expect(tenthsOf(['cherry', 'cherry', 'bell'])).toBe(5);
    expect(tenthsOf(['bell', 'cherry', 'cherry'])).toBe(0);
    expect(tenthsOf(['seven', 'seven', 'diamond'])).toBe(0);
  });

  it('draws outcomes whose reels show what they pay', () => {
    const pays = new Map<number, number>();
    for (let spin = 0; spin < 4000; spin += 1) {
      const outcome = drawOutcome();
      expect(tenthsOf(outcome.reels)).toBe(outcome.tenths);
      pays.set(outcome.tenths, (pays.get(outcome.tenths) ?? 0) + 1);
    }
    // About 62 % of 4000 lose; far outside 55-69 % is a broken draw, not bad luck.
    expect(pays.get(0)).toBeGreaterThan(2200);
    expect(pays.get(0)).toBeLessThan(2760);
    expect(pays.size).toBeGreaterThanOrEqual(6);
  });

  it('draws a losing outcome for a round rigged to lose, its reels paying nothing', () => {
    for (let spin = 0; spin < 500; spin += 1) {
      const outcome = losingOutcome();
      expect([outcome.tenths, tenthsOf(outcome.reels)]).toEqual([0, 0]);
    }
  });

  it('offers bets per currency, falling back to the default currency', () => {
    expect(stakesFor('UZS').bets[0]).toBe('1000.00');
    expect(stakesFor('USD').demoBalance).toBe('100.00');
    expect(stakesFor('XYZ')).toEqual(stakesFor('UZS'));
  });
});
