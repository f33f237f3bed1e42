// The messenger is not a way around two-factor: an existing account with it on is asked, in
// the mini-app, for the code sent to its confirmed contact, and is signed in only with it.
import { expect, test } from '@playwright/test';
import { LOCALES, callApi, latestCode, launchHash, telegramId } from '@omad/e2e';

const TEXTS = {
  uz: { prefix: '', title: 'Kirishni tasdiqlang', code: 'Tasdiqlash kodi', submit: 'Tasdiqlash' },
  ru: {
    prefix: '/ru',
    title: 'Подтвердите вход',
    code: 'Код подтверждения',
    submit: 'Подтвердить',
  },
} as const;

for (const locale of LOCALES) {
  const text = TEXTS[locale];

  test(`${locale}: a messenger account with two-factor on signs in only with the code`, async ({
    page,
  }) => {
    const launch = { id: telegramId(), username: 'omad_guard', language: locale, startParam: '' };
    await page.goto(`${text.prefix}/${launchHash(launch)}`);
    await expect(page.getByTestId('account-player')).toBeVisible();

    // The player completes the account with an e-mail, confirms it and turns two-factor on.
    const email = `tg-${launch.id}@omad.test`;
    const { request } = page;
    expect(
      (await callApi(request, 'account.saveProfileInfo', { email, currency: 'UZS', terms: '1' }))
        .status,
    ).toBe(200);
    await callApi(request, 'account.sendconfirmationtocontact', { contact: email });
    const confirm = (await latestCode(request, email, 'confirm')) ?? '';
    expect(
      (await callApi(request, 'account.confirmContact', { contact: email, code: confirm })).status,
    ).toBe(200);
    await callApi(request, 'account.changeTwoFactorAuth', { enable: '1' });
    const change = (await latestCode(request, email, 'twofactor-change')) ?? '';
    const on = await callApi(request, 'account.confirmTwoFactorAuth', { code: change });
    expect(on.json).toMatchObject({ data: { two_factor_auth: true } });
    expect((await callApi(request, 'auth.logout')).status).toBe(200);

    // The next launch (a new page load: the mini-app opens the storefront again) asks for the
    // code, says where it went, and signs in with it only.
    await page.goto('about:blank');
    await page.goto(`${text.prefix}/${launchHash(launch)}`);
    const dialog = page.getByRole('dialog', { name: text.title });
    await expect(dialog).toContainText(`tg****@omad.test`);
    await expect(page.getByTestId('account-guest')).toBeVisible();
    const code = (await latestCode(request, email, '2fa')) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByLabel(text.code).fill(code);
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page.getByTestId('account-player')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
}
