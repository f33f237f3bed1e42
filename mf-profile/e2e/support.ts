// Helpers of the profile specs: the remote's texts in both languages, new players, the newest
// code the dev outbox holds for a contact, and the platform's view of the account.
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
