// The performance budgets (infra/bench/budgets.json), the figures of a run they apply to,
// and one PASS / FAIL / SKIP line each for `npm run bench -- --check`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { splitLocale } from '@omad/contract';
import { matchRoutePath, type ShellRoutes } from '@omad/contract/pages';
import { kb, millis, score, seconds, times } from './format';
import type { LiveOutcome, LiveWatch } from './live-updates';
import type { BenchResults, PageResult } from './results';
import { monolithOf } from './results';
import { ratio } from './stats';

export const BUDGETS_FILE = path.resolve(import.meta.dirname, '../budgets.json');

const BUDGET_KEYS = [
  'shellJsBeforeFirstPaintKb',
  'remoteInitialJsKb',
  'homeMobileLcpMs',
  'homeMobileTbtMs',
  'contentMobileLcpMs',
  'gamehallMobileLcpMs',
  'cashierMobileLcpMs',
  'lobbyScrollLongTaskMs',
  'liveUpdatesLongTaskMs',
  'searchResultsMs',
  'cls',
  'warmRemoteSwitchMs',
  'federatedMonolithLcpRatio',
] as const;
export type Budgets = Readonly<Record<(typeof BUDGET_KEYS)[number], number>>;

/** Checks budgets.json's shape: every key present, a positive number, nothing else. */
export const parseBudgets = (json: unknown): Budgets => {
  if (typeof json !== 'object' || json === null) throw new Error('budgets: not a JSON object');
  const entries = Object.entries(json);
  const unknown = entries.find(([key]) => !(BUDGET_KEYS as readonly string[]).includes(key));
  if (unknown) throw new Error(`budgets: unknown key "${unknown[0]}"`);
  const budgets: Partial<Record<string, number>> = Object.fromEntries(entries);
  for (const key of BUDGET_KEYS) {
    const value = budgets[key];
    if (typeof value !== 'number' || !(value > 0))
      throw new Error(`budgets: "${key}" must be a positive number`);
  }
  return budgets as Budgets;
};

export const loadBudgets = (file = BUDGETS_FILE): Budgets =>
  parseBudgets(JSON.parse(readFileSync(file, 'utf8')));

/** A measured figure and where it comes from, or why there is none. */
export type Figure = Readonly<{ value: number; where: string }> | Readonly<{ skip: string }>;

export type BudgetFigures = Readonly<{
  /** gzip bytes. */
  shellJsBeforeFirstPaint: Figure;
  /** gzip bytes per remote. */
  remoteInitialJs: readonly Readonly<{ app: string; bytes: number }>[];
  homeMobileLcp: Figure;
  homeMobileTbt: Figure;
  /** The worst mobile page of mf-content's (the owner per the shell build's routes.json). */
  contentMobileLcp: Figure;
  /** The worst mobile page of mf-gamehall's (/gamehall, a game page, /tournaments/{id}). */
  gamehallMobileLcp: Figure;
  /** The worst mobile page of mf-cashier's (/cashier/deposit, signed in). */
  cashierMobileLcp: Figure;
  /** The longest task while scrolling the whole lobby after its first screen (0: none). */
  lobbyScrollLongTask: Figure;
  /** The longest task on either live page (tournament, jackpots) once its data is in (0: none). */
  liveUpdatesLongTask: Figure;
  /** Median from the last keystroke to search results painted. */
  searchResults: Figure;
  /** The worst page. */
  cls: Figure;
  warmRemoteSwitch: Figure;
  /** The worst page on the mobile profile. */
  federatedMonolithLcpRatio: Figure;
}>;

const where = (page: PageResult) => `${page.path}, ${page.profile}`;
const worst = (candidates: readonly Readonly<{ value: number; where: string }>[], none: string) =>
  candidates.reduce<Figure>(
    (found, next) => ('skip' in found || next.value > found.value ? next : found),
    { skip: none },
  );

/** The remote that owns a locale-free or localized path; null when none does. */
export type PageOwner = (path: string) => string | null;

/** Which remote owns a page, as a shell build's routes.json routes it (none without one). */
export const pageOwnerIn =
  (routes: ShellRoutes | null): PageOwner =>
  (page) =>
    routes ? (matchRoutePath(routes.routes, splitLocale(page).path)?.def.remote ?? null) : null;

/** The worst mobile LCP among the pages of one remote. */
const worstMobileLcp = (pages: readonly PageResult[], ownerOf: PageOwner, remote: string): Figure =>
  worst(
    pages.flatMap((page) =>
      page.profile === 'mobile' && ownerOf(page.path) === remote && page.metrics.lcp !== null
        ? [{ value: page.metrics.lcp, where: where(page) }]
        : [],
    ),
    `no page of ${remote}'s was measured on the mobile profile`,
  );

const isWatched = (outcome: LiveOutcome): outcome is LiveWatch => !('unavailable' in outcome);

/** The longest task over the live pages watched; a page that was not is named in `where`. */
const liveLongTask = (live: BenchResults['live']): Figure => {
  if (!live) return { skip: 'the live pages were not watched' };
  const outcomes = [live.tournament, live.jackpots];
  const missed = outcomes.flatMap((outcome) =>
    isWatched(outcome) ? [] : [`${outcome.path} not watched: ${outcome.unavailable}`],
  );
  const found = worst(
    outcomes.filter(isWatched).map((watched) => ({
      value: watched.worstTaskMs,
      where: `${watched.path}, mobile, ${watched.longTasks} long task(s) in ${watched.watchedMs / 1000} s`,
    })),
    missed.join('; '),
  );
  return 'skip' in found || missed.length === 0
    ? found
    : { ...found, where: `${found.where}; ${missed.join('; ')}` };
};

/** The figures the budgets apply to, taken from a run's results. */
export const budgetFigures = (
  results: BenchResults,
  ownerOf: PageOwner = () => null,
): BudgetFigures => {
  const pages = results.federated.pages;
  const home = pages.find((page) => page.path === '/' && page.profile === 'mobile');
  const fromHome = (value: number | null | undefined): Figure =>
    home && value !== null && value !== undefined
      ? { value, where: '/, mobile' }
      : { skip: 'home (/) was not measured on the mobile profile' };
  const shellPage = [home, ...pages].find((page) => page && page.metrics.shellJsBeforeFcp !== null);
  const shellBytes = shellPage?.metrics.shellJsBeforeFcp ?? null;
  const monolith = monolithOf(results);
  const ratios = pages.flatMap((page) => {
    const twin = monolith?.pages.find((m) => m.path === page.path && m.profile === page.profile);
    const value = ratio(page.metrics.lcp, twin?.metrics.lcp);
    return page.profile === 'mobile' && value !== null ? [{ value, where: where(page) }] : [];
  });
  return {
    shellJsBeforeFirstPaint:
      shellPage && shellBytes !== null
        ? { value: shellBytes, where: where(shellPage) }
        : { skip: 'no page load recorded the shell files before first paint' },
    remoteInitialJs: results.apps
      .filter((app) => app.app.startsWith('mf-'))
      .map((app) => ({ app: app.app, bytes: app.entry + (app.chunks ?? 0) })),
    homeMobileLcp: fromHome(home?.metrics.lcp),
    homeMobileTbt: fromHome(home?.metrics.tbt),
    contentMobileLcp: worstMobileLcp(pages, ownerOf, 'mf-content'),
    gamehallMobileLcp: worstMobileLcp(pages, ownerOf, 'mf-gamehall'),
    cashierMobileLcp: worstMobileLcp(pages, ownerOf, 'mf-cashier'),
    lobbyScrollLongTask: results.gamehall.scroll
      ? {
          value: results.gamehall.scroll.worstTaskMs,
          where: `/gamehall, mobile, ${results.gamehall.scroll.longTasks} long task(s) over ${results.gamehall.scroll.games} games`,
        }
      : { skip: 'the lobby was not scrolled' },
    liveUpdatesLongTask: liveLongTask(results.live),
    searchResults:
      results.gamehall.searchMs === null
        ? { skip: 'search was not timed' }
        : {
            value: results.gamehall.searchMs,
            where: `desktop, median of ${results.gamehall.searchQueries} queries`,
          },
    cls: worst(
      pages.flatMap((page) =>
        page.metrics.cls === null ? [] : [{ value: page.metrics.cls, where: where(page) }],
      ),
      'no page measured',
    ),
    warmRemoteSwitch:
      results.federated.switch.warm === null
        ? { skip: 'the warm switch was not measured' }
        : { value: results.federated.switch.warm, where: 'desktop' },
    federatedMonolithLcpRatio: worst(
      ratios,
      'unavailable' in results.monolith
        ? results.monolith.unavailable
        : 'no page was measured on the mobile profile in both builds',
    ),
  };
};

export type BudgetLine = Readonly<{ status: 'PASS' | 'FAIL' | 'SKIP'; text: string }>;

const line = (
  label: string,
  figure: Figure,
  limit: number,
  show: (value: number) => string,
): BudgetLine => {
  if ('skip' in figure) return { status: 'SKIP', text: `SKIP  ${label}: ${figure.skip}` };
  const pass = figure.value <= limit;
  const over = pass ? '' : ` (over by ${show(figure.value - limit)})`;
  const comparison = `${show(figure.value)} ${pass ? '≤' : '>'} ${show(limit)}${over}`;
  const status = pass ? 'PASS' : 'FAIL';
  return { status, text: `${status}  ${label} (${figure.where}): ${comparison}` };
};

/** One line per budget, in budgets.json's order (one per remote for the remote budget). */
export const evaluateBudgets = (budgets: Budgets, figures: BudgetFigures): BudgetLine[] => {
  const bytes = (value: number) => kb(value);
  return [
    line(
      'shell JS before first paint, gzip',
      figures.shellJsBeforeFirstPaint,
      budgets.shellJsBeforeFirstPaintKb * 1024,
      bytes,
    ),
    ...figures.remoteInitialJs.map((remote) =>
      line(
        `${remote.app} initial JS, gzip`,
        { value: remote.bytes, where: 'remoteEntry + ./app' },
        budgets.remoteInitialJsKb * 1024,
        bytes,
      ),
    ),
    line('home LCP', figures.homeMobileLcp, budgets.homeMobileLcpMs, seconds),
    line('home TBT', figures.homeMobileTbt, budgets.homeMobileTbtMs, millis),
    line(
      "LCP, mf-content's worst page",
      figures.contentMobileLcp,
      budgets.contentMobileLcpMs,
      seconds,
    ),
    line(
      "LCP, mf-gamehall's worst page",
      figures.gamehallMobileLcp,
      budgets.gamehallMobileLcpMs,
      seconds,
    ),
    line(
      "LCP, mf-cashier's worst page (signed in)",
      figures.cashierMobileLcp,
      budgets.cashierMobileLcpMs,
      seconds,
    ),
    line(
      'longest task scrolling the lobby (none over 50 ms)',
      figures.lobbyScrollLongTask,
      budgets.lobbyScrollLongTaskMs,
      millis,
    ),
    line(
      'longest task while pages update live (none over 50 ms)',
      figures.liveUpdatesLongTask,
      budgets.liveUpdatesLongTaskMs,
      millis,
    ),
    line(
      'search: last keystroke to results painted',
      figures.searchResults,
      budgets.searchResultsMs,
      millis,
    ),
    line('CLS, worst page', figures.cls, budgets.cls, score),
    line('warm remote switch', figures.warmRemoteSwitch, budgets.warmRemoteSwitchMs, millis),
    line(
      'federated/monolith LCP, worst page',
      figures.federatedMonolithLcpRatio,
      budgets.federatedMonolithLcpRatio,
      times,
    ),
  ];
};
