// account.sendconfirmationtocontact and account.confirmContact: a 6-digit code sent to one of
// the player's own contacts (kind 'confirm'; the only code an unconfirmed contact ever gets),
// at most once per resend time and within the codeSend limit, valid for an hour and 5 wrong
// tries, stored hashed and used atomically (domain/codes.ts).
import { CONTACT_CONFIRMATION, TWO_FACTOR } from '../config';
import { findOwnContact } from '../domain/contacts';
import type { OwnContact } from '../domain/contacts';
import type { AccountRow } from '../domain/accounts';
import { codeHash, newCode } from '../domain/codes';
import { sendMessage } from '../domain/messages';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { callSucceeded, countCall, tooManyRequests } from '../http/throttle';
import { requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

/** The player's own contact the call names; anyone else's address is refused. */
const ownContactOf = (call: CallContext, account: AccountRow): OwnContact => {
  const contact = findOwnContact(account, requiredString(call.params, 'contact'));
  if (!contact) throw invalidParameter('contact', 'NOT_FOUND');
  return contact;
};

const hashOf = (call: CallContext, accountId: number, contact: string, code: string) =>
  codeHash(call.services.platformSecret, 'contact', `${accountId}\n${contact}`, code);

const sendConfirmation = async (call: CallContext) => {
  const account = await requireAccount(call);
  const { type, contact } = ownContactOf(call, account);
  const { db, now } = call.services;
  const [pending] = await db.query<{ sent_at: number }>(
    'select sent_at from contact_confirmations where account_id = $1 and contact = $2',
    [account.id, contact],
  );
  const waitSeconds = pending
    ? Math.ceil(TWO_FACTOR.resendSeconds - (now() - Number(pending.sent_at)) / 1000)
    : 0;
  if (waitSeconds > 0) throw tooManyRequests(waitSeconds);
  await countCall(call.services, 'codeSend', { subject: contact, address: call.address });
  const code = newCode();
  // A new code replaces the pending one, so only the latest message works.
  await db.query(
    `insert into contact_confirmations (account_id, contact, code_hash, sent_at, failed_attempts)
     values ($1, $2, $3, $4, 0)
     on conflict (account_id, contact) do update set code_hash = $3, sent_at = $4,
       failed_attempts = 0`,
    [account.id, contact, hashOf(call, account.id, contact, code), now()],
  );
  await sendMessage(call.services, {
    to: contact,
    kind: 'confirm',
    code,
    text: confirmationText(account.locale, type, contact, code),
  });
  return true;
};

/** The message with the code; an e-mail also carries the link of the /confirmation page. */
const confirmationText = (
  locale: string | null,
  type: OwnContact['type'],
  contact: string,
  code: string,
): string => {
  const ru = locale === 'ru';
  const text = ru ? `Omad: код подтверждения ${code}` : `Omad: tasdiqlash kodi ${code}`;
  if (type !== 'email') return text;
  const link = `/confirmation?${new URLSearchParams({ contact, code })}`;
  return `${text}. ${ru ? 'Ссылка' : 'Havola'}: ${link}`;
};

const confirmContact = async (call: CallContext) => {
  const account = await requireAccount(call);
  const { type, contact } = ownContactOf(call, account);
  const code = requiredString(call.params, 'code');
  const { db, now } = call.services;
  const keys = { subject: `account:${account.id}`, address: call.address };
  await countCall(call.services, 'contactCode', keys);
  // Used by deleting it: of two parallel confirmations with the right code one passes.
  const used = await db.query(
    `delete from contact_confirmations
     where account_id = $1 and contact = $2 and code_hash = $3 and sent_at > $4 returning 1`,
    [
      account.id,
      contact,
      hashOf(call, account.id, contact, code),
      now() - CONTACT_CONFIRMATION.lifetimeMs,
    ],
  );
  if (used.length === 0) {
    const [counted] = await db.query<{ failed_attempts: number; sent_at: number }>(
      `update contact_confirmations set failed_attempts = failed_attempts + 1
       where account_id = $1 and contact = $2 returning failed_attempts, sent_at`,
      [account.id, contact],
    );
    // Expired, or guessed at too often: the code is gone and a new one must be sent.
    if (
      counted &&
      (counted.failed_attempts >= CONTACT_CONFIRMATION.maxAttempts ||
        now() - Number(counted.sent_at) > CONTACT_CONFIRMATION.lifetimeMs)
    ) {
      await db.query('delete from contact_confirmations where account_id = $1 and contact = $2', [
        account.id,
        contact,
      ]);
    }
    throw invalidParameter('code', 'INVALID');
  }
  const column = type === 'email' ? 'email_confirmed' : 'phone_confirmed';
  await db.query(`update accounts set ${column} = true where id = $1`, [account.id]);
  await callSucceeded(call.services, 'contactCode', keys);
  return true;
};

export const contactsMethods = {
  'account.sendconfirmationtocontact': sendConfirmation,
  'account.confirmContact': confirmContact,
} satisfies MethodHandlers;
