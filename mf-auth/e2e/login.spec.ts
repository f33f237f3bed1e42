// Sign-in through the header dialog in both languages: balances after sign-in, sign-out and
// back, a wrong password (message, typed values kept, error_login recorded), the popup
// flags of the URL, redirectUrl after sign-in, and the forgot-password screen.
import { expect, test } from '@playwright/test';
import { AuthMessage } from '@omad/contract/api';
import { LOCALES, authDialog, fillCredentials, latestCode, signOut, shellRoot } from '@omad/e2e';
import { TEXTS, eventsNamed, openSignIn } from './support';

const PLAYER = 'player@omad.uz';
const PASSWORD = 'Secret123';

for (const locale of LOCALES) {
  const text = TEXTS[locale];

  test(`${locale}: signs in through the dialog, shows the balances, signs out and in again`, async ({
    page,
  }) => {
    await page.goto(`${text.prefix}/`);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');
    let dialog = await openSignIn(page, locale);
    await expect(dialog.getByLabel(text.login, { exact: true })).toBeFocused();
    await fillCredentials(dialog, locale, PLAYER, PASSWORD);
    await page.keyboard.press('Enter');

    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
    await expect(authDialog(page)).toBeHidden();
    await expect(page.getByTestId('balance-main')).toHaveText(`1,250,000.50 ${text.currency}`);
    await page.getByTestId('balance-toggle').click();
    const panel = page.getByTestId('balance-panel');
    await expect(panel.getByTestId('balance-bonus')).toHaveText(`50,000 ${text.currency}`);
    await expect(panel.getByText(text.bonus, { exact: true })).toBeVisible();
    await expect(panel.getByTestId('balance-betting-bonus')).toHaveText(`10,000 ${text.currency}`);
    await expect(panel.getByText(text.bettingBonus, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await signOut(page);
    await expect(page).toHaveURL(text.home);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');

    dialog = await openSignIn(page, locale);
    await fillCredentials(dialog, locale, PLAYER, PASSWORD);
    await dialog.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
  });

  test(`${locale}: a wrong password is said under the password, keeps what was typed and sends error_login`, async ({
    page,
  }) => {
    const startedAt = Date.now() - 1_000;
    await page.goto(`${text.prefix}/`);
    const dialog = await openSignIn(page, locale);
    await fillCredentials(dialog, locale, PLAYER, 'Wrong-123');
    const reported = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/events.handle' &&
        url.searchParams.get('event_name') === 'error_login'
      );
    });
    await page.keyboard.press('Enter');

    const password = dialog.getByLabel(text.password, { exact: true });
    await expect(dialog.getByText(text.wrongCredentials)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('Wrong-123');
    await expect(dialog.getByLabel(text.login, { exact: true })).toHaveValue(PLAYER);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');

    const sent = new URL((await reported).url()).searchParams.get('event_params') ?? '{}';
    expect(JSON.parse(sent)).toEqual({
      code: 'AuthorizationException',
      message: AuthMessage.WrongCredentials,
    });
    // The platform keeps it (GET /api/_dev/events, a dev helper of the platform).
    await expect
      .poll(async () =>
        (await eventsNamed(page.request, 'error_login')).some(
          (event) => event.at >= startedAt && event.params.code === 'AuthorizationException',
        ),
      )
      .toBe(true);
  });
}

test('show_popup_auth with prevent_close cannot be closed; signing in clears the flags', async ({
  page,
}) => {
  await page.goto('/?show_popup_auth=1&prevent_close=1');
  const dialog = authDialog(page);
  await expect(dialog).toHaveAttribute('data-mode', 'login');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Yopish' })).toHaveCount(0);

  await fillCredentials(dialog, 'uz', PLAYER, PASSWORD);
  await page.keyboard.press('Enter');
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('signing in from a redirectUrl lands there; a foreign redirectUrl stays on the site', async ({
  page,
}) => {
  await page.goto('/?redirectUrl=%2Fwinners');
  let dialog = await openSignIn(page, 'uz');
  await fillCredentials(dialog, 'uz', PLAYER, PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/winners$/);
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');

  await signOut(page);
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') foreign.push(request.url());
  });
  await page.goto('/?redirectUrl=https%3A%2F%2Fevil.example%2F');
  dialog = await openSignIn(page, 'uz');
  await fillCredentials(dialog, 'uz', PLAYER, PASSWORD);
  await page.keyboard.press('Enter');
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
  await expect(page.getByTestId('balance-main')).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(foreign).toEqual([]);
});

test('forgot password: the request is sent and the result leads back to sign-in', async ({
  page,
}) => {
  await page.goto('/ru');
  const dialog = await openSignIn(page, 'ru');
  await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
  await expect(dialog).toHaveAttribute('data-mode', 'restore');
  const login = dialog.getByRole('textbox');
  await expect(login).toBeFocused();
  await login.fill('twofa@omad.uz');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('restore-result')).toContainText('на почту twofa@omad.uz');
  await expect.poll(() => latestCode(page.request, 'twofa@omad.uz', 'restore')).not.toBeNull();
  await dialog.getByRole('button', { name: 'Вернуться ко входу' }).click();
  await expect(dialog).toHaveAttribute('data-mode', 'login');
});
