// The messenger mini-app's launch data: a Telegram user's fields signed with the dev bot
// token, as Telegram signs them, in the hash the mini-app opens the storefront with.
import { createHash, createHmac } from 'node:crypto';

export const DEV_BOT_TOKEN = 'omad-dev-bot-token';

export type Launch = Readonly<{
  id: number;
  username: string;
  language: string;
  startParam: string;
}>;

/**
 * The mini-app hash for a Telegram user. The platform checks the hash over the fields the
 * storefront sends (id, username, language_code, payload, auth_date): sorted key=value
 * lines, HMAC-SHA-256 keyed by SHA-256 of the bot token.
 */
export const launchHash = (launch: Launch, token = DEV_BOT_TOKEN) => {
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

export const telegramId = () => 700_000_000 + Math.floor(Math.random() * 99_999_999);
