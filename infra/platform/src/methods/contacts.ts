// account.sendconfirmationtocontact and account.confirmContact: a 6-digit code sent to one of
// the player's contacts (the dev outbox, kind 'confirm'), valid for an hour and 5 wrong tries.
import { randomInt } from 'node:crypto';
import { CONTACT_CONFIRMATION } from '../config';
import { findOwnContact } from '../domain/contacts';
import type { OwnContact } from '../domain/contacts';
import type { AccountRow } from '../domain/accounts';
import { sendToOutbox } from '../dev/outbox';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { callSucceeded, countCall } from '../http/throttle';
import { requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

/** The player's own contact the call names; anyone else's address is refused. */
const ownContactOf = (call: CallContext, account: AccountRow): OwnContact => {
  const contact = findOwnContact(account, requiredString(call.params, 'contact'));
  if (!contact) throw invalidParameter('contact', 'NOT_FOUND');
  return contact;
};

const sendConfirmation = async (call: CallContext) => {
  const account = await requireAccount(call);
  const { type, contact } = ownContactOf(call, account);
  const { db, now } = call.services;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces the pending one, so only the latest message works.
  await db.query(
    `insert into contact_confirmations (account_id, contact, code, sent_at, failed_attempts)
     values ($1, $2, $3, $4, 0)
     on conflict (account_id, contact) do update set code = $3, sent_at = $4, failed_attempts = 0`,
    [account.id, contact, code, now()],
  );
  await sendToOutbox(db, {
    to: contact,
    kind: 'confirm',
    code,
    text: confirmationText(account.locale, type, contact, code),
    createdAt: now(),
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
  const [pending] = await db.query<{ code: string; sent_at: number; failed_attempts: number }>(
    'select code, sent_at, failed_attempts from contact_confirmations where account_id = $1 and contact = $2',
    [account.id, contact],
  );
  const fresh = pending && now() - Number(pending.sent_at) <= CONTACT_CONFIRMATION.lifetimeMs;
  if (!pending || !fresh || code !== pending.code) {
    const attempts = (pending?.failed_attempts ?? 0) + 1;
    // Expired, or guessed at too often: the code is gone and a new one must be sent.
    await (!fresh || attempts >= CONTACT_CONFIRMATION.maxAttempts
      ? db.query('delete from contact_confirmations where account_id = $1 and contact = $2', [
          account.id,
          contact,
        ])
      : db.query(
          `update contact_confirmations set failed_attempts = $3
           where account_id = $1 and contact = $2`,
          [account.id, contact, attempts],
        ));
    throw invalidParameter('code', 'INVALID');
  }
  await db.query('delete from contact_confirmations where account_id = $1 and contact = $2', [
    account.id,
    contact,
  ]);
  const column = type === 'email' ? 'email_confirmed' : 'phone_confirmed';
  await db.query(`update accounts set ${column} = true where id = $1`, [account.id]);
  await callSucceeded(call.services, 'contactCode', keys);
  return true;
};

export const contactsMethods = {
  'account.sendconfirmationtocontact': sendConfirmation,
  'account.confirmContact': confirmContact,
} satisfies MethodHandlers;
