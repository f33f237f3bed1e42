import { describe, expect, it } from 'vitest';
import { CASHBACK, cashbackOf, cashbackOfLoss, netRealLoss, weekToCompute } from './cashbacks';
import type { CashbackRound } from './cashbacks';

const round = (bet: string, win: string, funds: CashbackRound['funds'] = 'main') => ({
  bet,
  win,
  funds,
});

describe('the cashback rule', () => {
  it('gives the percent of the net real-money loss, in whole cents', () => {
    const rounds = [round('10000.00', '0.00'), round('5000.00', '2500.50'), round('1000', '0')];
    expect(netRealLoss(rounds)).toBe('13499.50');
    expect(CASHBACK.percent).toBe(10);
    expect(cashbackOf(rounds)).toBe('1349.95');
    // 10 % of 0.15 is 0.015: the fraction of a cent is dropped, never rounded up.
    expect(cashbackOf([round('0.15', '0.00')])).toBe('0.01');
    expect(cashbackOf([round('1250.55', '0.00')], 15)).toBe('187.58');
  });

  it('gives nothing for a week won, broken even, or lost by less than a cent of cashback', () => {
    expect(cashbackOf([round('1000.00', '2500.00'), round('1000.00', '0.00')])).toBeNull();
    expect(cashbackOf([round('1000.00', '1000.00')])).toBeNull();
    expect(cashbackOf([round('0.09', '0.00')])).toBeNull();
    expect(cashbackOf([])).toBeNull();
    expect(cashbackOfLoss('-5.00')).toBeNull();
  });

  it('counts main money only: demo, bonus and free-spin rounds are not real losses', () => {
    const rounds = [
      round('1000.00', '0.00'),
      round('500000.00', '0.00', 'fun'),
      round('20000.00', '0.00', 'bonus'),
      round('5000.00', '0.00', 'freespins'),
      // A bonus win does not cancel a real loss either.
      round('1000.00', '90000.00', 'bonus'),
    ];
    expect(netRealLoss(rounds)).toBe('1000.00');
    expect(cashbackOf(rounds)).toBe('100.00');
    expect(cashbackOf([round('5000.00', '0.00', 'fun')])).toBeNull();
  });

  it('computes the Tashkent week (Monday to Monday) that settled last', () => {
    // Monday 2030-06-03 00:00 in Tashkent is Sunday 2030-06-02 19:00 UTC.
    const monday = Date.UTC(2030, 5, 2, 19);
    const previous = { start: monday - 7 * 86_400_000, end: monday };
    expect(weekToCompute(monday + CASHBACK.settleMs)).toEqual(previous);
    expect(weekToCompute(monday + 3 * 86_400_000)).toEqual(previous);
    // Just after the week ends, rounds may still be being written: the week before is it.
    expect(weekToCompute(monday + 1000).end).toBe(previous.start);
  });
});
