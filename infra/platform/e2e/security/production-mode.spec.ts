// `NODE_ENV=production npm start` with PLATFORM_SECRET set: the storefront starts and is
// served, and it has no demo account, no dev route and no simulated provider. A stack of its
// own on a free port and fresh folders, started as `npm start` starts it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, apiPath } from '@omad/e2e';
import { startStackProcess, type StackProcess } from '../../../stack/src/stack-process';

let stack: StackProcess | undefined;
let origin = '';
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(path.join(tmpdir(), 'omad-production-'));
  stack = await startStackProcess(
    { NODE_ENV: 'production', PLATFORM_SECRET: 'e2e-production-secret-of-32-characters' },
    folder,
  );
  origin = stack.origin;
});

test.afterAll(async () => {
  await stack?.stop();
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
