// One cold load of one page under one profile: a fresh browser context (empty cache),
// CDP throttling, PerformanceObservers injected before any page script, and the figures
// read once the network has been quiet for a second.
import type { Browser } from '@playwright/test';
import { watchNetwork } from './network-watch';
import type { Profile } from './profiles';
import { cumulativeLayoutShift, totalBlockingTime } from './stats';
import type { LayoutShift, LongTask } from './stats';

/** The figures of one page load; times in ms from navigation start, bytes encoded. */
export type PageRun = Readonly<{
  jsBeforeFcp: number;
  jsTotal: number;
  requests: number;
  fcp: number | null;
  lcp: number | null;
  cls: number;
  tbt: number;
  /** The JavaScript URLs that finished before first contentful paint. */
  jsUrlsBeforeFcp: readonly string[];
  /** True when the network never went quiet and the 20 s cap ended the wait. */
  capped: boolean;
}>;

type Observed = {
  fcp: number | null;
  lcp: number | null;
  shifts: LayoutShift[];
  longTasks: LongTask[];
};

/**
 * Pages only a signed-in player may open (spec section 2: bets, cashier, profile, responsible
 * game): the context signs in as the seeded player first, outside the measured load.
 */
const SIGNED_IN_PAGES = /^(\/ru)?\/(cashier|profile|bets|responsible-game)(\/|$)/;
const SEEDED_PLAYER = { login: 'player@omad.uz', password: 'Secret123' } as const;

const QUIET_MS = 1000;
const CAP_MS = 20_000;

/**
 * Runs in the page before its own scripts (addInitScript) and collects the paint entries
 * into window.__omadBench. A string, not a function: tsx would wrap the inner functions in
 * a helper that does not exist in the page.
 */
const OBSERVE_VITALS = `(() => {
  const observed = { fcp: null, lcp: null, shifts: [], longTasks: [] };
  window.__omadBench = observed;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry))
        .observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') observed.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => { observed.lcp = entry.startTime; });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) observed.shifts.push({ startTime: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => {
    observed.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
})();`;

/** The observers' findings and the page clock's now, read after the network went quiet. */
const READ_OBSERVED = '({ observed: window.__omadBench ?? null, now: performance.now() })';

export const measurePage = async (
  browser: Browser,
  profile: Profile,
  url: string,
): Promise<PageRun> => {
  const context = await browser.newContext(profile.context);
  try {
    await context.addInitScript({ content: OBSERVE_VITALS });
    if (SIGNED_IN_PAGES.test(new URL(url).pathname)) {
      const signIn = await context.request.post(
        new URL('/api/auth.login?v=2.34&locale=uz', url).href,
        {
          multipart: SEEDED_PLAYER,
        },
      );
      if (!signIn.ok()) throw new Error(`signing in for ${url} failed: ${signIn.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    if (profile.network)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    if (profile.cpuSlowdown !== 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    const capped = await network.quiet(QUIET_MS, CAP_MS);
    const { observed, now } = await page.evaluate<{ observed: Observed | null; now: number }>(
      READ_OBSERVED,
    );
    if (!observed) throw new Error(`${url}: the performance observers did not run`);
    const summary = network.summary();
    return {
      jsBeforeFcp: summary.jsBytesBeforeFcp,
      jsTotal: summary.jsBytes,
      requests: summary.requests,
      fcp: observed.fcp,
      lcp: observed.lcp,
      cls: cumulativeLayoutShift(observed.shifts),
      tbt: observed.fcp === null ? 0 : totalBlockingTime(observed.longTasks, observed.fcp, now),
      jsUrlsBeforeFcp: summary.jsUrlsBeforeFcp,
      capped,
    };
  } finally {
    await context.close();
  }
};
