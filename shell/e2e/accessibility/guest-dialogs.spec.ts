// Every dialog a guest opens passes axe's WCAG 2.2 AA rules without a serious or critical
// violation, in Uzbek and Russian, at 360 and 1440 px, opened as a guest opens it (its button,
// the URL flag the shell reads, a messenger launch): the sign-in and its steps, registration
// and what follows it, the menu, games search, a CMS popup, the demo offer. The dialog is
// checked; the page under it is the pages spec's.
import { expect, test, type Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  LOCALES,
  authDialog,
  callApi,
  expectAccessible,
  fillCredentials,
  inLocale,
  launchHash,
  newestCode,
  telegramId,
  twoFactorPlayer,
  shellRoot,
} from '@omad/e2e';
import { readSeed } from './pages';
import { TEXTS, checkOverlay, checkPageDialogs, openDialogs } from './support';

// Flows of several dialogs each, next to another worker on two cores.
test.describe.configure({ timeout: 180_000 });

let counter = 0;
/** Nine digits of a phone no other player has. */
const freshPhone = () => {
  counter += 1;
  return `9${`${Date.now()}${process.pid}${counter}`.slice(-8)}`;
};

/** The header's guest buttons: sign in and register. */
const guestButton = (page: Page, name: string) =>
  page.getByTestId('account-guest').getByRole('button', { name, exact: true });

for (const locale of LOCALES) {
  const text = TEXTS[locale];

  test.describe(`accessibility of a guest's dialogs (${locale})`, () => {
    test('sign-in, two-factor and restore', async ({ page, request }) => {
      const email = await twoFactorPlayer(request);
      await page.goto(inLocale(locale, '/'));
      await guestButton(page, text.signIn).click();
      const dialog = authDialog(page);
      await expect(dialog).toHaveAttribute('data-mode', 'login');
      await checkOverlay(page, `${locale} sign-in`, dialog.locator('input'));

      // While it signs in, the busy button keeps its name (held here until checked).
      await fillCredentials(dialog, locale, email, E2E_PASSWORD);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/auth.login',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.keyboard.press('Enter');
      await expect(dialog.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
      await expectAccessible(page, `${locale} sign-in while signing in`, {
        include: 'dialog[open]',
      });
      release();
      await checkOverlay(
        page,
        `${locale} two-factor step`,
        dialog.locator('[autocomplete="one-time-code"]'),
      );

      await page.goto(inLocale(locale, '/?show_popup_auth=1'));
      await dialog.getByRole('button', { name: text.forgot }).click();
      await expect(dialog).toHaveAttribute('data-mode', 'restore');
      await checkOverlay(page, `${locale} password restore`, dialog.getByRole('textbox'));
      await dialog.getByRole('textbox').fill(email);
      await page.keyboard.press('Enter');
      await checkOverlay(page, `${locale} restore sent`, dialog.getByTestId('restore-result'));
    });

    test('registration, its credentials and the e-mail confirmation', async ({ page }) => {
      await page.goto(inLocale(locale, '/?show_popup_reg=1'));
      const dialog = authDialog(page);
      const full = dialog.getByTestId('register-form-full');
      await checkOverlay(page, `${locale} registration`, full);
      await dialog.getByRole('tab', { name: text.fast }).click();
      const fast = dialog.getByTestId('register-form-fast');
      await checkOverlay(page, `${locale} fast registration`, fast);

      // The fast form generates the password and shows the credentials once.
      await fast
        .getByRole('textbox', { name: text.phone, exact: true })
        .pressSequentially(freshPhone());
      await fast.getByRole('checkbox', { name: text.terms }).check();
      await fast.locator('button[type="submit"]').click();
      const credentials = page.getByTestId('credentials-dialog');
      // A registration hashes a password: on a busy machine that takes a while.
      await expect(credentials).toBeVisible({ timeout: 30_000 });
      await checkOverlay(page, `${locale} registration credentials`, credentials);
      await credentials.getByRole('button', { name: text.saved }).click();
      await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');

      // The full form asks for the e-mail and offers to confirm it.
      await page.context().clearCookies();
      await page.goto(inLocale(locale, '/?show_popup_reg=1'));
      const stamp = `${Date.now()}${process.pid}`;
      await full
        .getByRole('textbox', { name: text.email, exact: true })
        .fill(`a11y-${stamp}@omad.test`);
      await full
        .getByRole('textbox', { name: text.phone, exact: true })
        .pressSequentially(freshPhone());
      await full.getByRole('textbox', { name: text.password, exact: true }).fill(E2E_PASSWORD);
      await full.getByRole('checkbox', { name: text.terms }).check();
      await full.locator('button[type="submit"]').click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await checkOverlay(
        page,
        `${locale} confirm the e-mail`,
        openDialogs(page).getByRole('button', { name: text.later }),
      );
    });

    test('the messenger: completing the registration, and two-factor', async ({ page }) => {
      // A first launch makes an account the player must complete (non-closable).
      const launch = { id: telegramId(), username: 'omad_a11y', language: locale, startParam: '' };
      await page.goto(inLocale(locale, `/${launchHash(launch)}`));
      await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
      await checkOverlay(
        page,
        `${locale} complete the registration`,
        authDialog(page).getByRole('checkbox'),
      );

      // Completed with a confirmed e-mail and two-factor on, the next launch asks for a code.
      const email = `tg-${launch.id}@omad.test`;
      const { request } = page;
      const saved = await callApi(request, 'account.saveProfileInfo', {
        email,
        currency: 'UZS',
        terms: '1',
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      await callApi(request, 'account.sendconfirmationtocontact', { contact: email });
      const code = await newestCode(request, email, 'confirm');
      expect(
        (await callApi(request, 'account.confirmContact', { contact: email, code })).status,
      ).toBe(200);
      await callApi(request, 'account.changeTwoFactorAuth', { enable: '1' });
      const change = await newestCode(request, email, 'twofactor-change');
      expect(
        (await callApi(request, 'account.confirmTwoFactorAuth', { code: change })).status,
      ).toBe(200);
      expect((await callApi(request, 'auth.logout')).status).toBe(200);
      await page.goto('about:blank');
      await page.goto(inLocale(locale, `/${launchHash(launch)}`));
      await checkOverlay(
        page,
        `${locale} messenger two-factor`,
        openDialogs(page).getByRole('textbox'),
      );
    });

    test('the menu, games search, a CMS popup and the demo offer', async ({ page, request }) => {
      await checkPageDialogs(page, locale, 'guest');
      // A guest who chooses real money is offered registration or sign-in.
      const { game } = await readSeed(request);
      await page.goto(inLocale(locale, `/game/${game}`));
      // The switch stays on demo: a guest's choice of real money opens the offer instead.
      await page.locator('.omad-gh-mode input[value="real"]').click();
      await checkOverlay(
        page,
        `${locale} demo offer`,
        openDialogs(page).getByRole('button').last(),
      );
    });
  });
}
