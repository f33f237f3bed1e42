// Reads the pass/fail counts out of the runners' JSON reports. A runner that failed
// without a report counts as one failure, so a crash is never a green run.

export type Counts = Readonly<{ passed: number; failed: number }>;

const numberAt = (value: unknown, key: string): number => {
  if (typeof value !== 'object' || value === null || !(key in value)) return 0;
  const found: unknown = Reflect.get(value, key);
  return typeof found === 'number' ? found : 0;
};

const orCrash = (counts: Counts, exitCode: number): Counts =>
  exitCode !== 0 && counts.failed === 0 ? { passed: counts.passed, failed: 1 } : counts;

/** Vitest's JSON reporter: numPassedTests / numFailedTests. */
export const countVitest = (report: unknown, exitCode: number): Counts =>
  orCrash(
    { passed: numberAt(report, 'numPassedTests'), failed: numberAt(report, 'numFailedTests') },
    exitCode,
  );

/** Playwright's JSON reporter: stats.expected / unexpected / flaky (a flaky test passed on retry). */
export const countPlaywright = (report: unknown, exitCode: number): Counts => {
  const stats =
    typeof report === 'object' && report !== null && 'stats' in report ? report.stats : null;
  return orCrash(
    {
      passed: numberAt(stats, 'expected') + numberAt(stats, 'flaky'),
      failed: numberAt(stats, 'unexpected'),
    },
    exitCode,
  );
};
