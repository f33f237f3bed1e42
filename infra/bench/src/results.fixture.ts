// Fixed results for the budget and table tests: two pages on mobile, one on desktop, a
// monolith to compare with, two live pages watched, and round figures whose outcome is easy
// to see by eye; and the budgets of the issue they are held to.
import type { Budgets } from './budgets';
import type { LiveUpdatesResult } from './live-updates';
import type { BenchResults, PageMetrics, PageResult } from './results';

export const FIXTURE_BUDGETS: Budgets = {
  shellJsBeforeFirstPaintKb: 100,
  remoteInitialJsKb: 40,
  homeMobileLcpMs: 2500,
  homeMobileTbtMs: 200,
  contentMobileLcpMs: 2500,
  gamehallMobileLcpMs: 2500,
  cashierMobileLcpMs: 2500,
  lobbyScrollLongTaskMs: 50,
  liveUpdatesLongTaskMs: 50,
  searchResultsMs: 150,
  cls: 0.05,
  warmRemoteSwitchMs: 150,
  federatedMonolithLcpRatio: 1.15,
};

const metrics = (overrides: Partial<PageMetrics>): PageMetrics => ({
  jsBeforeFcp: 100 * 1024,
  jsTotal: 200 * 1024,
  requests: 40,
  fcp: 1000,
  lcp: 2000,
  cls: 0.01,
  tbt: 100,
  shellJsBeforeFcp: 120 * 1024,
  ...overrides,
});

/** A page of round figures (LCP 2.00 s, TBT 100 ms…) but for `overrides`. */
export const fixturePage = (
  path: string,
  profile: PageResult['profile'],
  overrides: Partial<PageMetrics> = {},
): PageResult => ({ path, profile, metrics: metrics(overrides), cappedRuns: 0 });

/** The worse task on the second page: the budget takes the worst of both. */
export const FIXTURE_LIVE: LiveUpdatesResult = {
  tournament: {
    path: '/tournaments/7',
    watchedMs: 20_000,
    refreshes: 2,
    longTasks: 1,
    worstTaskMs: 52,
  },
  jackpots: { path: '/jackpots', watchedMs: 12_000, refreshes: 2, longTasks: 3, worstTaskMs: 71 },
};

export const fixtureResults = (): BenchResults => ({
  date: '2026-01-02T03:04:05.000Z',
  runs: 5,
  profiles: ['mobile', 'desktop'],
  federated: {
    pages: [
      fixturePage('/', 'mobile', { lcp: 2400, tbt: 250 }),
      fixturePage('/about', 'mobile', { cls: 0.08, lcp: 3000 }),
      fixturePage('/', 'desktop', { lcp: 900, tbt: 0 }),
    ],
    switch: { cold: 400, warm: 120 },
  },
  monolith: {
    pages: [
      fixturePage('/', 'mobile', { lcp: 2000, tbt: 200, jsTotal: 160 * 1024, requests: 32 }),
      fixturePage('/about', 'mobile', { lcp: 2800 }),
      fixturePage('/', 'desktop', { lcp: 800, tbt: 0 }),
    ],
    switch: { cold: 90, warm: 60 },
  },
  apps: [
    { app: 'shell', entry: 30 * 1024, chunks: 90 * 1024 },
    { app: 'mf-cashier', entry: 34 * 1024, chunks: 1024 },
    { app: 'mf-content', entry: 35 * 1024, chunks: 27 * 1024 },
  ],
  build: { allApps: 12.34, cashier: 1.5, monolith: null, note: null },
  gamehall: {
    scroll: { longTasks: 1, worstTaskMs: 64, games: 2400 },
    searchMs: 110,
    searchQueries: 8,
  },
  live: FIXTURE_LIVE,
});
