// One Playwright config for every app's e2e/ folder, run in Debian's Chromium against the
// stack started exactly as `npm start` starts it (on its own port and a fresh data dir).
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8099);
// One data folder per port, so two runs on different E2E_PORTs never share a database.
const DATA_DIR = path.resolve(import.meta.dirname, `test-results/e2e-data-${PORT}`);
/** The run's own environment files and artifact store: release tests pin and publish there. */
export const E2E_ENVIRONMENTS_DIR = path.resolve(
  import.meta.dirname,
  `test-results/e2e-environments-${PORT}`,
);
export const E2E_ARTIFACTS_DIR = path.resolve(
  import.meta.dirname,
  `test-results/e2e-artifacts-${PORT}`,
);
const RELEASE_SPECS = 'infra/release/e2e/**/*.spec.ts';
/** The storefront on the real Strapi 5 (infra/strapi): a stack and a Strapi of its own. */
const STRAPI_SPECS = 'infra/stack/e2e/strapi-*.spec.ts';
/** The hostile input set and the fault matrix: their own projects, counted on their own. */
const HOSTILE_SPECS = 'shell/e2e/hostile/**/*.spec.ts';
const FAULT_SPECS = 'shell/e2e/faults/**/*.spec.ts';
/** Account security round trips (password restore, …), each app's e2e/security folder. */
const SECURITY_SPECS = '**/e2e/security/**/*.spec.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: ['shell/e2e/**/*.spec.ts', 'mf-*/e2e/**/*.spec.ts', 'infra/*/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Limits, not timings: on two cores a cold context spends 2–3 s of CPU on its first page
  // while the other worker and the stack share the machine, so a round trip of three cold
  // pages gets room. No test asserts on how long anything took.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/playwright',
  // The release specs re-pin the remotes every page loads, so they run after the rest.
  projects: [
    {
      name: 'storefront',
      testIgnore: [RELEASE_SPECS, HOSTILE_SPECS, FAULT_SPECS, SECURITY_SPECS, STRAPI_SPECS],
    },
    { name: 'content-on-strapi', testMatch: STRAPI_SPECS },
    { name: 'hostile-input', testMatch: HOSTILE_SPECS },
    { name: 'fault-matrix', testMatch: FAULT_SPECS },
    { name: 'security', testMatch: SECURITY_SPECS },
    {
      name: 'release',
      testMatch: RELEASE_SPECS,
      dependencies: ['storefront', 'hostile-input', 'fault-matrix', 'security'],
    },
  ],
  globalSetup: './shell/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // A trace records every frame and DOM change, a quarter of the run's CPU: taken on the
    // retry only, which is where a failure is looked at.
    trace: 'on-first-retry',
    // The storefront honours prefers-reduced-motion; without the shimmer and tickers a page
    // costs the machine about a quarter less CPU. No spec measures an animation.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node --import tsx infra/stack/src/start.ts --fresh-data',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      ENVIRONMENTS_DIR: E2E_ENVIRONMENTS_DIR,
      ARTIFACTS_DIR: E2E_ARTIFACTS_DIR,
      OMAD_ENV: 'local',
      PLATFORM_FORCE_LOGOUT_SECONDS: process.env.PLATFORM_FORCE_LOGOUT_SECONDS ?? '1800',
      // As behind a load balancer: the edge takes the client's address from the last
      // X-Forwarded-For entry (a request without one is its socket's), so the security
      // specs can call from many addresses.
      TRUSTED_PROXY_HOPS: '1',
      // With two browsers on two cores a first screen's render (jsdom in its sandbox) can take
      // seconds; the first-screen specs measure where it draws, so pages wait for it here.
      // The reads a first screen draws with wait 3 s instead of 300 ms for the same reason.
      // Production keeps the defaults; the sandbox's own limits are tested at them.
      EDGE_FIRST_SCREEN_RENDER_MS: '10000',
      EDGE_PAGE_READS_TIMEOUT_MS: '3000',
      // New password hashes at scrypt N=2^14 (not production's 2^17, 0.7 s of a core each):
      // hundreds of players register on two cores; the hashing rule is tested at full cost.
      PLATFORM_PASSWORD_COST: 'N=16384,r=8,p=1',
      // Hundreds of test players register and receive codes from this one loopback address;
      // the per-address limits of those two are raised for the run (config.ts
      // throttleLimitsFrom), every other limit is the production one.
      PLATFORM_THROTTLE: JSON.stringify({
        register: { address: { limit: 100_000, windowSeconds: 3600 } },
        codeSend: { address: { limit: 100_000, windowSeconds: 3600 } },
        restore: { address: { limit: 100_000, windowSeconds: 3600 } },
      }),
    },
  },
});
