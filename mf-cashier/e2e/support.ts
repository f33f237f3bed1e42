// Helpers of the cashier specs: the remote's texts in both languages, players with money, the
// platform's view of a player's money (balance and transactions), and the deposit form filled
// as a payer fills it.
import { expect, type Page } from '@playwright/test';
import { ru } from '../src/i18n/ru';
import { uz } from '../src/i18n/uz';
import { callApi, registerPlayer } from '../../shell/e2e/support';

export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const TEXTS = { uz, ru } as const;
export const prefix = (locale: Locale) => (locale === 'ru' ? '/ru' : '');

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

/** The main balance as the platform has it. */
export const mainBalance = async (page: Page): Promise<string> => {
  const { status, json } = await callApi(page.request, 'account.getBalance');
  expect(status, JSON.stringify(json)).toBe(200);
  return (json as { data: { main: { amount: string } } }).data.main.amount;
};

type Transaction = { id: number; type: string; status: string; amount: { amount: string } };

/** The player's transactions of one type, newest first. */
export const transactions = async (page: Page, type: 'deposit' | 'withdrawal' | 'all' = 'all') => {
  const response = await page.request.get(
    `/api/cashier.gethistory?v=2.34&locale=uz&type=${type}&count=50`,
  );
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

/** The header's main balance, as the player sees it ('100,000 so'm'). */
export const headerBalance = (page: Page) => page.getByTestId('balance-main');
