import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, median, medians, ratio, totalBlockingTime } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([9, 2, 7, 4, 100])).toBe(7);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  it('is null for no values, and ignores values that are not finite', () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN])).toBeNull();
    expect(median([1, Number.NaN, 3])).toBe(2);
  });
});

describe('ratio', () => {
  it('divides', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(0, 5)).toBe(0);
  });

  it('is null for a zero denominator or a missing side', () => {
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(2, undefined)).toBeNull();
  });
});

describe('medians', () => {
  it('takes each field on its own, leaving out the runs that lack it', () => {
    const runs = [
      { lcp: 100, tbt: 10 },
      { lcp: 300, tbt: null },
      { lcp: 200, tbt: 30 },
    ];
    expect(medians(runs, ['lcp', 'tbt'])).toEqual({ lcp: 200, tbt: 20 });
    expect(medians([{ lcp: null }], ['lcp'])).toEqual({ lcp: null });
  });
});

describe('cumulativeLayoutShift', () => {
  it('is the largest session window, not the sum of all shifts', () => {
    const shifts = [
      { startTime: 100, value: 0.1 },
      { startTime: 600, value: 0.1 },
      // More than a second later: a new window.
      { startTime: 3000, value: 0.05 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
  });

  it('closes a window after five seconds even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({
      startTime: index * 900,
      value: 0.01,
    }));
    // 0, 900 … 4500 fit in the first five seconds (6 shifts); 5400 opens the next window.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it('is zero without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('sums what each long task spends over 50 ms between the two bounds', () => {
    const tasks = [
      { startTime: 500, duration: 200 }, // before FCP: not counted
      { startTime: 900, duration: 150 }, // straddles FCP at 1000: 50 ms after it, nothing over 50
      { startTime: 1100, duration: 120 }, // 70
      { startTime: 1400, duration: 50 }, // exactly 50: nothing
      { startTime: 4950, duration: 200 }, // clipped at 5000: 50 ms, nothing over
      { startTime: 2000, duration: 300 }, // 250
    ];
    expect(totalBlockingTime(tasks, 1000, 5000)).toBe(320);
  });

  it('is zero without long tasks', () => {
    expect(totalBlockingTime([], 0, 1000)).toBe(0);
  });
});
