// Pages that keep changing while a player watches them, on the mobile profile (4× CPU): the
// active tournament (its countdown ticks every second, its leaderboard is read again every
// 8 s) and the jackpots (read again every 5 s, counting up when they grew), each watched for
// long tasks from the moment its live data is in.
import type { Browser } from '@playwright/test';
import * as v from 'valibot';
import { longTasksSoFar, openPage, watchLongTasks } from './gamehall';
import { MOBILE } from './profiles';

/** The tournament page's route, for a page that could not be watched before its id was known. */
export const TOURNAMENT_ROUTE = '/tournaments/{id}';
export const JACKPOTS_PATH = '/jackpots';

export type LiveWatch = Readonly<{
  /** The page watched. */
  path: string;
  /** How long long tasks were counted, ms, from the moment the page's live data was in. */
  watchedMs: number;
  /** How many times the page read its live data again meanwhile. */
  refreshes: number;
  /** Long tasks (over 50 ms) meanwhile. */
  longTasks: number;
  /** The longest of them, ms; 0 when there was none. */
  worstTaskMs: number;
}>;

/** A page watched, or why it was not. */
export type LiveOutcome = LiveWatch | Readonly<{ path: string; unavailable: string }>;

export type LiveUpdatesResult = Readonly<{
  /** /tournaments/{id} of the seeded active tournament: countdown and leaderboard. */
  tournament: LiveOutcome;
  /** /jackpots: the amounts read again and counting up. */
  jackpots: LiveOutcome;
}>;

/** The active tournament's page, or why there is none. */
export type TournamentPage = Readonly<{ path: string }> | Readonly<{ unavailable: string }>;

const ActiveTournamentsSchema = v.object({
  data: v.object({
    items: v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  }),
});

/**
 * Asks the running stack, as a guest, for its active tournaments and takes the first (the
 * soonest ending): the seed's ids are not fixed in code.
 */
export const findTournamentPage = async (baseUrl: string): Promise<TournamentPage> => {
  const status = encodeURIComponent(JSON.stringify(['active']));
  const url = new URL(`/api/tournaments.get?v=2.34&locale=uz&status=${status}`, baseUrl);
  try {
    const response = await fetch(url);
    if (!response.ok) return { unavailable: `tournaments.get answered ${response.status}` };
    const [active] = v.parse(ActiveTournamentsSchema, await response.json()).data.items;
    return active
      ? { path: `/tournaments/${active.id}` }
      : { unavailable: 'the platform lists no active tournament' };
  } catch (error) {
    return { unavailable: `tournaments.get failed: ${String(error).split('\n')[0]}` };
  }
};

type LivePage = Readonly<{
  path: string;
  /** Shown once the page's live data is in. */
  ready: string;
  /** The platform method the page reads again while open. */
  method: string;
  /** Two reads again of that method, and for the tournament twenty countdown ticks. */
  watchMs: number;
}>;

const tournamentPlan = (path: string): LivePage => ({
  path,
  ready: '[data-testid="leaderboard"][aria-busy="false"]',
  method: 'leaderboard.get',
  watchMs: 20_000,
});

const JACKPOTS: LivePage = {
  path: JACKPOTS_PATH,
  ready: '[data-testid="jackpots-page"] [data-jackpot]',
  method: 'jackpots.get',
  watchMs: 12_000,
};

/** Opens the page, waits for its live data, then counts long tasks for `watchMs`. */
const watchPage = async (browser: Browser, baseUrl: string, plan: LivePage): Promise<LiveWatch> => {
  const { page, close } = await openPage(browser, MOBILE, new URL(plan.path, baseUrl).href);
  try {
    await page.locator(plan.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    let refreshes = 0;
    let watching = true;
    page.on('request', (request) => {
      if (watching && new URL(request.url()).pathname === `/api/${plan.method}`) refreshes += 1;
    });
    await watchLongTasks(page);
    // The window is the figure: the page's own timers drive what is measured.
    await page.waitForTimeout(plan.watchMs);
    watching = false;
    // Tasks are reported after they end: give the last one time to arrive.
    await page.waitForTimeout(300);
    const tasks = await longTasksSoFar(page);
    if (refreshes === 0)
      throw new Error(`${plan.method} was not read again in ${plan.watchMs / 1000} s`);
    return {
      path: plan.path,
      watchedMs: plan.watchMs,
      refreshes,
      longTasks: tasks.length,
      worstTaskMs: Math.max(0, ...tasks),
    };
  } finally {
    await close();
  }
};

export const measureLiveUpdates = async (
  browser: Browser,
  baseUrl: string,
  tournament: TournamentPage,
  log: (line: string) => void,
): Promise<LiveUpdatesResult> => {
  const watch = async (plan: LivePage): Promise<LiveOutcome> => {
    try {
      const watched = await watchPage(browser, baseUrl, plan);
      log(
        `live updates ${plan.path}: ${watched.refreshes} reads of ${plan.method}, ` +
          `${watched.longTasks} long tasks, worst ${Math.round(watched.worstTaskMs)} ms`,
      );
      return watched;
    } catch (error) {
      const unavailable = String(error).split('\n')[0] ?? 'failed';
      log(`live updates ${plan.path} failed: ${unavailable}`);
      return { path: plan.path, unavailable };
    }
  };
  return {
    tournament:
      'path' in tournament
        ? await watch(tournamentPlan(tournament.path))
        : { path: TOURNAMENT_ROUTE, unavailable: tournament.unavailable },
    jackpots: await watch(JACKPOTS),
  };
};
