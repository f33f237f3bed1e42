// Messenger registration (auth.register with is_tg=1): Telegram login-widget data, signed
// with the bot token as Telegram documents (HMAC-SHA-256 keyed by SHA-256 of the token).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CURRENCIES, DEFAULT_CURRENCY, isLocale } from '../config';
import { ErrorType } from '../contract';
import type { UserAccount } from '../contract';
import { insertAccount } from '../domain/accounts';
import { ApiError, invalidParameter } from '../http/errors';
import { userBanned } from '../http/guards';
import { optionalString, requiredString } from '../http/params';
import type { CallContext } from '../http/rpc';

const signedFields = ['auth_date', 'first_name', 'id', 'last_name', 'photo_url', 'username'];
const MAX_AGE_SECONDS = 24 * 60 * 60;

/** True when `hash` is Telegram's signature of the widget fields in `call.params`. */
const isSignedByTelegram = (call: CallContext, botToken: string, hash: string): boolean => {
  const checkString = signedFields
    .flatMap((field) => {
      const value = optionalString(call.params, field);
      return value === undefined ? [] : [`${field}=${value}`];
    })
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  const actual = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

export const registerWithTelegram = async (
  call: CallContext,
  signedIn: (call: CallContext, accountId: number) => Promise<UserAccount>,
): Promise<UserAccount> => {
  const { db, now, telegramBotToken } = call.services;
  if (!telegramBotToken) {
    throw new ApiError(ErrorType.InvalidRequest, 'Messenger registration is not configured');
  }
  const telegramId = requiredString(call.params, 'id');
  const authDate = Number(requiredString(call.params, 'auth_date'));
  if (!isSignedByTelegram(call, telegramBotToken, requiredString(call.params, 'hash'))) {
    throw invalidParameter('hash', 'INVALID');
  }
  if (!(now() / 1000 - authDate <= MAX_AGE_SECONDS)) {
    throw new ApiError(ErrorType.Authorization, 'Messenger authorization expired');
  }
  const [existing] = await db.query<{ id: number; ban_type: string | null }>(
    'select id, ban_type from accounts where telegram_id = $1',
    [telegramId],
  );
  if (existing?.ban_type) {
    throw userBanned(existing.ban_type);
  }
  if (existing) return signedIn(call, Number(existing.id));

  const currency = optionalString(call.params, 'currency')?.toUpperCase() ?? DEFAULT_CURRENCY;
  const languageCode = optionalString(call.params, 'language_code');
  const accountId = await insertAccount(db, {
    telegramId,
    passwordHash: null,
    currency: (CURRENCIES as readonly string[]).includes(currency) ? currency : DEFAULT_CURRENCY,
    locale: isLocale(languageCode) ? languageCode : call.locale,
    // A messenger account has no e-mail or phone yet: the social-registration dialog asks.
    isRegistrationCompleted: false,
    regTime: now(),
  });
  return signedIn(call, accountId);
};
