import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest } from './test-counts';

describe('test counts', () => {
  it('reads Vitest totals', () => {
    expect(countVitest({ numPassedTests: 10, numFailedTests: 2 }, 1)).toEqual({
      passed: 10,
      failed: 2,
    });
  });
  it('reads Playwright totals, counting flaky as passed', () => {
    expect(
      countPlaywright({ stats: { expected: 7, unexpected: 1, flaky: 2, skipped: 3 } }, 1),
    ).toEqual({
      passed: 9,
      failed: 1,
    });
  });
  it('counts a crash without a report as a failure', () => {
    expect(countVitest(null, 1)).toEqual({ passed: 0, failed: 1 });
    expect(countPlaywright({ stats: { expected: 4 } }, 2)).toEqual({ passed: 4, failed: 1 });
  });
  it('a clean exit with a report is taken as it is', () => {
    expect(countPlaywright({ stats: { expected: 4, unexpected: 0 } }, 0)).toEqual({
      passed: 4,
      failed: 0,
    });
  });
});
