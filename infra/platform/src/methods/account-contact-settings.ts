// The player's contacts and how they are addressed: account.addcontact (the e-mail or phone
// the account lacks; it needs the current password, starts unconfirmed and without
// newsletters, gets no code but its confirmation until confirmed, ends the account's other
// sessions and is announced to the contact codes went to before), account.changeSubscription
// (newsletters per contact), account.changefakename and account.getContactPhoneSettings.
import { isEmail, isPhone } from '@omad/contract/validation';
import { isUniqueViolation } from '../db/db';
import type { ContactType } from '../domain/contacts';
import { findOwnContact } from '../domain/contacts';
import { notifyContactAdded } from '../domain/security-notices';
import { requireCurrentPassword } from './account-security';
import { internationalPhone, phoneSettings } from '../domain/phone-countries';
import { readFakename } from '../domain/registration';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalFlag, optionalString, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

interface NewContact {
  readonly type: ContactType;
  /** As stored: an e-mail lower-cased, a phone as digits with its dialling code. */
  readonly contact: string;
  readonly phoneCountryCode: string | null;
}

/** The contact the call adds, checked by the contract's e-mail and phone rules. */
const readNewContact = (call: CallContext): NewContact => {
  const typed = requiredString(call.params, 'contact');
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    if (!isEmail(email)) throw invalidParameter('contact', 'INVALID');
    return { type: 'email', contact: email, phoneCountryCode: null };
  }
  const code = optionalString(call.params, 'phone_country_code')?.replace(/^\+/, '');
  if (code !== undefined && !/^\d{1,4}$/.test(code)) {
    throw invalidParameter('phone_country_code', 'INVALID');
  }
  const digits = typed.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const phone = internationalPhone(digits, code, typed.startsWith('+'));
  if (!isPhone(phone)) throw invalidParameter('contact', 'INVALID');
  return { type: 'phone', contact: phone, phoneCountryCode: code ?? null };
};

const addContact = async (call: CallContext) => {
  const account = await requireAccount(call);
  const added = readNewContact(call);
  await requireCurrentPassword(call, account);
  // One e-mail and one phone per account: a second of a kind is a change, not an addition.
  if ((added.type === 'email' ? account.email : account.phone) !== null) {
    throw invalidParameter('contact', 'LOCKED');
  }
  const { db } = call.services;
  const [taken] = await db.query(`select 1 from accounts where ${added.type} = $1`, [
    added.contact,
  ]);
  if (taken) throw invalidParameter('contact', 'ALREADY_EXISTS');
  // The column names come from the fixed contact type, never from the request.
  const statement =
    added.type === 'email'
      ? `update accounts set email = $2, email_confirmed = false, email_subscribed = false
         where id = $1 and email is null returning id`
      : `update accounts set phone = $2, phone_confirmed = false, phone_subscribed = false,
           phone_country_code = coalesce($3, phone_country_code)
         where id = $1 and phone is null returning id`;
  const updated = await db
    .query(statement, [
      account.id,
      added.contact,
      ...(added.type === 'phone' ? [added.phoneCountryCode] : []),
    ])
    .catch((error: unknown) => {
      // Another account took it between the check and the write.
      if (!isUniqueViolation(error)) throw error;
      throw invalidParameter('contact', 'ALREADY_EXISTS');
    });
  // A racing call of this player added one first.
  if (updated.length === 0) throw invalidParameter('contact', 'LOCKED');
  await notifyContactAdded(call.services, account, added.contact);
  // Whoever else holds a session of the account is signed out; this browser stays.
  await call.session.endOthers();
  return 1;
};

const changeSubscription = async (call: CallContext) => {
  const account = await requireAccount(call);
  const own = findOwnContact(account, requiredString(call.params, 'contact'));
  if (!own) throw invalidParameter('contact', 'NOT_FOUND');
  const subscription = optionalFlag(call.params, 'subscription');
  if (subscription === undefined) throw invalidParameter('subscription', 'REQUIRED');
  const column = own.type === 'email' ? 'email_subscribed' : 'phone_subscribed';
  await call.services.db.query(`update accounts set ${column} = $2 where id = $1`, [
    account.id,
    subscription,
  ]);
  return 1;
};

const changeFakename = async (call: CallContext) => {
  const account = await requireAccount(call);
  const fakename = readFakename(call.params);
  if (fakename === undefined) throw invalidParameter('fakename', 'REQUIRED');
  await call.services.db.query('update accounts set fakename = $2 where id = $1', [
    account.id,
    fakename,
  ]);
  return 1;
};

export const contactSettingsMethods = {
  'account.addcontact': addContact,
  'account.changeSubscription': changeSubscription,
  'account.changefakename': changeFakename,
  'account.getContactPhoneSettings': async (call) => phoneSettings(call.locale),
} satisfies MethodHandlers;
