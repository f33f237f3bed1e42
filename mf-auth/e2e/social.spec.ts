// Social sign-in: the CMS buttons open the (simulated) provider in a popup; on return the
// opener is signed in on the page it left, the forced completion follows, and a stored
// back-URL that leaves the site is refused.
import { expect, test } from '@playwright/test';
import { callApi } from '@omad/e2e';
import { signInWithGoogle, socialEmail } from './support';

test('ru: Google sign-in from /ru/promotions returns there signed in, then completes', async ({
  page,
}) => {
  const email = socialEmail();
  await page.goto('/ru/promotions');
  await signInWithGoogle(page, 'Регистрация', 'Войти через Google', email);

  await expect(page.getByTestId('account-player')).toBeVisible();
  // The stored back-URL is consumed once the sign-in completed, and the page stays put.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('social_auth_back_url')))
    .toBeNull();
  await expect(page).toHaveURL(/\/ru\/promotions$/);

  // A new social account is incomplete: the completion dialog cannot be dismissed.
  const completion = page.getByRole('dialog', { name: 'Завершите регистрацию' });
  await expect(completion).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(completion).toBeVisible();
  await expect(completion.getByRole('textbox', { name: 'Электронная почта' })).toHaveCount(0);
  await completion.getByRole('combobox', { name: 'Валюта' }).selectOption('USD');
  await completion.getByRole('checkbox', { name: /Мне исполнилось 18 лет/ }).check();
  await completion.getByRole('button', { name: 'Завершить' }).click();
  await expect(completion).toBeHidden();

  const info = await callApi(page.request, 'account.getInfo');
  expect(info.json).toMatchObject({
    data: {
      login: email,
      is_registration_completed: true,
      balances: { main: { currency: 'USD' } },
    },
  });
});

test('uz: a stored back-URL that leaves the site is refused; the player stays here', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('refused social back-URL')) refusals.push(message.text());
  });
  await page.goto(`/promotions?backUrl=${encodeURIComponent('https://evil.example/')}`);
  await signInWithGoogle(page, "Ro'yxatdan o'tish", 'Google orqali kirish', socialEmail());

  await expect(page.getByTestId('account-player')).toBeVisible();
  await expect.poll(() => refusals.length).toBe(1);
  expect(refusals[0]).toContain('https://evil.example/');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/promotions/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('social_auth_back_url')))
    .toBeNull();
});

test('uz: without a popup (blocked) the same window goes to the provider and comes back', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/gamehall');
  await page
    .getByTestId('account-guest')
    .getByRole('button', { name: "Ro'yxatdan o'tish" })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Google orqali kirish' }).click();
  await expect(page).toHaveURL(/\/oauth\/init\?/);
  await page.getByLabel('E-pochta / E-mail').fill(socialEmail());
  await page.getByRole('button', { name: 'Davom etish / Продолжить' }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
  await expect(page.getByTestId('account-player')).toBeVisible();
});
