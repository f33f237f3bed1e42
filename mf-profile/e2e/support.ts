// Helpers of the profile specs: the remote's texts in both languages, new players (with their
// e-mail confirmed when a spec needs codes to reach them), what the dev outbox holds for a
// contact, and the platform's view of the account.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ru } from '../src/i18n/ru';
import { uz } from '../src/i18n/uz';
import { callApi, registerPlayer } from '../../shell/e2e/support';

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const TEXTS = { uz, ru } as const;
export const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');

/** A registered, signed-in player, with `amount` on the main balance when given. */
export const newPlayer = async (page: Page, amount?: string) => {
  const player = await registerPlayer(page);
  if (amount !== undefined) {
    const response = await page.request.post('/api/_dev/credit', {
      multipart: { login: player.email, amount },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return player;
};

/**
 * The code of the newest message the dev outbox holds for `to` (of `kind` when given),
 * waiting for it: the click that asks for it returns before the platform has written it.
 */
export const newestCode = async (
  request: APIRequestContext,
  to: string,
  kind?: string,
): Promise<string> => {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/_dev/outbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const { data } = (await response.json()) as { data: { kind: string; code: string }[] };
        code = data.find((item) => kind === undefined || item.kind === kind)?.code ?? '';
        return code;
      },
      { message: `no ${kind ?? ''} message to ${to}` },
    )
    .not.toBe('');
  return code;
};

type OutboxMessage = { to: string; kind: string; code: string };

/** What the dev outbox holds for `to` (an e-mail, or a phone's digits), newest first. */
export const outbox = async (request: APIRequestContext, to: string): Promise<OutboxMessage[]> => {
  const response = await request.get(`/api/_dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
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

/** The platform's data of a GET method, asserting it answered. */
export const apiData = async <T>(page: Page, method: string): Promise<T> => {
  const { status, json } = await callApi(page.request, method);
  expect(status, JSON.stringify(json)).toBe(200);
  return (json as { data: T }).data;
};

/** Opens a profile page and waits for its frame. */
export const openProfile = async (page: Page, locale: Locale, path = '/profile') => {
  await page.goto(`${prefix(locale)}${path}`);
  await expect(page.getByTestId('profile-page')).toBeVisible();
};
