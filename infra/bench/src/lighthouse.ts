// `npm run bench -- --lighthouse`: Lighthouse 12 (its default mobile preset: a mid-range
// phone, simulated slow 4G and a 4× slower CPU) on every public page of a fresh stack, in
// Debian's Chromium, one page after another. Prints the four category scores and LCP, TBT
// and CLS per page; with --check, one PASS / FAIL line per page (lighthouse-budgets.json).
// The detail pages are the first ones each list page links to, as a visitor would find them.
import lighthouse from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config';
import {
  evaluateLighthouse,
  formatLighthouse,
  loadLighthouseBudgets,
  pageOf,
  type LighthousePage,
} from './lighthouse-scores';
import { HOMES, PUBLIC_PAGES } from './public-pages';

/** The public list pages, and how the address of their first detail page looks. */
const LISTS: readonly (readonly [string, RegExp])[] = [
  ['/jackpots', /^\/jackpots\/[^/?#]+$/],
  ['/tournaments', /^\/tournaments\/\d+$/],
  ['/promotions', /^\/promotions\/[^/?#]+$/],
  ['/offers', /^\/offers\/[^/?#]+$/],
  ['/loyalty', /^\/loyalty\/(?!shop$)[^/?#]+$/],
];

/** The remote debugging port Lighthouse drives the browser through. */
const DEBUGGING_PORT = 9333;

/** The first link of `list` whose path matches `pattern`, once the page has drawn its items. */
const firstDetail = async (
  browser: Browser,
  baseUrl: string,
  list: string,
  pattern: RegExp,
): Promise<string | null> => {
  const page = await browser.newPage();
  try {
    await page.goto(new URL(list, baseUrl).href);
    const source = pattern.source;
    const found = await page
      .waitForFunction(
        (expression) =>
          [...document.querySelectorAll('main a[href]')]
            .map((link) => new URL((link as HTMLAnchorElement).href).pathname)
            .find((path) => new RegExp(expression).test(path)) ?? false,
        source,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue());
    return typeof found === 'string' ? found : null;
  } catch {
    return null;
  } finally {
    await page.close();
  }
};

export const runLighthouse = async (
  baseUrl: string,
  options: Readonly<{
    pages: readonly string[] | null;
    gamePage: string;
    check: boolean;
    log: (line: string) => void;
  }>,
): Promise<number> => {
  const budgets = loadLighthouseBudgets();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const results: LighthousePage[] = [];
  try {
    let pages = options.pages;
    if (!pages) {
      const details: string[] = [];
      for (const [list, pattern] of LISTS) {
        const detail = await firstDetail(browser, baseUrl, list, pattern);
        if (detail) details.push(detail);
        else options.log(`no page linked from ${list} to measure`);
      }
      pages = [...HOMES, ...PUBLIC_PAGES, options.gamePage, ...details];
    }
    for (const pagePath of pages) {
      options.log(`lighthouse ${pagePath}…`);
      const result = await lighthouse(new URL(pagePath, baseUrl).href, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${pagePath}`);
      results.push(pageOf(pagePath, result.lhr));
    }
  } finally {
    await browser.close();
  }
  console.log(
    `Lighthouse ${results.length} public page(s) · mobile preset (simulated slow 4G, CPU 4× slower) · ${baseUrl}`,
  );
  console.log(formatLighthouse(results));
  if (!options.check) return 0;
  const lines = evaluateLighthouse(budgets, results);
  console.log('');
  for (const line of lines) console.log(line.text);
  return lines.some((line) => line.status === 'FAIL') ? 1 : 0;
};
