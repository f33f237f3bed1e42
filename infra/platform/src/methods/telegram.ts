// Messenger registration (auth.register with is_tg=1): Telegram user data, signed with the
// bot token as Telegram documents (HMAC-SHA-256 keyed by SHA-256 of the token). A forged
// signature, or signed data without its date or older than a day, is a 401 (a leaked launch
// link does not work forever); a known telegram id signs its existing account in, through
// its two-factor step when that is on.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_CURRENCY, isCurrency, isLocale } from '../config';
import { ErrorType } from '@omad/contract/api';
import type { UserAccount } from '@omad/contract/api';
import { findAccountById, insertAccount } from '../domain/accounts';
import { passTwoFactor } from '../domain/two-factor';
import { queueNotification, welcomeNotification } from '../domain/loyalty-notifications';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/errors';
import { userBanned } from '../http/guards';
import { optionalString, requiredString } from '../http/params';
import type { ParamValue } from '../http/params';
import type { CallContext } from '../http/rpc';

const MAX_AGE_SECONDS = 24 * 60 * 60;
const MAX_SKEW_SECONDS = 5 * 60;
/** Fields our client adds to what the messenger signed (the two-factor code among them). */
const unsignedFields = new Set(['hash', 'is_tg', 'code']);

const wireText = (value: ParamValue | undefined): string =>
  typeof value === 'string' ? value : value === null ? 'null' : JSON.stringify(value);

/**
 * True when `hash` is the messenger's signature of every other field, checked the way
 * Telegram documents: sorted `key=value` lines, HMAC-SHA-256 keyed by SHA-256(bot token).
 */
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

const refuse = (message: string): ApiError => new ApiError(ErrorType.Authorization, message);

/**
 * Refuses signed data without its date, older than a day, or dated in the future beyond a
 * little clock skew (Telegram signs auth_date into every launch and login).
 */
const checkAuthDate = (call: CallContext): void => {
  const authDate = optionalString(call.params, 'auth_date');
  const age = call.services.now() / 1000 - Number(authDate);
  if (
    authDate === undefined ||
    !/^\d+$/.test(authDate) ||
    age > MAX_AGE_SECONDS ||
    age < -MAX_SKEW_SECONDS
  ) {
    throw refuse('Messenger authorization expired');
  }
};

const findByTelegramId = async (db: Queryable, telegramId: string) =>
  (
    await db.query<{ id: number; ban_type: string | null }>(
      'select id, ban_type from accounts where telegram_id = $1',
      [telegramId],
    )
  )[0];

export const registerWithTelegram = async (
  call: CallContext,
  signedIn: (call: CallContext, accountId: number) => Promise<UserAccount>,
): Promise<UserAccount> => {
  const { db, now, telegramBotToken } = call.services;
  if (!telegramBotToken) {
    throw new ApiError(
      ErrorType.ApplicationUnavailable,
      'Messenger registration is not configured',
    );
  }
  const telegramId = requiredString(call.params, 'id');
  if (!isSignedByTelegram(call, telegramBotToken, requiredString(call.params, 'hash'))) {
    throw refuse('Messenger signature is invalid');
  }
  checkAuthDate(call);
  const existing = await findByTelegramId(db, telegramId);
  if (existing?.ban_type) throw userBanned(existing.ban_type);
  if (existing) {
    const account = await findAccountById(db, Number(existing.id));
    if (account?.two_factor_auth) {
      await passTwoFactor(
        call.services,
        account,
        optionalString(call.params, 'code'),
        call.address,
      );
    }
    return signedIn(call, Number(existing.id));
  }

  const currency = optionalString(call.params, 'currency')?.toUpperCase();
  const languageCode = optionalString(call.params, 'language_code');
  const locale = isLocale(languageCode) ? languageCode : call.locale;
  const accountId = await insertAccount(db, {
    telegramId,
    passwordHash: null,
    currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
    locale,
    // The start payload carries a promo code when the player came from a campaign link.
    promoCode: optionalString(call.params, 'payload'),
    // A messenger account has no e-mail or phone yet: the social-registration dialog asks.
    isRegistrationCompleted: false,
    regTime: now(),
  }).then(
    async (newAccountId) => {
      await queueNotification(db, newAccountId, welcomeNotification(locale), now());
      return newAccountId;
    },
    async (error: unknown) => {
      // Two first sign-ins racing for one telegram id: the loser signs in the winner's account.
      const winner = await findByTelegramId(db, telegramId);
      if (!winner) throw error;
      if (winner.ban_type) throw userBanned(winner.ban_type);
      return Number(winner.id);
    },
  );
  return signedIn(call, accountId);
};
