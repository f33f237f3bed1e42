// `NODE_ENV=production npm start` with PLATFORM_SECRET set: the storefront starts and is
// served, and it has no demo account, no dev route and no simulated provider. A stack of its
// own on a free port and fresh folders, started as `npm start` starts it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, apiPath } from '@omad/e2e';
import { freePort } from '../../../stack/src/free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

let stack: ChildProcess | undefined;
let origin = '';
let folder = '';
let output = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(path.join(tmpdir(), 'omad-production-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  stack = spawn(process.execPath, ['--import', 'tsx', 'infra/stack/src/start.ts', '--fresh-data'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PLATFORM_SECRET: 'e2e-production-secret-of-32-characters',
      PORT: String(port),
      DATA_DIR: path.join(folder, 'data'),
      ENVIRONMENTS_DIR: path.join(folder, 'environments'),
      ARTIFACTS_DIR: path.join(folder, 'artifacts'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stack.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (stack?.exitCode !== null) throw new Error(`the stack exited:\n${output}`);
        return fetch(`${origin}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 170_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  stack?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(folder, { recursive: true, force: true });
});

test('serves the storefront in production with no demo account, dev route or simulation', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  await expect(page.locator('.omad-shell-root')).toHaveAttribute('data-authenticated', 'false');
  const demo = await page.request.post(`${origin}${apiPath('auth.login')}`, {
    multipart: { login: 'player@omad.uz', password: 'Secret123' },
  });
  expect(demo.status()).toBe(401);
  for (const route of ['/api/_dev/outbox', '/api/_dev/credit', '/api/_games/spribe_aviator/demo']) {
    expect((await page.request.get(`${origin}${route}`)).status(), route).toBe(404);
  }
  for (const route of ['/api/_pay/checkout/1', '/api/_kyc/frame', '/oauth/init?provider=google']) {
    expect((await page.request.get(`${origin}${route}`)).status(), route).toBeGreaterThanOrEqual(
      400,
    );
  }
  const cookieOptions = await page.request.post(`${origin}${apiPath('auth.register')}`, {
    multipart: { email: 'first.real@omad.test', password: E2E_PASSWORD },
  });
  expect(cookieOptions.status()).toBe(200);
  expect(cookieOptions.headers()['set-cookie']).toMatch(/__Host-omad_sid=[^;]+;.*Secure/i);
});
