import { describe, expect, it } from 'vitest';
import { budgetFigures, evaluateBudgets, loadBudgets, parseBudgets } from './budgets';
import { FIXTURE_BUDGETS, fixtureResults } from './results.fixture';

describe('evaluateBudgets', () => {
  it('prints one line per budget with the figure, the limit and how far over', () => {
    const lines = evaluateBudgets(
      FIXTURE_BUDGETS,
      budgetFigures(fixtureResults(), (path) =>
        path === '/gamehall' ? 'mf-gamehall' : 'mf-content',
      ),
    );
    expect(lines.map((line) => line.text)).toEqual([
      'PASS  shell JS before first paint, gzip (/, mobile): 120.0 KB ≤ 130.0 KB',
      'PASS  mf-cashier initial JS, gzip (remoteEntry + ./app): 35.0 KB ≤ 40.0 KB',
      'FAIL  mf-content initial JS, gzip (remoteEntry + ./app): 62.0 KB > 40.0 KB (over by 22.0 KB)',
      'PASS  home LCP (/, mobile): 2.40 s ≤ 2.50 s',
      'FAIL  home TBT (/, mobile): 250 ms > 200 ms (over by 50 ms)',
      "FAIL  LCP, mf-content's worst page (/about, mobile): 3.00 s > 2.50 s (over by 0.50 s)",
      "SKIP  LCP, mf-gamehall's worst page: no page of mf-gamehall's was measured on the mobile profile",
      "SKIP  LCP, mf-cashier's worst page (signed in): no page of mf-cashier's was measured on the mobile profile",
      'FAIL  longest task scrolling the lobby (none over 50 ms) (/gamehall, mobile, 1 long task(s) over 2400 games): 64 ms > 50 ms (over by 14 ms)',
      'PASS  search: last keystroke to results painted (desktop, median of 8 queries): 110 ms ≤ 150 ms',
      'FAIL  CLS, worst page (/about, mobile): 0.080 > 0.050 (over by 0.030)',
      'PASS  warm remote switch (desktop): 120 ms ≤ 150 ms',
      'FAIL  federated/monolith LCP, worst page (/, mobile): 1.20× > 1.15× (over by 0.05×)',
    ]);
  });

  it('passes a figure exactly at its limit', () => {
    const [line] = evaluateBudgets(
      { ...FIXTURE_BUDGETS, shellJsBeforeFirstPaintKb: 120 },
      budgetFigures(fixtureResults()),
    );
    expect(line?.status).toBe('PASS');
  });

  it('skips, with the reason, what this run did not measure', () => {
    const results = {
      ...fixtureResults(),
      monolith: { unavailable: 'build-monolith.ts does not exist' },
      gamehall: { scroll: null, searchMs: null, searchQueries: 0 },
    };
    const withoutHome = {
      ...results,
      federated: {
        pages: results.federated.pages.filter((page) => page.path !== '/'),
        switch: { cold: null, warm: null },
      },
    };
    const skipped = evaluateBudgets(FIXTURE_BUDGETS, budgetFigures(withoutHome)).filter(
      (line) => line.status === 'SKIP',
    );
    expect(skipped.map((line) => line.text)).toEqual([
      'SKIP  home LCP: home (/) was not measured on the mobile profile',
      'SKIP  home TBT: home (/) was not measured on the mobile profile',
      "SKIP  LCP, mf-content's worst page: no page of mf-content's was measured on the mobile profile",
      "SKIP  LCP, mf-gamehall's worst page: no page of mf-gamehall's was measured on the mobile profile",
      "SKIP  LCP, mf-cashier's worst page (signed in): no page of mf-cashier's was measured on the mobile profile",
      'SKIP  longest task scrolling the lobby (none over 50 ms): the lobby was not scrolled',
      'SKIP  search: last keystroke to results painted: search was not timed',
      'SKIP  warm remote switch: the warm switch was not measured',
      'SKIP  federated/monolith LCP, worst page: build-monolith.ts does not exist',
    ]);
  });
});

describe('parseBudgets', () => {
  it('reads the checked-in budgets.json', () => {
    expect(loadBudgets()).toEqual(FIXTURE_BUDGETS);
  });

  it('refuses a missing, a non-positive or an unknown key', () => {
    const { cls: _cls, ...missing } = FIXTURE_BUDGETS;
    expect(() => parseBudgets(missing)).toThrow('"cls" must be a positive number');
    expect(() => parseBudgets({ ...FIXTURE_BUDGETS, cls: 0 })).toThrow(
      '"cls" must be a positive number',
    );
    expect(() => parseBudgets({ ...FIXTURE_BUDGETS, lcp: 1 })).toThrow('unknown key "lcp"');
    expect(() => parseBudgets([])).toThrow();
  });
});
