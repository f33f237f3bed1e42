// Helpers of the cashier specs beyond @omad/e2e: the remote's texts in both languages,
// players who may withdraw (money and a confirmed e-mail), the platform's view of a player's
// money (balance and transactions), the deposit form filled as a payer fills it, and a
// withdrawal sent with the account's password when the platform asks for it.
import { expect, type Page } from '@playwright/test';
import { apiPath, callApi, confirmEmail, newPlayer, type Locale } from '@omad/e2e';
import { ru } from '../src/i18n/ru';
import { uz } from '../src/i18n/uz';

export const TEXTS = { uz, ru } as const;

/** A test Uzcard: passes the card network's check digit. */
export const CARD = { number: '8600000000000007', expiry: '1231' } as const;

/** The provider's buttons, as its simulated page words them. */
export const PROVIDER = {
  uz: {
    success: "To'lash",
    fail: 'Rad etish',
    pending: 'Kutishda qoldirish',
    cancel: 'Bekor qilish',
  },
  ru: {
    success: 'Оплатить',
    fail: 'Отклонить',
    pending: 'Оставить в ожидании',
    cancel: 'Отменить',
  },
} as const;

/** A player who may withdraw: registered, `amount` on the main balance, e-mail confirmed. */
export const withdrawingPlayer = async (page: Page, amount: string) => {
  const player = await newPlayer(page, amount);
  await confirmEmail(page, player.email);
  return player;
};

/**
 * Sends the withdrawal form; when the platform asks for the password (requisites never
 * withdrawn to), gives it and sends the kept form again.
 */
export const sendWithdrawal = async (page: Page, password: string): Promise<void> => {
  await page.getByTestId('withdraw-submit').click();
  const asked = page.getByTestId('withdraw-password');
  const answered = page
    .getByTestId('withdraw-done')
    .or(page.getByTestId('refusal'))
    .or(page.getByTestId('withdraw-error'));
  await expect(asked.or(answered).first()).toBeVisible();
  if (await asked.isVisible()) {
    await asked.locator('input[name="password"]').fill(password);
    await page.getByTestId('withdraw-submit').click();
    await expect(answered.first()).toBeVisible();
  }
};

/** The main balance as the platform has it. */
export const mainBalance = async (page: Page): Promise<string> => {
  const { status, json } = await callApi(page.request, 'account.getBalance');
  expect(status, JSON.stringify(json)).toBe(200);
  return (json as { data: { main: { amount: string } } }).data.main.amount;
};

type Transaction = { id: number; type: string; status: string; amount: { amount: string } };

/** The player's transactions of one type, newest first. */
export const transactions = async (page: Page, type: 'deposit' | 'withdrawal' | 'all' = 'all') => {
  const response = await page.request.get(apiPath('cashier.gethistory', { type, count: '50' }));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: Transaction[] } }).data.items;
};

/** Fills the Uzcard deposit form as a payer does. */
export const fillUzcard = async (page: Page, locale: Locale, amount: string) => {
  const texts = TEXTS[locale];
  await page.getByTestId('amount').fill(amount);
  await page.getByLabel(texts.requisite.card_number).fill(CARD.number);
  await page.getByLabel(texts.requisite.card_expiry).fill(CARD.expiry);
};
