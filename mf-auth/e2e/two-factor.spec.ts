// Two-factor sign-in through the header dialog, for a fresh account that turned two-factor
// on through the platform: the code from the dev outbox, a wrong code first, and "Resend".
import { expect, test, type Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  LOCALES,
  authDialog,
  fillCredentials,
  latestCode,
  twoFactorPlayer,
  shellRoot,
} from '@omad/e2e';
import { TEXTS, openSignIn } from './support';

/** The code the platform sent to `email` (it is written before the answer, but poll anyway). */
const sentCode = async (page: Page, email: string): Promise<string> => {
  await expect.poll(() => latestCode(page.request, email)).toMatch(/^\d{6}$/);
  return (await latestCode(page.request, email)) ?? '';
};

for (const locale of LOCALES) {
  const text = TEXTS[locale];

  test(`${locale}: a wrong code is refused with its message, then the code from the outbox signs in`, async ({
    page,
  }) => {
    const email = await twoFactorPlayer(page.request);
    await page.goto(`${text.prefix}/`);
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');
    const dialog = await openSignIn(page, locale);
    await fillCredentials(dialog, locale, email, E2E_PASSWORD);
    await page.keyboard.press('Enter');

    const field = dialog.getByLabel(text.code, { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const resend = dialog.getByTestId('two-factor-resend');
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(text.resendWait);

    const code = await sentCode(page, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(text.invalidCode)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');

    await field.fill(code);
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
    await expect(authDialog(page)).toBeHidden();
    await expect(page.getByTestId('balance-main')).toHaveText(`0 ${text.currency}`);
  });
}

test('"Resend" is offered when the countdown ends and asks again without the code', async ({
  page,
}) => {
  const email = await twoFactorPlayer(page.request);
  // Shorten the first wait the platform answers (60 s) so the countdown ends within the test.
  await page.route(
    '**/api/auth.login?**',
    async (route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      const text = JSON.stringify(body).replace(/"resend_time":\d+/, '"resend_time":1');
      await route.fulfill({ response, body: text });
    },
    { times: 1 },
  );
  await page.goto('/');
  const dialog = await openSignIn(page, 'uz');
  await fillCredentials(dialog, 'uz', email, E2E_PASSWORD);
  await page.keyboard.press('Enter');
  const resend = dialog.getByTestId('two-factor-resend');
  await expect(resend).toHaveText(TEXTS.uz.resend);
  await expect(resend).toBeEnabled();

  const again = page.waitForRequest((request) => request.url().includes('/api/auth.login'));
  await resend.click();
  const body = (await again).postData() ?? '';
  expect(body).toContain('name="login"');
  expect(body).not.toContain('name="code"');
  // The platform still holds the first code for the rest of its minute: a new wait, no code.
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Yangi kod 0:[0-5]\d dan keyin$/);
  await expect(dialog.getByText(TEXTS.uz.resent)).toHaveCount(0);

  await dialog.getByLabel(TEXTS.uz.code, { exact: true }).fill(await sentCode(page, email));
  await page.keyboard.press('Enter');
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'true');
});
