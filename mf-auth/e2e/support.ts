// Helpers of the sign-in, two-factor and header widget specs beyond @omad/e2e: the dialog's
// texts in both languages, recorded analytics events read without trusting their shapes,
// and the simulated social sign-up.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SIGN_IN_FIELDS, authDialog, isRecord, type Locale } from '@omad/e2e';

export const TEXTS = {
  uz: {
    home: /127\.0\.0\.1:\d+\/$/,
    prefix: '',
    signIn: 'Kirish',
    ...SIGN_IN_FIELDS.uz,
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
    ...SIGN_IN_FIELDS.ru,
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

/** Opens the sign-in dialog with the header button. */
export const openSignIn = async (page: Page, locale: Locale): Promise<Locator> => {
  await page
    .getByTestId('account-guest')
    .getByRole('button', { name: TEXTS[locale].signIn })
    .click();
  await expect(authDialog(page)).toHaveAttribute('data-mode', 'login');
  return authDialog(page);
};

const dataList = async (request: APIRequestContext, url: string): Promise<unknown[]> => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const body: unknown = await response.json();
  return isRecord(body) && Array.isArray(body.data) ? body.data : [];
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
