// The messenger mini-app: launch data in the hash signs a guest in (the test signs it with
// the dev bot token, as Telegram would); a forged signature shows the registration toast.
import { createHash, createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';

const DEV_BOT_TOKEN = 'omad-dev-bot-token';

type Launch = Readonly<{ id: number; username: string; language: string; startParam: string }>;

/**
 * The mini-app hash for a Telegram user. The platform checks the hash over the fields the
 * storefront sends (id, username, language_code, payload, auth_date): sorted key=value
 * lines, HMAC-SHA-256 keyed by SHA-256 of the bot token.
 */
const launchHash = (launch: Launch, token = DEV_BOT_TOKEN) => {
  const authDate = String(Math.floor(Date.now() / 1000));
  const signed: Record<string, string> = {
    id: String(launch.id),
    username: launch.username,
    language_code: launch.language,
    payload: launch.startParam,
    auth_date: authDate,
  };
  const checkString = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(token).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  const data = new URLSearchParams({
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({
      id: launch.id,
      first_name: 'Omad',
      username: launch.username,
      language_code: launch.language,
    }),
    auth_date: authDate,
    start_param: launch.startParam,
    hash,
  });
  return `#tgWebAppData=${encodeURIComponent(data.toString())}&tgWebAppVersion=7.0&tgWebAppPlatform=ios`;
};

const telegramId = () => 700_000_000 + Math.floor(Math.random() * 99_999_999);

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
