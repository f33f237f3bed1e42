// The pages e-mails link to, in both languages: /unsubscribe with the link of an e-mail
// (and a tampered one), a signed-in player unsubscribing without a link, and /confirmation
// for a signed-in player, for a guest who signs in on the way, and with a stale code.
import { expect, test } from '@playwright/test';
import {
  E2E_PASSWORD,
  LOCALES,
  authDialog,
  fillCredentials,
  inLocale,
  registerPlayer,
  registerThrough,
} from '@omad/e2e';
import {
  PAGE_TEXTS,
  confirmationCodes,
  getMethod,
  isSubscribed,
  sendConfirmation,
  unsubscribeLink,
} from './pages-support';

for (const locale of LOCALES) {
  const text = PAGE_TEXTS[locale];

  test(`${locale}: the unsubscribe link of an e-mail works for a guest`, async ({
    page,
    request,
  }) => {
    const { email: login } = await registerThrough(request, { is_subscribed: '1' });
    expect(await isSubscribed(request)).toBe(true);
    const link = await unsubscribeLink(request, login);

    await page.goto(inLocale(locale, link));
    const result = page.getByTestId('unsubscribe');
    await expect(result).toHaveAttribute('data-step', 'done');
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(text.unsubscribeDone);
    expect(await isSubscribed(request)).toBe(false);
  });

  test(`${locale}: a tampered unsubscribe link is refused and changes nothing`, async ({
    page,
    request,
  }) => {
    const { email: login } = await registerThrough(request, { is_subscribed: '1' });
    const link = await unsubscribeLink(request, login);
    const tampered = link.replace(
      /token=([0-9a-f])/,
      (_, first: string) => `token=${first === 'a' ? 'b' : 'a'}`,
    );
    expect(tampered).not.toBe(link);

    await page.goto(inLocale(locale, tampered));
    const result = page.getByTestId('unsubscribe');
    await expect(result).toHaveAttribute('data-step', 'invalid');
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(text.invalidLink);
    await result.getByRole('button', { name: text.signIn }).click();
    await expect(authDialog(page)).toHaveAttribute('data-mode', 'login');
    expect(await isSubscribed(request)).toBe(true);
  });

  test(`${locale}: a signed-in player without a link unsubscribes with the button`, async ({
    page,
  }) => {
    await registerPlayer(page);
    await page.goto(inLocale(locale, '/unsubscribe'));
    const result = page.getByTestId('unsubscribe');
    await expect(result).toHaveAttribute('data-step', 'confirm');
    await result.getByRole('button', { name: text.unsubscribeConfirm }).click();
    await expect(result).toHaveAttribute('data-step', 'done');
    expect(await isSubscribed(page.request)).toBe(false);
  });

  test(`${locale}: a signed-in player confirms a contact from its link`, async ({ page }) => {
    const { email } = await registerPlayer(page);
    const code = await sendConfirmation(page.request, email);
    await page.goto(
      inLocale(locale, `/confirmation?${new URLSearchParams({ contact: email, code })}`),
    );
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/confirmation/success')}$`));
    const success = page.getByTestId('confirmation-success');
    await expect(success.getByRole('heading', { level: 1 })).toHaveText(text.confirmed);
    await expect(success.getByRole('link', { name: text.toGamehall })).toHaveAttribute(
      'href',
      inLocale(locale, '/gamehall'),
    );
    const profile = await getMethod(page.request, 'account.getprofileinfo', {}, locale);
    expect(profile).toMatchObject({ contacts: [{ contact: email, is_confirmed: true }] });
  });

  test(`${locale}: a guest signs in first, then the contact is confirmed`, async ({
    page,
    request,
  }) => {
    const { email: login } = await registerThrough(request);
    const code = await sendConfirmation(request, login);
    await page.goto(
      inLocale(locale, `/confirmation?${new URLSearchParams({ contact: login, code })}`),
    );
    await expect(page.getByTestId('confirmation')).toHaveAttribute('data-step', 'signin');
    const dialog = authDialog(page);
    await expect(dialog).toHaveAttribute('data-mode', 'login');
    await fillCredentials(dialog, locale, login, E2E_PASSWORD);
    await dialog.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/confirmation/success')}$`));
    await expect(page.getByTestId('confirmation-success')).toBeVisible();
  });

  test(`${locale}: a stale code says so, sends a new link, and a second one waits its turn`, async ({
    page,
  }) => {
    // No code is pending: any code in the link is stale, and the new link is the first one.
    const { email } = await registerPlayer(page);
    const link = inLocale(
      locale,
      `/confirmation?${new URLSearchParams({ contact: email, code: '000000' })}`,
    );
    await page.goto(link);
    const state = page.getByTestId('confirmation');
    await expect(state).toHaveAttribute('data-step', 'code');
    await expect(state.getByRole('heading', { level: 1 })).toHaveText(text.codeTitle);
    await state.getByRole('button', { name: text.resend }).click();
    await expect(state.getByRole('status')).toContainText(email);
    await expect.poll(async () => (await confirmationCodes(page.request, email)).length).toBe(1);
    await expect(page).toHaveURL(/\/confirmation\?/);

    // A contact gets one message per resend time: asking again at once is told the wait.
    await page.reload();
    await state.getByRole('button', { name: text.resend }).click();
    await expect(state.getByRole('alert')).toContainText(text.resendTooSoon);
    await expect(state.getByRole('alert')).toContainText(/\d/);
    expect(await confirmationCodes(page.request, email)).toHaveLength(1);
  });
}
