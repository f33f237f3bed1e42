// Fresh players for a spec: registered through the platform (never a seeded account another
// test may change), signed in, given money or a bonus by the platform's dev routes, with the
// e-mail confirmed when a flow needs codes to reach it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPath, callApi } from './api';
import { newestCode } from './outbox';

/** The password e2e players register with: not a common one, which registration refuses. */
export const E2E_PASSWORD = 'Omad-Sinov-2026';

let counter = 0;

/**
 * A new player registered through `request`, whose cookie jar then holds the session: the
 * page's own `page.request` signs the page in, a test's `request` leaves the page a guest.
 */
export const registerThrough = async (
  request: APIRequestContext,
  fields: Readonly<Record<string, string>> = {},
): Promise<{ email: string; password: string }> => {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@omad.test`;
  const password = E2E_PASSWORD;
  const { status, json } = await callApi(request, 'auth.register', {
    email,
    password,
    currency: 'UZS',
    ...fields,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return { email, password };
};

/** A new player, registered and signed in within the page's browser context. */
export const registerPlayer = (page: Page): Promise<{ email: string; password: string }> =>
  registerThrough(page.request);

export const signIn = async (page: Page, login: string, password: string): Promise<void> => {
  const { status, json } = await callApi(page.request, 'auth.login', { login, password });
  expect(status, JSON.stringify(json)).toBe(200);
};

/** Adds `amount` to the main balance of `login` (dev helper of the platform). */
export const credit = async (
  request: APIRequestContext,
  login: string,
  amount: string,
): Promise<void> => {
  const response = await request.post('/api/_dev/credit', { multipart: { login, amount } });
  expect(response.status(), await response.text()).toBe(200);
};

/** Grants `login` a casino bonus of `amount` (dev helper of the platform). */
export const grantBonus = async (
  request: APIRequestContext,
  login: string,
  amount: string,
): Promise<void> => {
  const response = await request.post('/api/_dev/grant', {
    multipart: { login, kind: 'bonus', amount },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Credits `login` loyalty points, and the same experience (dev helper of the platform). */
export const creditPoints = async (
  request: APIRequestContext,
  login: string,
  points: number,
): Promise<void> => {
  const response = await request.post('/api/_dev/points', {
    multipart: { login, points: String(points) },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** A registered, signed-in player, with `amount` on the main balance when given. */
export const newPlayer = async (page: Page, amount?: string) => {
  const player = await registerPlayer(page);
  if (amount !== undefined) await credit(page.request, player.email, amount);
  return player;
};

/** Confirms the player's e-mail with the code the platform sent it, as the settings do. */
export const confirmEmail = async (page: Page, email: string): Promise<void> => {
  const sent = await callApi(page.request, 'account.sendconfirmationtocontact', { contact: email });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const code = await newestCode(page.request, email, 'confirm');
  const confirmed = await callApi(page.request, 'account.confirmContact', {
    contact: email,
    code,
  });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
};

/**
 * A new player with two-factor on, registered through `request` and signed out of it again;
 * answers its e-mail. Two-factor codes go only to a confirmed contact: the e-mail is
 * confirmed first, then the switch takes the code the platform sends ('twofactor-change').
 */
export const twoFactorPlayer = async (request: APIRequestContext): Promise<string> => {
  const { email } = await registerThrough(request);
  await callApi(request, 'account.sendconfirmationtocontact', { contact: email });
  const confirmed = await callApi(request, 'account.confirmContact', {
    contact: email,
    code: await newestCode(request, email, 'confirm'),
  });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  const asked = await callApi(request, 'account.changeTwoFactorAuth', { enable: '1' });
  expect(asked.status, JSON.stringify(asked.json)).toBe(200);
  const enabled = await callApi(request, 'account.confirmTwoFactorAuth', {
    code: await newestCode(request, email, 'twofactor-change'),
  });
  expect(enabled.status, JSON.stringify(enabled.json)).toBe(200);
  const out = await request.post(apiPath('auth.logout'));
  expect(out.status()).toBe(200);
  return email;
};
