// Turning two-factor sign-in on or off (account.changeTwoFactorAuth, then
// account.confirmTwoFactorAuth): the wish waits for a 6-digit code sent to a confirmed
// contact of the account (kind 'twofactor-change'), so a session left open cannot switch it
// alone; turning it off also needs the password (methods/account-security.ts). The code
// follows the login code's rules (TWO_FACTOR): another may be asked for after 60 s, it lives
// 5 minutes and dies after 5 wrong guesses; it is stored hashed and used atomically
// (domain/codes.ts).
import { ErrorType } from '@omad/contract/api';
import type { TwoFactorChange } from '@omad/contract/api';
import { TWO_FACTOR } from '../config';
import type { Services } from '../config';
import { ApiError, invalidParameter } from '../http/errors';
import { countCall } from '../http/throttle';
import { confirmedContactOf } from './accounts';
import type { AccountRow } from './accounts';
import { codeHash, newCode } from './codes';
import { maskContact, sendMessage } from './messages';

export { maskContact } from './messages';

interface PendingChange {
  readonly enable: boolean;
  readonly sent_at: number;
  readonly failed_attempts: number;
}

const pendingOf = async ({ db }: Services, accountId: number) =>
  (
    await db.query<PendingChange>(
      'select enable, sent_at, failed_attempts from two_factor_changes where account_id = $1',
      [accountId],
    )
  )[0];

const hashOf = (services: Services, accountId: number, code: string): string =>
  codeHash(services.platformSecret, 'two-factor-change', String(accountId), code);

const changeText = (locale: string | null, enable: boolean, code: string): string => {
  if (locale === 'ru') {
    return `Omad: код для ${enable ? 'включения' : 'отключения'} двухфакторного входа ${code}`;
  }
  return `Omad: ikki bosqichli kirishni ${enable ? 'yoqish' : "o'chirish"} kodi ${code}`;
};

/**
 * Sends a code for switching two-factor to `enable` (refused as INVALID when it already is);
 * asked again within the resend time, it answers the code already sent without sending.
 */
export const requestTwoFactorChange = async (
  services: Services,
  account: AccountRow,
  enable: boolean,
  address: string,
): Promise<TwoFactorChange> => {
  if (account.two_factor_auth === enable) throw invalidParameter('enable', 'INVALID');
  const { db, now } = services;
  const to = confirmedContactOf(account);
  if (to === null) {
    throw new ApiError(ErrorType.UserNeedConfirmContact, 'Confirm a contact first');
  }
  const pending = await pendingOf(services, account.id);
  const waitSeconds = pending
    ? Math.ceil(TWO_FACTOR.resendSeconds - (now() - Number(pending.sent_at)) / 1000)
    : 0;
  // Asked again within the resend time: the code already sent stands (enable can only ever
  // be the opposite of the current setting, so it is the same wish).
  if (pending && pending.enable === enable && waitSeconds > 0) {
    return { enable, sent_to: maskContact(to), resend_time: waitSeconds };
  }
  await countCall(services, 'codeSend', { subject: to, address });
  const code = newCode();
  await db.query(
    `insert into two_factor_changes (account_id, enable, code_hash, sent_at, failed_attempts)
     values ($1, $2, $3, $4, 0)
     on conflict (account_id) do update set enable = $2, code_hash = $3, sent_at = $4,
       failed_attempts = 0`,
    [account.id, enable, hashOf(services, account.id, code), now()],
  );
  await sendMessage(services, {
    to,
    kind: 'twofactor-change',
    code,
    text: changeText(account.locale, enable, code),
  });
  return { enable, sent_to: maskContact(to), resend_time: TWO_FACTOR.resendSeconds };
};

/** Makes the waiting change when `code` is its code; otherwise `{ code: ['INVALID'] }`. */
export const confirmTwoFactorChange = async (
  services: Services,
  account: AccountRow,
  code: string,
): Promise<void> => {
  const { db, now } = services;
  const applied = await db.transaction(async (tx) => {
    // Used by deleting it: of two parallel confirmations only one finds the row.
    const [used] = await tx.query<{ enable: boolean }>(
      `delete from two_factor_changes where account_id = $1 and code_hash = $2 and sent_at > $3
       returning enable`,
      [account.id, hashOf(services, account.id, code), now() - TWO_FACTOR.lifetimeMs],
    );
    if (!used) return false;
    await tx.query('update accounts set two_factor_auth = $2 where id = $1', [
      account.id,
      used.enable,
    ]);
    // A login code sent before two-factor went off must not linger.
    if (!used.enable) {
      await tx.query('delete from two_factor_codes where account_id = $1', [account.id]);
    }
    return true;
  });
  if (applied) return;
  const [counted] = await db.query<{ failed_attempts: number; sent_at: number }>(
    `update two_factor_changes set failed_attempts = failed_attempts + 1 where account_id = $1
     returning failed_attempts, sent_at`,
    [account.id],
  );
  // Expired, or guessed at too often: the code is gone and a new one must be asked for.
  if (
    counted &&
    (counted.failed_attempts >= TWO_FACTOR.maxAttempts ||
      now() - Number(counted.sent_at) > TWO_FACTOR.lifetimeMs)
  ) {
    await db.query('delete from two_factor_changes where account_id = $1', [account.id]);
  }
  throw invalidParameter('code', 'INVALID');
};
