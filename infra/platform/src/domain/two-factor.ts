// The two-factor step of auth.login (spec sections 4 and 8): a 6-digit code sent to the
// account's code contact (a confirmed one, or the one it signed up with), resendable after
// 60 s, valid for 5 minutes and for 5 wrong guesses. Stored hashed and used atomically
// (domain/codes.ts): two parallel tries with the right code sign in once.
import { TWO_FACTOR } from '../config';
import type { Services } from '../config';
import { ErrorType, TwoFactorMessage } from '@omad/contract/api';
import { ApiError } from '../http/errors';
import { countCall } from '../http/throttle';
import { codeContactOf } from './accounts';
import type { AccountRow } from './accounts';
import { codeHash, newCode } from './codes';
import { maskContact, sendMessage } from './messages';

interface PendingCode {
  readonly sent_at: number;
  readonly failed_attempts: number;
}

const refuse = (message: string, data?: Record<string, unknown>): ApiError =>
  new ApiError(ErrorType.Authorization, message, data ? { data } : {});

const hashOf = (services: Services, account: AccountRow, code: string): string =>
  codeHash(services.platformSecret, 'sign-in', String(account.id), code);

const sendCode = async (
  services: Services,
  account: AccountRow,
  address: string,
): Promise<never> => {
  const { db, now } = services;
  const to = codeContactOf(account);
  if (to === null) {
    throw new ApiError(ErrorType.UserNeedConfirmContact, 'No contact can receive a code');
  }
  await countCall(services, 'codeSend', { subject: to, address });
  const code = newCode();
  await db.query(
    `insert into two_factor_codes (account_id, code_hash, sent_at, failed_attempts)
     values ($1, $2, $3, 0)
     on conflict (account_id) do update set code_hash = $2, sent_at = $3, failed_attempts = 0`,
    [account.id, hashOf(services, account, code), now()],
  );
  const text =
    account.locale === 'ru' ? `Omad: код для входа ${code}` : `Omad: kirish kodi ${code}`;
  await sendMessage(services, { to, kind: '2fa', code, text });
  // sent_to tells a sign-in that typed no contact (the messenger's) where the code went.
  throw refuse(TwoFactorMessage.Enabled, {
    resend_time: TWO_FACTOR.resendSeconds,
    sent_to: maskContact(to),
  });
};

/**
 * Resolves when `code` is the account's valid pending code (and uses it up); otherwise
 * throws the AuthorizationException the login form reacts to. Without a code it sends one
 * (at most once per resend time).
 */
export const passTwoFactor = async (
  services: Services,
  account: AccountRow,
  code: string | undefined,
  address: string,
): Promise<void> => {
  const { db, now } = services;
  const [pending] = await db.query<PendingCode>(
    'select sent_at, failed_attempts from two_factor_codes where account_id = $1',
    [account.id],
  );
  const age = pending ? now() - Number(pending.sent_at) : Infinity;
  if (code === undefined) {
    const secondsLeft = Math.ceil(TWO_FACTOR.resendSeconds - age / 1000);
    if (secondsLeft > 0) {
      throw refuse(`${TwoFactorMessage.ResendTime} ${secondsLeft}`, { resend_time: secondsLeft });
    }
    return sendCode(services, account, address);
  }
  if (!/^\d{6}$/.test(code)) throw refuse(TwoFactorMessage.CodeLength);
  if (!pending) throw refuse(TwoFactorMessage.CodeInvalid);
  if (age > TWO_FACTOR.lifetimeMs) throw refuse(TwoFactorMessage.Expired);
  const used = await db.query(
    `delete from two_factor_codes where account_id = $1 and code_hash = $2 and sent_at > $3
     returning 1`,
    [account.id, hashOf(services, account, code), now() - TWO_FACTOR.lifetimeMs],
  );
  if (used.length > 0) return;
  const [counted] = await db.query<{ failed_attempts: number }>(
    `update two_factor_codes set failed_attempts = failed_attempts + 1 where account_id = $1
     returning failed_attempts`,
    [account.id],
  );
  if (counted && counted.failed_attempts >= TWO_FACTOR.maxAttempts) {
    await db.query('delete from two_factor_codes where account_id = $1', [account.id]);
  }
  throw refuse(TwoFactorMessage.CodeInvalid);
};
