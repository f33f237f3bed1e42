// `npm run bench`: builds every app cold, starts the storefront as `npm start` does on its own
// port, and measures it in Debian's Chromium (Playwright + CDP); then the same for the
// monolith build. Prints one table of medians; with --check, one PASS/FAIL line per budget
// (infra/bench/budgets.json) and exit code 1 when any fails. Takes a while: run it alone.
// Usage: npm run bench [-- --runs N] [--pages /,/about] [--quick] [--check] [--json out.json]
//                      [--port 8140] [--lighthouse]
//   --runs N     cold loads per figure, the median is printed (default 5)
//   --pages a,b  only these paths (default: every public page without a parameter, /ru/, a
//                game page, the active tournament's page, /cashier/deposit)
//   --quick      a smoke run: 1 run, mobile profile only, build times not taken
//   --check      print the budget lines, exit 1 if one fails
//   --json FILE  also write the medians as JSON
//   --port N     the federated stack's port (the monolith's is N+1; default 8140)
//   --lighthouse Lighthouse 12's mobile preset on every public page of a fresh stack (its
//                four scores, LCP, TBT, CLS; --pages narrows it, --check applies
//                lighthouse-budgets.json); see lighthouse.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { generateGames } from '../../platform/src/seed/games';
import { withBuildLock } from '../../stack/src/build-lock';
import { buildStale } from '../../stack/src/builds';
import { ALL_APPS, appDir } from '../../stack/src/paths';
import { remoteSizes, shellEntrySize } from './app-sizes';
import { parseArgs, UsageError, type BenchOptions } from './args';
import { budgetFigures, evaluateBudgets, loadBudgets, pageOwnerIn } from './budgets';
import { buildMonolith, timeColdBuilds } from './builds';
import { measureGamehall } from './gamehall';
import { findTournamentPage, measureLiveUpdates } from './live-updates';
import { runLighthouse } from './lighthouse';
import { measureStack } from './measure-stack';
import { DESKTOP, MOBILE, launchChromium } from './profiles';
import type { AppSizeResult, BenchResults, BuildResult, StackResult } from './results';
import { startStackProcess } from './stack-process';
import { formatReport } from './table';
import * as v from 'valibot';
import { SHELL_ROUTES_FILE, ShellRoutesSchema, type ShellRoutes } from '@omad/contract/pages';
import { HOMES, PUBLIC_PAGES } from './public-pages';

const log = (line: string) => console.error(`[bench] ${line}`);

/** The most popular game of the seeded catalogue: a game page that exists. */
const gamePage = (): string => {
  const [top] = generateGames()
    .filter((game) => game.position > 0)
    .sort((a, b) => a.position - b.position);
  return `/game/${top?.sysname ?? 'book-of-omad'}`;
};

/** The route table of the shell build that was measured (its routes.json). */
const shellRoutes = (): ShellRoutes | null => {
  try {
    const file = path.join(appDir('shell'), 'dist', SHELL_ROUTES_FILE);
    return v.parse(ShellRoutesSchema, JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};

/**
 * Every public page without a parameter in uz, home in ru, a game page, the active
 * tournament's page (its id read from the running stack; left out when there is none), a CMS
 * page, and /cashier/deposit (signed in, measure-page.ts).
 */
const defaultPages = (tournamentPage: string | null) => [
  ...HOMES,
  gamePage(),
  ...(tournamentPage === null ? [] : [tournamentPage]),
  ...PUBLIC_PAGES,
  '/cashier/deposit',
];

/** Starts a stack, runs `work` against its URL, and always stops it. */
const withStack = async <T>(
  options: Parameters<typeof startStackProcess>[0],
  work: (url: string) => Promise<T>,
): Promise<T> => {
  log(`starting the ${options.label} stack on port ${options.port}…`);
  const stack = await startStackProcess(options);
  try {
    return await work(stack.url);
  } finally {
    await stack.stop();
  }
};

/** The shell's row: its index.html scripts, and the rest of its files before first paint. */
const shellRow = (app: string, entry: number, stack: StackResult): AppSizeResult => {
  const pages = stack.pages;
  const home = pages.find((page) => page.path === '/' && page.profile === 'mobile') ?? pages[0];
  const beforePaint = home?.metrics.shellJsBeforeFcp ?? null;
  return { app, entry, chunks: beforePaint === null ? null : Math.max(0, beforePaint - entry) };
};

const run = async (options: BenchOptions): Promise<number> => {
  const budgets = loadBudgets();
  const profiles = options.quick ? [MOBILE] : [MOBILE, DESKTOP];

  let build: BuildResult;
  if (options.quick) {
    await withBuildLock(() => buildStale(ALL_APPS, log, false), log);
    build = { allApps: null, cashier: null, monolith: null, note: 'not timed with --quick' };
  } else {
    log('timing cold production builds (every app, then mf-cashier alone)…');
    build = { ...(await timeColdBuilds(log)), monolith: null, note: null };
  }
  const monolithBuild = await buildMonolith(log, !options.quick);
  if ('unavailable' in monolithBuild)
    log(`monolith build unavailable: ${monolithBuild.unavailable}`);
  else if (!options.quick) build = { ...build, monolith: monolithBuild.seconds };

  const browser = await launchChromium();
  const chromiumVersion = browser.version();
  const measure = (shellDir: string, pages: readonly string[]) => (baseUrl: string) =>
    measureStack(browser, { baseUrl, shellDir, pages, profiles, runs: options.runs, log });
  // Explicit --pages win; the defaults wait for the federated stack to name its tournament.
  let pages = options.pages ?? [];
  let federated: StackResult;
  let gamehall: BenchResults['gamehall'] = { scroll: null, searchMs: null, searchQueries: 0 };
  let live: BenchResults['live'] = null;
  let monolith: BenchResults['monolith'];
  try {
    const shellDir = path.join(appDir('shell'), 'dist');
    federated = await withStack({ port: options.port, label: 'federated' }, async (url) => {
      const tournament = await findTournamentPage(url);
      if ('unavailable' in tournament)
        log(`no tournament page to measure: ${tournament.unavailable}`);
      else log(`the active tournament's page: ${tournament.path}`);
      pages = options.pages ?? defaultPages('path' in tournament ? tournament.path : null);
      const stack = await measure(shellDir, pages)(url);
      gamehall = await measureGamehall(browser, url, log);
      live = await measureLiveUpdates(browser, url, tournament, log);
      return stack;
    });
    monolith =
      'unavailable' in monolithBuild
        ? monolithBuild
        : await withStack(
            { port: options.port + 1, label: 'monolith', shellDir: monolithBuild.dir },
            // The same pages: a fresh seed gives the monolith's stack the same tournament ids.
            measure(monolithBuild.dir, pages),
          );
  } finally {
    await browser.close();
  }

  const apps: AppSizeResult[] = [
    shellRow('shell', shellEntrySize(path.join(appDir('shell'), 'dist')), federated),
    ...remoteSizes().map((size) => ({
      app: size.app,
      entry: size.entryBytes,
      chunks: size.chunkBytes,
    })),
    ...('dir' in monolithBuild && !('unavailable' in monolith)
      ? [shellRow('shell (monolith)', shellEntrySize(monolithBuild.dir), monolith)]
      : []),
  ];
  const results: BenchResults = {
    date: new Date().toISOString(),
    runs: options.runs,
    profiles: profiles.map((profile) => profile.name),
    federated,
    monolith,
    apps,
    build,
    gamehall,
    live,
  };

  const memory = `${Math.round(totalmem() / 1024 ** 3)} GiB`;
  console.log(
    `Omad bench ${results.date.slice(0, 16).replace('T', ' ')} UTC · median of ${options.runs} run(s) · ` +
      `Chromium ${chromiumVersion} · ${cpus().length} cores, ${memory}`,
  );
  console.log(
    'mobile: 360×780, 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4× slower · desktop: 1440×900, unthrottled',
  );
  console.log(formatReport(results, budgets));
  const lines = evaluateBudgets(budgets, budgetFigures(results, pageOwnerIn(shellRoutes())));
  if (options.json) {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), options.json);
    writeFileSync(
      file,
      `${JSON.stringify({ ...results, chromiumVersion, budgets: lines }, null, 2)}\n`,
    );
    log(`medians written to ${file}`);
  }
  if (!options.check) return 0;
  console.log('');
  for (const line of lines) console.log(line.text);
  return lines.some((line) => line.status === 'FAIL') ? 1 : 0;
};

const main = async () => {
  let options: BenchOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message} (usage at the top of infra/bench/src/main.ts)`);
    return 2;
  }
  if (options.help) {
    console.log(
      'Usage: npm run bench [-- --runs N] [--pages /,/about] [--quick] [--check] [--json out.json] [--port 8140] [--lighthouse]',
    );
    return 0;
  }
  if (options.lighthouse) {
    await withBuildLock(() => buildStale(ALL_APPS, log, false), log);
    return withStack({ port: options.port, label: 'lighthouse' }, (url) =>
      runLighthouse(url, { pages: options.pages, gamePage: gamePage(), check: options.check, log }),
    );
  }
  return run(options);
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
