// What a stranger cannot do, tried through the edge as a browser and a script would: flood
// sign-in from one address and refuse a player at another, lock an owner out with wrong
// guesses, or sign a player out from another site.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  E2E_PASSWORD,
  LOCALES,
  apiPath,
  callApi,
  fillCredentials,
  outbox,
  registerPlayer,
  shellRoot,
} from '@omad/e2e';
import { TEXTS, openSignIn } from '../support';

/** Sign-in through the edge as a client at `address` (the load balancer's last entry). */
const signInFrom = (request: APIRequestContext, address: string, login: string, password: string) =>
  request.post(apiPath('auth.login'), {
    multipart: { login, password },
    headers: { 'x-forwarded-for': address },
  });

test('a flood from one address is refused there, and a player at another address signs in', async ({
  page,
  request,
}) => {
  const { email } = await registerPlayer(page);
  await page.request.get(apiPath('auth.logout'));
  const flooder = '203.0.113.41';
  let refused = 0;
  // 50 wrong sign-ins an address may make in 15 minutes, each for a login of its own, then one more.
  for (let attempt = 0; attempt <= 50; attempt += 1) {
    const answer = await signInFrom(request, flooder, `nobody-${attempt}@omad.test`, 'Wrong-1x');
    if (answer.status() === 429) refused += 1;
  }
  expect(refused).toBe(1);
  const blocked = await signInFrom(request, flooder, email, E2E_PASSWORD);
  expect(blocked.status()).toBe(429);
  expect(blocked.headers()['retry-after']).toMatch(/^\d+$/);
  const elsewhere = await signInFrom(request, '198.51.100.23', email, E2E_PASSWORD);
  expect(elsewhere.status()).toBe(200);
});

for (const locale of LOCALES) {
  test(`${locale}: the owner signs in through the dialog after a stranger's wrong guesses, and is told`, async ({
    page,
    request,
  }) => {
    const { email } = await registerPlayer(page);
    await page.request.get(apiPath('auth.logout'));
    for (let guess = 0; guess < 6; guess += 1) {
      const answer = await signInFrom(request, `192.0.2.${guess + 10}`, email, `Guess-${guess}x`);
      expect(answer.status()).toBe(401);
    }
    await page.goto(`${TEXTS[locale].prefix}/`);
    const dialog = await openSignIn(page, locale);
    await fillCredentials(dialog, locale, email, E2E_PASSWORD);
    await page.keyboard.press('Enter');
    // The try waits out the delay the guesses earned (seconds), then gets in.
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true', {
      timeout: 20_000,
    });
    const messages = await outbox(page.request, email);
    expect(messages.map((message) => message.kind)).toContain('notice');
  });
}

test('a sign-out started by another site changes nothing', async ({ page, baseURL }) => {
  await registerPlayer(page);
  const site = new URL(baseURL ?? '');
  // Another site: the same server under another host name is another origin and site.
  const stranger = `${site.protocol}//localhost:${site.port}/`;
  await page.goto(stranger);
  const logout = page.waitForResponse((response) => response.url().includes('/api/auth.logout'));
  await page.evaluate(
    (target) => {
      window.location.href = target;
    },
    `${site.origin}${apiPath('auth.logout')}`,
  );
  expect((await logout).status()).toBe(403);
  const info = await callApi(page.request, 'account.getInfo');
  expect((info.json as { data: { uid: number } }).data.uid).toBeGreaterThan(0);
});
