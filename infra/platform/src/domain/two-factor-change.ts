// Turning two-factor sign-in on or off (account.changeTwoFactorAuth, then
// account.confirmTwoFactorAuth): the wish waits for a 6-digit code sent to the account's
// contact (the dev outbox, kind 'twofactor-change'), so a session left open cannot switch it
// alone. The code follows the login code's rules (TWO_FACTOR): another may be asked for after
// 60 s, it lives 5 minutes and dies after 5 wrong guesses.
import { randomInt } from 'node:crypto';
import type { TwoFactorChange } from '@omad/contract/api';
import { TWO_FACTOR } from '../config';
import type { Services } from '../config';
import { sendToOutbox } from '../dev/outbox';
import { invalidParameter } from '../http/errors';
import { contactOf } from './accounts';
import type { AccountRow } from './accounts';

/** Where a code went, shown without giving the contact away: 'pl****@omad.uz', '99890*****67'. */
export const maskContact = (contact: string): string => {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, Math.min(2, at))}****${contact.slice(at)}`;
  if (/^\d{8,}$/.test(contact)) {
    return `${contact.slice(0, 5)}${'*'.repeat(contact.length - 7)}${contact.slice(-2)}`;
  }
  return `${contact.slice(0, 2)}****`;
};

interface PendingChange {
  readonly enable: boolean;
  readonly code: string;
  readonly sent_at: number;
  readonly failed_attempts: number;
}

const pendingOf = async ({ db }: Services, accountId: number) =>
  (
    await db.query<PendingChange>(
      'select enable, code, sent_at, failed_attempts from two_factor_changes where account_id = $1',
      [accountId],
    )
  )[0];

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
): Promise<TwoFactorChange> => {
  if (account.two_factor_auth === enable) throw invalidParameter('enable', 'INVALID');
  const { db, now } = services;
  const to = contactOf(account);
  const pending = await pendingOf(services, account.id);
  const waitSeconds = pending
    ? Math.ceil(TWO_FACTOR.resendSeconds - (now() - Number(pending.sent_at)) / 1000)
    : 0;
  // Asked again within the resend time: the code already sent stands (enable can only ever
  // be the opposite of the current setting, so it is the same wish).
  if (pending && pending.enable === enable && waitSeconds > 0) {
    return { enable, sent_to: maskContact(to), resend_time: waitSeconds };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `insert into two_factor_changes (account_id, enable, code, sent_at, failed_attempts)
     values ($1, $2, $3, $4, 0)
     on conflict (account_id) do update set enable = $2, code = $3, sent_at = $4,
       failed_attempts = 0`,
    [account.id, enable, code, now()],
  );
  await sendToOutbox(db, {
    to,
    kind: 'twofactor-change',
    code,
    text: changeText(account.locale, enable, code),
    createdAt: now(),
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
  const pending = await pendingOf(services, account.id);
  const fresh = pending && now() - Number(pending.sent_at) <= TWO_FACTOR.lifetimeMs;
  if (!pending || !fresh || code !== pending.code) {
    const attempts = (pending?.failed_attempts ?? 0) + 1;
    await (!fresh || attempts >= TWO_FACTOR.maxAttempts
      ? db.query('delete from two_factor_changes where account_id = $1', [account.id])
      : db.query('update two_factor_changes set failed_attempts = $2 where account_id = $1', [
          account.id,
          attempts,
        ]));
    throw invalidParameter('code', 'INVALID');
  }
  await db.transaction(async (tx) => {
    await tx.query('delete from two_factor_changes where account_id = $1', [account.id]);
    await tx.query('update accounts set two_factor_auth = $2 where id = $1', [
      account.id,
      pending.enable,
    ]);
    // A login code sent before two-factor went off must not linger.
    if (!pending.enable) {
      await tx.query('delete from two_factor_codes where account_id = $1', [account.id]);
    }
  });
};
