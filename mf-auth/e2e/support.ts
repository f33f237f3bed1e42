// Helpers of the sign-in, two-factor and header widget specs beyond shell/e2e/support.ts:
// the dialog's texts in both languages, and the platform's dev helpers (outbox codes,
// recorded analytics events, balance credit) read without trusting their shapes.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const TEXTS = {
  uz: {
    home: /127\.0\.0\.1:\d+\/$/,
    prefix: '',
    signIn: 'Kirish',
    login: 'Telefon yoki elektron pochta',
    password: 'Parol',
    wrongCredentials: "Login yoki parol noto'g'ri. Tekshirib, qayta urinib ko'ring.",
    code: 'Tasdiqlash kodi',
    confirm: 'Tasdiqlash',
    invalidCode: "Kod noto'g'ri. Tekshirib, qayta kiriting.",
    resend: 'Kodni qayta yuborish',
    resendWait: /^Yangi kod [01]:\d\d dan keyin$/,
    resent: 'Yangi kod yuborildi',
    currency: "so'm",
    bonus: 'Bonus balans',
    bettingBonus: 'Stavkalar uchun bonus',
    deposit: "To'ldirish",
    refresh: 'Balansni yangilash',
  },
  ru: {
    home: /\/ru$/,
    prefix: '/ru',
    signIn: 'Войти',
    login: 'Телефон или электронная почта',
    password: 'Пароль',
    wrongCredentials: 'Неверный логин или пароль. Проверьте и попробуйте ещё раз.',
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    invalidCode: 'Неверный код. Проверьте и введите ещё раз.',
    resend: 'Отправить код ещё раз',
    resendWait: /^Новый код через [01]:\d\d$/,
    resent: 'Новый код отправлен',
    currency: 'сум',
    bonus: 'Бонусный баланс',
    bettingBonus: 'Бонус на ставки',
    deposit: 'Пополнить',
    refresh: 'Обновить баланс',
  },
} as const;
export type Locale = keyof typeof TEXTS;
export const LOCALES: readonly Locale[] = ['uz', 'ru'];

export const shellRoot = (page: Page) => page.locator('.omad-shell-root');
export const authDialog = (page: Page) => page.getByTestId('auth-dialog');

/** Opens the sign-in dialog with the header button. */
export const openSignIn = async (page: Page, locale: Locale): Promise<Locator> => {
  await page
    .getByTestId('account-guest')
    .getByRole('button', { name: TEXTS[locale].signIn })
    .click();
  await expect(authDialog(page)).toHaveAttribute('data-mode', 'login');
  return authDialog(page);
};

/** Types the credentials into the open sign-in dialog. */
export const fillCredentials = async (
  dialog: Locator,
  locale: Locale,
  login: string,
  password: string,
): Promise<void> => {
  await dialog.getByLabel(TEXTS[locale].login, { exact: true }).fill(login);
  await dialog.getByLabel(TEXTS[locale].password, { exact: true }).fill(password);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const dataList = async (request: APIRequestContext, url: string): Promise<unknown[]> => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const body: unknown = await response.json();
  return isRecord(body) && Array.isArray(body.data) ? body.data : [];
};

/** The newest code of `kind` the dev outbox holds for `to`, or null. */
export const latestCode = async (
  request: APIRequestContext,
  to: string,
  kind: '2fa' | 'restore' | 'confirm' | 'twofactor-change' = '2fa',
): Promise<string | null> => {
  const messages = await dataList(request, `/api/_dev/outbox?to=${encodeURIComponent(to)}`);
  const message = messages.find((item) => isRecord(item) && item.kind === kind);
  return isRecord(message) && typeof message.code === 'string' ? message.code : null;
};

/** Events recorded by events.handle under `name`, newest first, as { params, at }. */
export const eventsNamed = async (request: APIRequestContext, name: string) =>
  (await dataList(request, `/api/_dev/events?name=${encodeURIComponent(name)}`)).flatMap((item) =>
    isRecord(item) && typeof item.created_at === 'string'
      ? [
          {
            params: isRecord(item.event_params) ? item.event_params : {},
            at: Date.parse(item.created_at),
          },
        ]
      : [],
  );

let socialCounter = 0;

/** An e-mail no provider identity has used yet. */
export const socialEmail = (): string => {
  socialCounter += 1;
  return `social-${Date.now()}-${process.pid}-${socialCounter}@omad.test`;
};

/**
 * Clicks a social button in the registration dialog and finishes the (simulated) provider's
 * page as `email`: a new identity is a new account whose registration is not complete.
 */
export const signInWithGoogle = async (
  page: Page,
  signUp: string,
  button: string,
  email: string,
): Promise<void> => {
  await page.getByTestId('account-guest').getByRole('button', { name: signUp }).click();
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/oauth\/init\?service=google&/);
  expect(new URL(popup.url()).searchParams.get('type_auth')).toBe('register');
  expect(await page.evaluate(() => localStorage.getItem('social_auth_back_url'))).not.toBeNull();
  await popup.getByLabel('E-pochta / E-mail').fill(email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Davom etish / Продолжить' }).click();
  await closed;
};

/** Adds `amount` to the main balance of `login` (dev helper of the platform). */
export const credit = async (request: APIRequestContext, login: string, amount: string) => {
  const response = await request.post('/api/_dev/credit', { multipart: { login, amount } });
  expect(response.status(), await response.text()).toBe(200);
};
