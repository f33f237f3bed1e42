import { describe, expect, it } from 'vitest';
import { shellRoutesFile } from '../../../shell/src/routing/routes-file';
import { budgetFigures, evaluateBudgets, loadBudgets, pageOwnerIn, parseBudgets } from './budgets';
import type { BenchResults } from './results';
import { FIXTURE_BUDGETS, FIXTURE_LIVE, fixturePage, fixtureResults } from './results.fixture';

const lineOf = (results: BenchResults, label: string) =>
  evaluateBudgets(FIXTURE_BUDGETS, budgetFigures(results)).find((line) => line.text.includes(label))
    ?.text;

describe('evaluateBudgets', () => {
  it('prints one line per budget with the figure, the limit and how far over', () => {
    const lines = evaluateBudgets(
      FIXTURE_BUDGETS,
      budgetFigures(fixtureResults(), (path) =>
        path === '/gamehall' ? 'mf-gamehall' : 'mf-content',
      ),
    );
    expect(lines.map((line) => line.text)).toEqual([
      'FAIL  shell JS before first paint, gzip (/, mobile): 120.0 KB > 100.0 KB (over by 20.0 KB)',
      'PASS  mf-cashier initial JS, gzip (remoteEntry + ./app): 35.0 KB ≤ 40.0 KB',
      'FAIL  mf-content initial JS, gzip (remoteEntry + ./app): 62.0 KB > 40.0 KB (over by 22.0 KB)',
      'PASS  home LCP (/, mobile): 2.40 s ≤ 2.50 s',
      'FAIL  home TBT (/, mobile): 250 ms > 200 ms (over by 50 ms)',
      "FAIL  LCP, mf-content's worst page (/about, mobile): 3.00 s > 2.50 s (over by 0.50 s)",
      "SKIP  LCP, mf-gamehall's worst page: no page of mf-gamehall's was measured on the mobile profile",
      "SKIP  LCP, mf-cashier's worst page (signed in): no page of mf-cashier's was measured on the mobile profile",
      'FAIL  longest task scrolling the lobby (none over 50 ms) (/gamehall, mobile, 1 long task(s) over 2400 games): 64 ms > 50 ms (over by 14 ms)',
      'FAIL  longest task while pages update live (none over 50 ms) (/jackpots, mobile, 3 long task(s) in 12 s): 71 ms > 50 ms (over by 21 ms)',
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
      live: null,
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
      'SKIP  longest task while pages update live (none over 50 ms): the live pages were not watched',
      'SKIP  search: last keystroke to results painted: search was not timed',
      'SKIP  warm remote switch: the warm switch was not measured',
      'SKIP  federated/monolith LCP, worst page: build-monolith.ts does not exist',
    ]);
  });
});

describe('live updates budget', () => {
  const LABEL = 'pages update live';
  const fixture = fixtureResults();
  const live = FIXTURE_LIVE;

  it('holds the longest task of either page, the tournament one too', () => {
    const calm = {
      path: '/jackpots',
      watchedMs: 12_000,
      refreshes: 2,
      longTasks: 0,
      worstTaskMs: 0,
    };
    expect(lineOf({ ...fixture, live: { ...live, jackpots: calm } }, LABEL)).toBe(
      'FAIL  longest task while pages update live (none over 50 ms) (/tournaments/7, mobile, 1 long task(s) in 20 s): 52 ms > 50 ms (over by 2 ms)',
    );
    const quiet = { ...calm, path: '/tournaments/7', watchedMs: 20_000 };
    expect(lineOf({ ...fixture, live: { tournament: quiet, jackpots: calm } }, LABEL)).toBe(
      'PASS  longest task while pages update live (none over 50 ms) (/tournaments/7, mobile, 0 long task(s) in 20 s): 0 ms ≤ 50 ms',
    );
  });

  it('names a page that was not watched, and skips when neither was', () => {
    const noTournament = { path: '/tournaments/{id}', unavailable: 'no active tournament' };
    expect(lineOf({ ...fixture, live: { ...live, tournament: noTournament } }, LABEL)).toBe(
      'FAIL  longest task while pages update live (none over 50 ms) (/jackpots, mobile, 3 long task(s) in 12 s; /tournaments/{id} not watched: no active tournament): 71 ms > 50 ms (over by 21 ms)',
    );
    const noJackpots = { path: '/jackpots', unavailable: 'timed out' };
    expect(
      lineOf({ ...fixture, live: { tournament: noTournament, jackpots: noJackpots } }, LABEL),
    ).toBe(
      'SKIP  longest task while pages update live (none over 50 ms): /tournaments/{id} not watched: no active tournament; /jackpots not watched: timed out',
    );
  });
});

describe('pageOwnerIn', () => {
  it("counts the tournament page among mf-gamehall's pages, as the shell routes it", () => {
    const fixture = fixtureResults();
    const results = {
      ...fixture,
      federated: {
        ...fixture.federated,
        pages: [...fixture.federated.pages, fixturePage('/tournaments/7', 'mobile', { lcp: 2700 })],
      },
    };
    const lines = evaluateBudgets(
      FIXTURE_BUDGETS,
      budgetFigures(results, pageOwnerIn(shellRoutesFile())),
    );
    expect(lines.find((line) => line.text.includes("mf-gamehall's worst"))?.text).toBe(
      "FAIL  LCP, mf-gamehall's worst page (/tournaments/7, mobile): 2.70 s > 2.50 s (over by 0.20 s)",
    );
    expect(pageOwnerIn(shellRoutesFile())('/ru/tournaments/7')).toBe('mf-gamehall');
    expect(pageOwnerIn(null)('/tournaments/7')).toBeNull();
  });
});

describe('parseBudgets', () => {
  it('reads the checked-in budgets.json: the crawlable-pages issue’s page budgets', () => {
    expect(loadBudgets()).toEqual({
      ...FIXTURE_BUDGETS,
      homeMobileLcpMs: 1200,
      homeMobileTbtMs: 100,
      contentMobileLcpMs: 1800,
      gamehallMobileLcpMs: 1800,
      cls: 0.01,
      federatedMonolithLcpRatio: 1,
    });
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
