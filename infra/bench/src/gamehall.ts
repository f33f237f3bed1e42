// The games hall under a player's hands: scrolling the whole lobby on the mobile profile (4×
// CPU) with the long tasks it causes after the first screen, and the games-search dialog's
// time from the last keystroke to its results painted (desktop profile).
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, MOBILE, type Profile } from './profiles';
import { median } from './stats';
import { API_VERSION } from '@omad/contract/api';

export type ScrollRun = Readonly<{
  /** Long tasks (over 50 ms) while scrolling to the last game. */
  longTasks: number;
  /** The longest of them, ms; 0 when there was none. */
  worstTaskMs: number;
  /** Games the grid held at its end (the catalogue's count). */
  games: number;
}>;

export type GamehallResult = Readonly<{
  scroll: ScrollRun | null;
  /** Median ms from the last keystroke to the results of the whole query painted. */
  searchMs: number | null;
  /** How many queries the median is over. */
  searchQueries: number;
}>;

/** Queries typed into search: Latin, Cyrillic, a typo, a provider. */
export const SEARCH_QUERIES = [
  'aviator',
  'sweet bonanza',
  'бук оф дед',
  'olympus',
  'авиатор',
  'bonaza',
  'pragmatic',
  'крейзи тайм',
] as const;

const GRID = '[data-testid="games-grid"]';
const TILE = '[data-testid="game-tile"]';
const SEARCH_INPUT = '[data-testid="games-search-input"]';

/** A fresh context under `profile`'s CPU slowdown (not its network), the page at `url` loaded. */
export const openPage = async (browser: Browser, profile: Profile, url: string) => {
  const context = await browser.newContext(profile.context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown > 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  await page.goto(url, { waitUntil: 'load' });
  return { page, close: () => context.close() };
};

/** Counts long tasks from now on, into window.__omadLongTasks (a string: see WATCH_SEARCH). */
const WATCH_LONG_TASKS = `(() => {
  const tasks = [];
  window.__omadLongTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)))
    .observe({ type: 'longtask' });
})()`;

/** Starts counting the page's long tasks (over 50 ms). */
export const watchLongTasks = async (page: Page): Promise<void> => {
  await page.evaluate(WATCH_LONG_TASKS);
};

/** The durations, ms, of the long tasks since watchLongTasks. */
export const longTasksSoFar = (page: Page): Promise<number[]> =>
  page.evaluate<number[]>('window.__omadLongTasks');

/**
 * Times one query in the page (a string: tsx would wrap a function's inner functions in a
 * helper the page lacks): the last keystroke's input event, then the frame after the results of exactly
 * `expected` are in the dialog.
 */
const WATCH_SEARCH = `(expected) => {
  const state = { lastKey: 0, painted: 0 };
  window.__omadSearch = state;
  // 'input', not 'keydown': Cyrillic letters are typed as text, without key events.
  document.addEventListener('input', () => { state.lastKey = performance.now(); }, { capture: true });
  const selector = '[data-testid="games-search-results"][data-query="' + CSS.escape(expected) + '"]';
  const observer = new MutationObserver(() => {
    if (state.painted || !document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => { state.painted = performance.now(); });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-query'] });
}`;

/** Scrolls the lobby a screen at a time until the grid shows its last game. */
const scrollToEnd = async (page: Page): Promise<number> => {
  const total = Number(await page.locator(GRID).getAttribute('data-total'));
  if (!(total > 0)) throw new Error('the lobby grid has no data-total');
  for (let step = 0; step < 5000; step += 1) {
    const last = page.locator(`${GRID} [role="listitem"][aria-posinset="${total}"]`);
    if ((await last.count()) > 0) {
      await last.scrollIntoViewIfNeeded();
      return total;
    }
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
  throw new Error('the last game never appeared');
};

/** Art requested at once while warming: the machine's two cores are shared with the page. */
const WARM_CONCURRENCY = 2;

/**
 * Asks the platform for every game's art once. The platform draws art on its first request
 * (and keeps it, across restarts too); in production a CDN holds it. Without this, the first
 * scroll of a fresh machine would measure the platform drawing on the cores the page runs on.
 */
export const warmGameArt = async (baseUrl: string): Promise<number> => {
  const images: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const options = encodeURIComponent(JSON.stringify({ offset, count: 100 }));
    const response = await fetch(
      new URL(`/api/games.get?v=${API_VERSION}&locale=uz&options=${options}`, baseUrl),
    );
    const body = (await response.json()) as {
      data?: { items?: { image_url?: string; description?: { img_288_192?: string } }[] };
    };
    const items = body.data?.items ?? [];
    for (const item of items) {
      for (const url of [item.image_url, item.description?.img_288_192]) if (url) images.push(url);
    }
    if (items.length < 100) break;
  }
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const url = images[next++] ?? '';
      await fetch(new URL(url, baseUrl)).then((response) => response.arrayBuffer());
    }
  };
  await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
  return images.length;
};

export const measureLobbyScroll = async (browser: Browser, baseUrl: string): Promise<ScrollRun> => {
  const { page, close } = await openPage(browser, MOBILE, new URL('/gamehall', baseUrl).href);
  try {
    await page.locator(TILE).first().waitFor({ state: 'visible', timeout: 30_000 });
    await watchLongTasks(page);
    const games = await scrollToEnd(page);
    // Tasks are reported after they end: give the last one time to arrive.
    await page.waitForTimeout(300);
    const tasks = await longTasksSoFar(page);
    return { longTasks: tasks.length, worstTaskMs: Math.max(0, ...tasks), games };
  } finally {
    await close();
  }
};

/**
 * Types each query into the open search dialog at a typing pace and times, in the page, the
 * last keystroke to the frame after the dialog shows that query's results.
 */
export const measureSearch = async (browser: Browser, baseUrl: string): Promise<number[]> => {
  const { page, close } = await openPage(browser, DESKTOP, new URL('/gamehall', baseUrl).href);
  const times: number[] = [];
  try {
    await page.getByTestId('games-search-open').first().click();
    const input = page.locator(SEARCH_INPUT);
    await input.waitFor({ state: 'visible' });
    for (const query of SEARCH_QUERIES) {
      await input.fill('');
      await page.evaluate(`(${WATCH_SEARCH})(${JSON.stringify(query)})`);
      await input.pressSequentially(query, { delay: 70 });
      // Polled from here: waitForFunction evaluates a string, which the site's CSP forbids.
      for (
        let tries = 0;
        !(await page.evaluate<number>('window.__omadSearch.painted'));
        tries += 1
      ) {
        if (tries > 200) throw new Error(`no results painted for "${query}"`);
        await page.waitForTimeout(50);
      }
      const { lastKey, painted } = await page.evaluate<{ lastKey: number; painted: number }>(
        'window.__omadSearch',
      );
      times.push(painted - lastKey);
    }
    return times;
  } finally {
    await close();
  }
};

export const measureGamehall = async (
  browser: Browser,
  baseUrl: string,
  log: (line: string) => void,
): Promise<GamehallResult> => {
  const warmed = await warmGameArt(baseUrl);
  log(`game art warmed: ${warmed} images`);
  const scroll = await measureLobbyScroll(browser, baseUrl).catch((error: unknown) => {
    log(`lobby scroll failed: ${String(error).split('\n')[0]}`);
    return null;
  });
  if (scroll) {
    log(
      `lobby scroll: ${scroll.games} games, ${scroll.longTasks} long tasks, worst ${Math.round(scroll.worstTaskMs)} ms`,
    );
  }
  const times = await measureSearch(browser, baseUrl).catch((error: unknown) => {
    log(`search failed: ${String(error).split('\n')[0]}`);
    return [];
  });
  log(`search: ${times.map((time) => Math.round(time)).join(', ')} ms`);
  return { scroll, searchMs: median(times), searchQueries: times.length };
};
