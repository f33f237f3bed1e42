// Messenger registration (auth.register with is_tg=1): Telegram user data, signed with the
// bot token as Telegram documents (HMAC-SHA-256 keyed by SHA-256 of the token).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CURRENCIES, DEFAULT_CURRENCY, isLocale } from '../config';
import { ErrorType } from '@omad/contract/api';
import type { UserAccount } from '@omad/contract/api';
import { insertAccount } from '../domain/accounts';
import { ApiError, invalidParameter } from '../http/errors';
import { userBanned } from '../http/guards';
import { optionalString, requiredString } from '../http/params';
import type { ParamValue } from '../http/params';
import type { CallContext } from '../http/rpc';

const MAX_AGE_SECONDS = 24 * 60 * 60;
/** Fields our client adds to what the messenger signed. */
const unsignedFields = new Set(['hash', 'is_tg']);

/**
 * True when `hash` is the messenger's signature of every other field, checked the way
 * Telegram documents: sorted `key=value` lines, HMAC-SHA-256 keyed by SHA-256(bot token).
 */
const wireText = (value: ParamValue | undefined): string =>
  typeof value === 'string' ? value : value === null ? 'null' : JSON.stringify(value);

const isSignedByTelegram = (call: CallContext, botToken: string, hash: string): boolean => {
  const checkString = Object.keys(call.params)
    .filter((field) => !unsignedFields.has(field))
    .sort()
    .map((field) => `${field}=${wireText(call.params[field])}`)
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
  if (!isSignedByTelegram(call, telegramBotToken, requiredString(call.params, 'hash'))) {
    throw invalidParameter('hash', 'INVALID');
  }
  // Telegram's login widget signs auth_date; when it is there, old signatures are refused.
  const authDate = optionalString(call.params, 'auth_date');
  if (authDate !== undefined && !(now() / 1000 - Number(authDate) <= MAX_AGE_SECONDS)) {
    throw new ApiError(ErrorType.Authorization, 'Messenger authorization expired');
  }
  const [existing] = await db.query<{ id: number; ban_type: string | null }>(
    'select id, ban_type from accounts where telegram_id = $1',
    [telegramId],
  );
  if (existing?.ban_type) throw userBanned(existing.ban_type);
  if (existing) return signedIn(call, Number(existing.id));

  const currency = optionalString(call.params, 'currency')?.toUpperCase() ?? DEFAULT_CURRENCY;
  const languageCode = optionalString(call.params, 'language_code');
  const accountId = await insertAccount(db, {
    telegramId,
    passwordHash: null,
    currency: (CURRENCIES as readonly string[]).includes(currency) ? currency : DEFAULT_CURRENCY,
    locale: isLocale(languageCode) ? languageCode : call.locale,
    // The start payload carries a promo code when the player came from a campaign link.
    promoCode: optionalString(call.params, 'payload'),
    // A messenger account has no e-mail or phone yet: the social-registration dialog asks.
    isRegistrationCompleted: false,
    regTime: now(),
  });
  return signedIn(call, accountId);
};
