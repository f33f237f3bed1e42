// `npm test`: typecheck, lint, unit tests (Vitest), the platform's tests again on a real
// PostgreSQL server (a throwaway cluster, postgres.ts), the content service's on a real
// Strapi 5 (strapi.test.ts), then end-to-end tests (Playwright in
// Debian Chromium against the stack as `npm start` runs it; each project counted on its own).
// Ends with one line `N passed, N failed` summing every suite; exits non-zero when anything
// failed.
// Usage: npm test [-- --skip-e2e]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS, REMOTE_APPS, REPO_ROOT } from './paths';
import { buildStale } from './builds';
import { withBuildLock } from './build-lock';
import { publishWorkspaceBuild } from './publish-workspace';
import pg from 'pg';
import { createPlatform } from '../../platform/src/platform';
import { startThrowawayPostgres } from './postgres';
import { installStrapiInBackground } from './strapi';
import {
  countPlaywrightProjects,
  countVitest,
  failedVitestTests,
  type Counts,
} from './test-counts';

const OUT = path.join(REPO_ROOT, 'test-results');
const bin = (relative: string) => path.join(REPO_ROOT, 'node_modules', relative);

const run = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const readJson = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;

/** Each stage's minutes, printed with the summary so a CI log shows where the time went. */
const stageTimes: [string, number][] = [];
let stageStarted = Date.now();
let stageName = '';
const banner = (title: string) => {
  const now = Date.now();
  if (stageName) stageTimes.push([stageName, now - stageStarted]);
  stageName = title;
  stageStarted = now;
  console.log(`\n=== ${title} ===`);
};

const TEMPLATE_DATABASE = 'omad_template';

/**
 * The platform's whole unit suite once more, on a throwaway PostgreSQL server: each test's
 * platform gets a fresh database copied from a template migrated and seeded once
 * (testing/test-platform.ts), so the DATABASE_URL path is proven as PGlite's is. With it,
 * the environments shared in PostgreSQL (ENVIRONMENTS_DATABASE_URL): the store, an edge
 * following it, and two edges with two release CLIs (many-edges.test.ts).
 */
const ON_POSTGRES = [
  'infra/platform',
  'infra/release/src/environments',
  'infra/edge/src/environment-database.test.ts',
  'infra/stack/src/many-edges.test.ts',
];
/** Failed unit tests, named again just above the summary where a CI log's tail shows them. */
const failures: string[] = [];

const platformOnPostgres = async (): Promise<Counts> => {
  let server: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  try {
    server = await startThrowawayPostgres();
    const admin = new pg.Client({ connectionString: `${server.serverUrl}postgres` });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.query('create database omad_pg_test');
    await admin.end();
    const seeded = await createPlatform({ databaseUrl: `${server.serverUrl}${TEMPLATE_DATABASE}` });
    await seeded.close();
    const report = path.join(OUT, 'vitest-postgres.json');
    rmSync(report, { force: true });
    const code = await run(
      [
        bin('vitest/vitest.mjs'),
        'run',
        ...ON_POSTGRES,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        TEST_POSTGRES_URL: server.serverUrl,
        TEST_POSTGRES_TEMPLATE: TEMPLATE_DATABASE,
        TEST_DATABASE_URL: `${server.serverUrl}omad_pg_test`,
      },
    );
    failures.push(...failedVitestTests(readJson(report), REPO_ROOT).map((f) => `postgres: ${f}`));
    return countVitest(readJson(report), code);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return { passed: 0, failed: 1 };
  } finally {
    server?.stop();
  }
};

/**
 * The real Strapi 5 (infra/strapi) on a throwaway PostgreSQL with an edge in front
 * (strapi.test.ts): its own stage, as it installs Strapi's dependencies on first use.
 */
const contentOnStrapi = async (installed: Promise<string | null>): Promise<Counts> => {
  const problem = await installed;
  if (problem !== null) {
    console.error(`strapi: npm ci in infra/strapi failed:\n${problem}`);
    return { passed: 0, failed: 1 };
  }
  const report = path.join(OUT, 'vitest-strapi.json');
  rmSync(report, { force: true });
  const code = await run(
    [
      bin('vitest/vitest.mjs'),
      'run',
      'infra/stack/src/strapi.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { TEST_STRAPI: '1' },
  );
  failures.push(...failedVitestTests(readJson(report), REPO_ROOT).map((f) => `strapi: ${f}`));
  return countVitest(readJson(report), code);
};

const main = async () => {
  mkdirSync(OUT, { recursive: true });
  const totals: Record<string, Counts> = {};

  // Strapi's dependencies download meanwhile (the stage on Strapi waits for them).
  const strapiInstalled = installStrapiInBackground();

  // The typecheck and the lint each use one processor: side by side.
  banner('typecheck and lint');
  const [typecheck, lint] = await Promise.all([
    run([bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']),
    (async () =>
      (await run([bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0'])) ||
      (await run([bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'])))(),
  ]);
  totals.typecheck = typecheck === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  totals.lint = lint === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

  banner('unit (vitest)');
  const vitestJson = path.join(OUT, 'vitest.json');
  rmSync(vitestJson, { force: true });
  const vitest = await run([
    bin('vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  totals.unit = countVitest(readJson(vitestJson), vitest);
  failures.push(...failedVitestTests(readJson(vitestJson), REPO_ROOT).map((f) => `unit: ${f}`));

  banner('platform and environments on PostgreSQL (vitest)');
  totals.postgres = await platformOnPostgres();

  banner('content service on Strapi 5 (vitest)');
  totals.strapi = await contentOnStrapi(strapiInstalled);

  if (!process.argv.includes('--skip-e2e')) {
    banner('e2e (playwright)');
    const log = (line: string) => console.log(`[omad] ${line}`);
    try {
      await withBuildLock(async () => {
        await buildStale(ALL_APPS, log);
        for (const app of REMOTE_APPS) log(await publishWorkspaceBuild(app));
      }, log);
      const playwrightJson = path.join(OUT, 'playwright.json');
      rmSync(playwrightJson, { force: true });
      const code = await run([bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      });
      for (const [project, counts] of Object.entries(
        countPlaywrightProjects(readJson(playwrightJson), code),
      )) {
        totals[`e2e ${project}`] = counts;
      }
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      totals.e2e = { passed: 0, failed: 1 };
    }
  }

  if (failures.length > 0) {
    banner('failed unit tests');
    for (const failure of failures) console.log(failure);
  }

  banner('summary');
  for (const [stage, ms] of stageTimes) {
    console.log(`[time] ${stage.padEnd(40)} ${(ms / 60_000).toFixed(1)} min`);
  }
  let passed = 0;
  let failed = 0;
  for (const [suite, counts] of Object.entries(totals)) {
    console.log(`${suite.padEnd(18)} ${counts.passed} passed, ${counts.failed} failed`);
    passed += counts.passed;
    failed += counts.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
};

void main();
