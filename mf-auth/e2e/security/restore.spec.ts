// Password restore through the link of the message, in both languages: a fresh player asks
// for it in the sign-in dialog, opens the link from the dev outbox, sets a new password and
// lands signed in; the old password is refused, the new one signs in after a sign-out, and
// the same link opened again says it was used and offers the restore dialog.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPath,
  authDialog,
  callApi,
  fillCredentials,
  outbox,
  signOut,
  shellRoot,
} from '@omad/e2e';
import { openSignIn, TEXTS } from '../support';

const PAGE = {
  uz: {
    forgot: 'Parolni unutdingizmi?',
    send: 'Tiklash havolasini yuborish',
    newPassword: 'Yangi parol',
    repeat: 'Yangi parolni takrorlang',
    save: 'Parolni saqlash',
    done: "Parol o'zgartirildi. Siz hisobingizga kirdingiz.",
    usedTitle: 'Havoladan allaqachon foydalanilgan',
    askAgain: "Yangi havola so'rash",
  },
  ru: {
    forgot: 'Забыли пароль?',
    send: 'Отправить ссылку',
    newPassword: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    save: 'Сохранить пароль',
    done: 'Пароль изменён. Вы вошли в аккаунт.',
    usedTitle: 'Ссылка уже использована',
    askAgain: 'Запросить новую ссылку',
  },
} as const;

let counter = 0;

/**
 * A fresh player registered in `locale` through the API, then signed out. Its own password:
 * the platform refuses the common ones (FieldErrorCode.Common).
 */
const registerGuest = async (request: APIRequestContext, locale: 'uz' | 'ru') => {
  counter += 1;
  const email = `restore-${Date.now()}-${process.pid}-${counter}@omad.test`;
  const password = `Omad-${counter}-${Date.now() % 100_000}-e2e`;
  const registered = await callApi(
    request,
    'auth.register',
    { email, password, currency: 'UZS' },
    locale,
  );
  expect(registered.status, JSON.stringify(registered.json)).toBe(200);
  await callApi(request, 'auth.logout', undefined, locale);
  return { email, password };
};

/** The site path of the newest restore link the dev outbox holds for `to`, or null. */
const restoreLinkPath = async (request: APIRequestContext, to: string): Promise<string | null> => {
  const messages = await outbox(request, to);
  const text = messages.find((message) => message.kind === 'restore')?.text ?? '';
  return /(?:\/ru)?\/restore#token=[^\s"'<>]+/.exec(text)?.[0] ?? null;
};

for (const locale of ['uz', 'ru'] as const) {
  const text = { ...TEXTS[locale], ...PAGE[locale] };

  test(`${locale}: a new password through the restore link, then the link is spent`, async ({
    page,
  }) => {
    // Five page loads and a sign-out's reload, next to another worker on a 2-core machine.
    test.setTimeout(120_000);
    const { email, password: oldPassword } = await registerGuest(page.request, locale);
    await page.goto(`${text.prefix}/`);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');

    const dialog = await openSignIn(page, locale);
    await dialog.getByRole('button', { name: text.forgot }).click();
    await expect(dialog).toHaveAttribute('data-mode', 'restore');
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByTestId('restore-result')).toContainText(email);
    await expect.poll(() => restoreLinkPath(page.request, email)).not.toBeNull();
    const link = (await restoreLinkPath(page.request, email)) ?? '';
    // The link opens the restore page of the language it was asked for in.
    expect(link.startsWith(`${text.prefix}/restore#token=`)).toBe(true);

    await page.goto(link);
    const form = page.getByTestId('new-password-form');
    await expect(form).toBeVisible();
    // The token left the address bar (and the history entry).
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/restore$`));
    const newPassword = `Fresh-${Date.now() % 1_000_000}`;
    await form.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await form.getByLabel(text.repeat, { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: text.save }).click();

    await expect(page).toHaveURL(text.home);
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
    await expect(page.getByTestId('account-player')).toBeVisible();
    const oldLogin = await page.request.post(apiPath('auth.login', {}, locale), {
      multipart: { login: email, password: oldPassword },
    });
    expect(oldLogin.status()).not.toBe(200);

    await signOut(page);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');
    const signIn = await openSignIn(page, locale);
    await fillCredentials(signIn, locale, email, newPassword);
    await signIn.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');

    await page.goto(link);
    const problem = page.getByTestId('restore-token-problem');
    await expect(problem).toHaveAttribute('data-problem', 'used');
    await expect(problem.getByRole('heading', { name: text.usedTitle })).toBeVisible();
    await problem.getByRole('button', { name: text.askAgain }).click();
    await expect(authDialog(page)).toHaveAttribute('data-mode', 'restore');
  });
}
