// The two-factor step of auth.login (spec sections 4 and 8): a 6-digit code sent to the
// account's contact, resendable after 60 s, valid for 5 minutes and for 5 wrong guesses.
import { randomInt } from 'node:crypto';
import { TWO_FACTOR } from '../config';
import type { Services } from '../config';
import { ErrorType, TwoFactorMessage } from '@omad/contract/api';
import { sendToOutbox } from '../dev/outbox';
import { ApiError } from '../http/errors';
import { contactOf } from './accounts';
import type { AccountRow } from './accounts';

interface PendingCode {
  readonly code: string;
  readonly sent_at: number;
  readonly failed_attempts: number;
}

const refuse = (message: string, data?: Record<string, unknown>): ApiError =>
  new ApiError(ErrorType.Authorization, message, data ? { data } : {});

const sendCode = async ({ db, now }: Services, account: AccountRow): Promise<never> => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into two_factor_codes (account_id, code, sent_at, failed_attempts)
     values ($1, $2, $3, 0)
     on conflict (account_id) do update set code = $2, sent_at = $3, failed_attempts = 0`,
    [account.id, code, now()],
  );
  const text =
    account.locale === 'ru' ? `Omad: код для входа ${code}` : `Omad: kirish kodi ${code}`;
  await sendToOutbox(db, { to: contactOf(account), kind: '2fa', code, text, createdAt: now() });
  throw refuse(TwoFactorMessage.Enabled, { resend_time: TWO_FACTOR.resendSeconds });
};

/**
 * Resolves when `code` is the account's valid pending code (and consumes it); otherwise
 * throws the AuthorizationException the login form reacts to.
 */
export const passTwoFactor = async (
  services: Services,
  account: AccountRow,
  code: string | undefined,
): Promise<void> => {
  const { db, now } = services;
  const [pending] = await db.query<PendingCode>(
    'select code, sent_at, failed_attempts from two_factor_codes where account_id = $1',
    [account.id],
  );
  const age = pending ? now() - Number(pending.sent_at) : Infinity;
  if (code === undefined) {
    const secondsLeft = Math.ceil(TWO_FACTOR.resendSeconds - age / 1000);
    if (secondsLeft > 0) {
      throw refuse(`${TwoFactorMessage.ResendTime} ${secondsLeft}`, { resend_time: secondsLeft });
    }
    return sendCode(services, account);
  }
  if (!/^\d{6}$/.test(code)) throw refuse(TwoFactorMessage.CodeLength);
  if (!pending) throw refuse(TwoFactorMessage.CodeInvalid);
  if (age > TWO_FACTOR.lifetimeMs) throw refuse(TwoFactorMessage.Expired);
  if (code !== pending.code) {
    const attempts = pending.failed_attempts + 1;
    await (attempts >= TWO_FACTOR.maxAttempts
      ? db.query('delete from two_factor_codes where account_id = $1', [account.id])
      : db.query('update two_factor_codes set failed_attempts = $2 where account_id = $1', [
          account.id,
          attempts,
        ]));
    throw refuse(TwoFactorMessage.CodeInvalid);
  }
  await db.query('delete from two_factor_codes where account_id = $1', [account.id]);
};
