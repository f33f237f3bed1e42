import { describe, expect, it } from 'vitest';
import { countPlaywrightProjects, countVitest, failedVitestTests } from './test-counts';

/** A Playwright JSON report with one spec per test, in nested suites as the reporter writes. */
const report = (...tests: ReadonlyArray<readonly [project: string, status: string]>) => ({
  suites: [
    {
      suites: [
        {
          specs: tests.map(([projectName, status]) => ({ tests: [{ projectName, status }] })),
        },
      ],
    },
  ],
});

describe('test counts', () => {
  it('reads Vitest totals', () => {
    expect(countVitest({ numPassedTests: 10, numFailedTests: 2 }, 1)).toEqual({
      passed: 10,
      failed: 2,
    });
  });

  it('reads Playwright per project, counting flaky as passed and skipped as neither', () => {
    const counts = countPlaywrightProjects(
      report(
        ['storefront', 'expected'],
        ['storefront', 'flaky'],
        ['storefront', 'unexpected'],
        ['hostile-input', 'expected'],
        ['fault-matrix', 'skipped'],
      ),
      1,
    );
    expect(counts).toEqual({
      storefront: { passed: 2, failed: 1 },
      'hostile-input': { passed: 1, failed: 0 },
      'fault-matrix': { passed: 0, failed: 0 },
    });
  });

  it('counts a crash without a report, or without a failed test, as a failure', () => {
    expect(countVitest(null, 1)).toEqual({ passed: 0, failed: 1 });
    expect(countPlaywrightProjects(null, 1)).toEqual({ e2e: { passed: 0, failed: 1 } });
    expect(countPlaywrightProjects(report(['storefront', 'expected']), 2)).toEqual({
      storefront: { passed: 1, failed: 0 },
      e2e: { passed: 0, failed: 1 },
    });
  });

  it('a clean exit with a report is taken as it is', () => {
    expect(countPlaywrightProjects(report(['storefront', 'expected']), 0)).toEqual({
      storefront: { passed: 1, failed: 0 },
    });
  });

  it('names failed Vitest tests and files that failed to load, relative to the root', () => {
    const vitestReport = {
      testResults: [
        {
          name: '/repo/shell/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a breaks', failureMessages: ['Error: boom\n  at x'] },
          ],
        },
        {
          name: '/repo/mf-auth/src/b.test.ts',
          status: 'failed',
          message: 'cannot import',
          assertionResults: [],
        },
        { name: '/repo/mf-auth/src/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(failedVitestTests(vitestReport, '/repo')).toEqual([
      'shell/src/a.test.ts > a breaks: Error: boom',
      'mf-auth/src/b.test.ts: cannot import',
    ]);
    expect(failedVitestTests(null, '/repo')).toEqual([]);
  });
});
