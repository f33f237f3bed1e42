// The forced completion of an incomplete registration: non-closable, errors under the
// fields, signing out as the only other way out, and closed once the account is complete.
import { createHash, createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '@omad/e2e';
import { signInWithGoogle, socialEmail } from './support';

const completionDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

// A new account each run (a social sign-up: e-mail known, registration incomplete), so a
// retry never meets an account a failed attempt already completed.
test('ru: an incomplete account cannot close the dialog and completes it', async ({ page }) => {
  await page.goto('/ru');
  await signInWithGoogle(page, 'Регистрация', 'Войти через Google', socialEmail());
  const dialog = completionDialog(page, 'Завершите регистрацию');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  // The e-mail is known: the form asks only the currency and the terms.
  await expect(dialog.getByRole('textbox', { name: 'Электронная почта' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Завершить' }).click();
  await expect(dialog.getByText('Отметьте, чтобы продолжить')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Валюта' }).selectOption('RUB');
  await dialog.getByRole('checkbox', { name: /Мне исполнилось 18 лет/ }).check();
  await dialog.getByRole('button', { name: 'Завершить' }).click();
  await expect(dialog).toBeHidden();
  const info = await callApi(page.request, 'account.getInfo');
  expect(info.json).toMatchObject({ data: { is_registration_completed: true } });
  await page.reload();
  await expect(page.getByTestId('account-player')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

/** A messenger account (no contact yet), signed in through the API with a valid hash. */
const messengerAccount = async (page: Page) => {
  const fields: Record<string, string> = {
    id: String(800_000_000 + Math.floor(Math.random() * 99_999_999)),
    username: 'completer',
    language_code: 'uz',
    payload: '',
    // Signed launch data carries its date; the platform refuses it without one.
    auth_date: String(Math.floor(Date.now() / 1000)),
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update('omad-dev-bot-token').digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  const { status } = await callApi(page.request, 'auth.register', { ...fields, hash, is_tg: '1' });
  expect(status).toBe(200);
};

test('uz: a taken e-mail is refused under the field; a new one completes', async ({ page }) => {
  await messengerAccount(page);
  await page.goto('/');
  const dialog = completionDialog(page, "Ro'yxatdan o'tishni yakunlang");
  const email = dialog.getByRole('textbox', { name: 'Elektron pochta', exact: true });
  await email.fill('player@omad.uz');
  await dialog.getByRole('checkbox', { name: /18 yoshdan kattaman/ }).check();
  await dialog.getByRole('button', { name: 'Yakunlash' }).click();
  await expect(
    dialog.getByText("Bu elektron pochta bilan allaqachon ro'yxatdan o'tilgan"),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('player@omad.uz');

  await email.fill(`done-${Date.now()}-${process.pid}@omad.test`);
  await dialog.getByRole('button', { name: 'Yakunlash' }).click();
  await expect(dialog).toBeHidden();
});

test('uz: signing out is the way out of the completion dialog', async ({ page }) => {
  await messengerAccount(page);
  await page.goto('/promotions');
  const dialog = completionDialog(page, "Ro'yxatdan o'tishni yakunlang");
  await dialog.getByRole('button', { name: 'Hisobdan chiqish' }).click();
  await expect(page.getByTestId('account-guest')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
