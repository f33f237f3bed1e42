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

type VitestAssertion = Readonly<{
  status?: unknown;
  fullName?: unknown;
  failureMessages?: unknown;
}>;
type VitestFile = Readonly<{
  name?: unknown;
  status?: unknown;
  message?: unknown;
  assertionResults?: readonly VitestAssertion[];
}>;

const firstLine = (value: unknown): string =>
  (typeof value === 'string' ? value : '').split('\n', 1)[0]!.slice(0, 200);

/**
 * The failed tests of a Vitest JSON report, one line each (file, test, first line of the
 * error), so the tail of `npm test` names what failed; a file that failed to load counts
 * once with its own message.
 */
export const failedVitestTests = (report: unknown, root: string): string[] => {
  const files =
    typeof report === 'object' && report !== null && 'testResults' in report
      ? (report.testResults as readonly VitestFile[])
      : [];
  return files.flatMap((file) => {
    const name = typeof file.name === 'string' ? file.name.replace(`${root}/`, '') : '?';
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0)
      return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => {
      const messages = Array.isArray(test.failureMessages) ? test.failureMessages : [];
      return `${name} > ${String(test.fullName)}: ${firstLine(messages[0])}`;
    });
  });
};

type PlaywrightTest = Readonly<{ projectName?: unknown; status?: unknown }>;
type PlaywrightSuite = Readonly<{
  suites?: readonly PlaywrightSuite[];
  specs?: readonly Readonly<{ tests?: readonly PlaywrightTest[] }>[];
}>;

const testsOf = (suite: PlaywrightSuite): PlaywrightTest[] => [
  ...(suite.specs ?? []).flatMap((spec) => [...(spec.tests ?? [])]),
  ...(suite.suites ?? []).flatMap(testsOf),
];

/**
 * Playwright's JSON reporter, per project (storefront, hostile-input, fault-matrix, release):
 * a test is passed when it ran as expected or passed on retry (flaky), failed when
 * unexpected; skipped tests count as neither. A run that failed without any failed test
 * (a crash, a web server that never started) counts as one failure of `e2e`.
 */
export const countPlaywrightProjects = (
  report: unknown,
  exitCode: number,
): Readonly<Record<string, Counts>> => {
  const suites =
    typeof report === 'object' && report !== null && 'suites' in report
      ? (report.suites as readonly PlaywrightSuite[])
      : [];
  const counts: Record<string, { passed: number; failed: number }> = {};
  for (const test of suites.flatMap(testsOf)) {
    const project = typeof test.projectName === 'string' ? test.projectName : 'e2e';
    const entry = (counts[project] ??= { passed: 0, failed: 0 });
    if (test.status === 'expected' || test.status === 'flaky') entry.passed += 1;
    else if (test.status === 'unexpected') entry.failed += 1;
  }
  const failed = Object.values(counts).reduce((sum, entry) => sum + entry.failed, 0);
  if (exitCode !== 0 && failed === 0) {
    const entry = (counts.e2e ??= { passed: 0, failed: 0 });
    entry.failed += 1;
  }
  return counts;
};
