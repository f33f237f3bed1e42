// Password restore by a single-use link (OWASP ASVS 5.0 6.4): auth.restore sends the
// account's code contact a link to /restore (/ru/restore for a Russian account) carrying a
// 256-bit token in its fragment; the database keeps the token's SHA-256, when it expires
// (an hour) and when it was used. auth.resetPassword uses it at most once — the `update …
// where used_at is null returning` lets one of two parallel uses through — sets the new
// password, ends every session of the account and signs the browser in.
import { RESTORE_PATH, RESTORE_TOKEN_PARAM } from '@omad/contract/api';
import { RESTORE_TOKEN_TTL_MS, TWO_FACTOR } from '../config';
import type { Services } from '../config';
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import type { AccountRow } from './accounts';
import { linkTokenHash, newLinkToken } from './codes';
import { sendMessage } from './messages';

/** The path of the restore page in the account's language. */
const restorePathFor = (locale: string | null): string =>
  `${locale === 'ru' ? '/ru' : ''}${RESTORE_PATH}`;

const restoreText = (locale: string | null, link: string): string =>
  locale === 'ru'
    ? `Omad: чтобы задать новый пароль, откройте ссылку (действует 1 час): ${link}`
    : `Omad: yangi parol o'rnatish uchun havolani oching (1 soat amal qiladi): ${link}`;

/**
 * Sends `to` a restore link for `account`, unless one went to it within the resend time
 * (the earlier link still works, so nobody is locked out by a stranger asking again).
 */
export const sendRestoreLink = async (
  services: Services,
  account: AccountRow,
  to: string,
  origin: string,
): Promise<void> => {
  const { db, now } = services;
  const [recent] = await db.query(
    'select 1 from password_reset_tokens where account_id = $1 and created_at > $2',
    [account.id, now() - TWO_FACTOR.resendSeconds * 1000],
  );
  if (recent) return;
  const token = newLinkToken();
  await db.query(
    `insert into password_reset_tokens (token_hash, account_id, created_at, expires_at)
     values ($1, $2, $3, $4)`,
    [linkTokenHash(token), account.id, now(), now() + RESTORE_TOKEN_TTL_MS],
  );
  const link = `${origin}${restorePathFor(account.locale)}#${RESTORE_TOKEN_PARAM}=${token}`;
  await sendMessage(services, {
    to,
    kind: 'restore',
    code: token,
    text: restoreText(account.locale, link),
  });
};

interface TokenRow {
  readonly account_id: number;
  readonly expires_at: number;
  readonly used_at: number | null;
}

/** Why `token` cannot set a password now, as the field error the page shows; null if it can. */
const refusalOf = (row: TokenRow | undefined, at: number) => {
  if (!row) return invalidParameter('token', 'NOT_FOUND');
  if (row.used_at !== null) return invalidParameter('token', 'ALREADY_USED');
  if (Number(row.expires_at) <= at) return invalidParameter('token', 'EXPIRED');
  return null;
};

const tokenRowOf = async (db: Queryable, token: string): Promise<TokenRow | undefined> =>
  (
    await db.query<TokenRow>(
      'select account_id, expires_at, used_at from password_reset_tokens where token_hash = $1',
      [linkTokenHash(token)],
    )
  )[0];

/** When a usable token expires; otherwise the refusal (NOT_FOUND, ALREADY_USED, EXPIRED). */
export const checkRestoreToken = async (
  { db, now }: Services,
  token: string,
): Promise<{ expires_at: string }> => {
  const row = await tokenRowOf(db, token);
  const refusal = refusalOf(row, now());
  if (refusal || !row) throw refusal ?? invalidParameter('token', 'NOT_FOUND');
  return { expires_at: new Date(Number(row.expires_at)).toISOString() };
};

/**
 * Uses `token` up inside `tx` and answers its account; a token that cannot be used throws
 * its refusal and changes nothing. Every other link of the account dies with it.
 */
export const useRestoreToken = async (
  tx: Queryable,
  token: string,
  at: number,
): Promise<number> => {
  const [used] = await tx.query<{ account_id: number }>(
    `update password_reset_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2 returning account_id`,
    [linkTokenHash(token), at],
  );
  if (!used) {
    throw refusalOf(await tokenRowOf(tx, token), at) ?? invalidParameter('token', 'NOT_FOUND');
  }
  await tx.query('delete from password_reset_tokens where account_id = $1 and token_hash <> $2', [
    used.account_id,
    linkTokenHash(token),
  ]);
  return Number(used.account_id);
};
