// Helpers of the profile specs beyond @omad/e2e: the remote's texts in both languages, the
// platform's view of the account, and a profile page opened as a player opens it.
import { expect, type Page } from '@playwright/test';
import { dataOf, prefix, type Locale } from '@omad/e2e';
import { ru } from '../src/i18n/ru';
import { uz } from '../src/i18n/uz';

export const TEXTS = { uz, ru } as const;

/** The platform's data of a GET method with the page's cookies, asserting it answered. */
export const apiData = <T>(page: Page, method: string): Promise<T> =>
  dataOf<T>(page.request, method);

/** Opens a profile page and waits for its frame. */
export const openProfile = async (page: Page, locale: Locale, path = '/profile') => {
  await page.goto(`${prefix(locale)}${path}`);
  await expect(page.getByTestId('profile-page')).toBeVisible();
};
