// The messenger mini-app: launch data in the hash signs a guest in (the test signs it with
// the dev bot token, as Telegram would); a forged signature shows the registration toast.
import { expect, test } from '@playwright/test';
import { launchHash, telegramId } from '@omad/e2e';

test('uz: a mini-app launch with a valid signature signs the player in', async ({ page }) => {
  const launch = { id: telegramId(), username: 'omad_fan', language: 'uz', startParam: '' };
  await page.goto(`/${launchHash(launch)}`);
  await expect(page.getByTestId('account-player')).toBeVisible();
  // A messenger account has no contact yet: the forced completion asks for one.
  const completion = page.getByRole('dialog', { name: "Ro'yxatdan o'tishni yakunlang" });
  await expect(
    completion.getByRole('textbox', { name: 'Elektron pochta', exact: true }),
  ).toBeVisible();
});

for (const [locale, path, text] of [
  [
    'uz',
    '/',
    "Telegram orqali ro'yxatdan o'tib bo'lmadi. Ilovani qayta oching yoki keyinroq urinib ko'ring",
  ],
  [
    'ru',
    '/ru',
    'Не удалось зарегистрироваться через Telegram. Откройте приложение заново или попробуйте позже',
  ],
] as const) {
  test(`${locale}: a forged signature is refused with the registration error toast`, async ({
    page,
  }) => {
    const launch = { id: telegramId(), username: 'intruder', language: locale, startParam: '' };
    await page.goto(`${path}${launchHash(launch, 'not-the-bot-token')}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByTestId('account-guest')).toBeVisible();
  });
}
