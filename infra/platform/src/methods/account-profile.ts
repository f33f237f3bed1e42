// account.getprofileinfo and account.saveProfileInfo. A save also completes a social or
// messenger registration: once the account has a contact, a chosen currency and accepted
// terms, is_registration_completed turns true and the forced dialog stops appearing.
import { isUniqueViolation } from '../db/db';
import { crashPoint } from '../dev/crash-points';
import type { Queryable } from '../db/db';
import type { AccountRow } from '../domain/accounts';
import { personalDataFields, refuseLockedChanges } from '../domain/personal-data';
import { profileOf, readProfileChanges, saveProfileChanges } from '../domain/profile';
import { readCurrency, readEmail, readFakename, readPhone } from '../domain/registration';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalFlag, optionalString } from '../http/params';
import type { Params } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const takenByAnother = async (
  db: Queryable,
  column: 'email' | 'phone',
  value: string,
  id: number,
) =>
  (await db.query(`select 1 from accounts where ${column} = $1 and id <> $2`, [value, id])).length >
  0;

/** The account fields of a save, checked; what completing a registration needs is refused here. */
const readAccountChanges = (params: Params, account: AccountRow) => {
  const email = readEmail(params);
  const phone = readPhone(params);
  const phoneCountryCode = optionalString(params, 'phone_country_code')?.replace(/^\+/, '');
  if (phoneCountryCode !== undefined && !/^\d{1,4}$/.test(phoneCountryCode)) {
    throw invalidParameter('phone_country_code', 'INVALID');
  }
  const countryCode = optionalString(params, 'country_code')?.toUpperCase();
  if (countryCode !== undefined && !/^[A-Z]{2}$/.test(countryCode)) {
    throw invalidParameter('country_code', 'INVALID');
  }
  const currency = readCurrency(params);
  const terms = optionalFlag(params, 'terms');
  const completing = !account.is_registration_completed;
  // A save gives an account being completed the contact it lacks, nothing more: changing or
  // adding a contact is account.addcontact's (the current password, the old contact told),
  // so a session alone never moves where codes and restore links go.
  for (const [field, value, current] of [
    ['email', email, account.email],
    ['phone', phone, account.phone],
  ] as const) {
    if (value !== undefined && value !== current && (current !== null || !completing)) {
      throw invalidParameter(field, 'INVALID');
    }
  }
  if (completing) {
    // The form asks for whichever contact the account lacks; name the one it sent.
    if (!(email ?? account.email) && !(phone ?? account.phone)) {
      throw invalidParameter('phone' in params ? 'phone' : 'email', 'REQUIRED');
    }
    if (currency === undefined) throw invalidParameter('currency', 'REQUIRED');
    if (terms !== true) throw invalidParameter('terms', 'REQUIRED');
  } else if (currency !== undefined && currency !== account.currency) {
    // The wallet's currency is chosen once; a later change is account.setCurrency's business.
    throw invalidParameter('currency', 'INVALID');
  }
  return {
    email: email === account.email ? undefined : email,
    phone: phone === account.phone ? undefined : phone,
    phoneCountryCode,
    countryCode,
    currency: completing ? currency : undefined,
    fakename: readFakename(params),
    isSubscribed: optionalFlag(params, 'is_subscribed'),
    termsAccepted: terms === true && account.terms_accepted_at === null,
    completing,
  };
};

const saveProfileInfo = async (call: CallContext) => {
  const account = await requireAccount(call);
  const changes = readAccountChanges(call.params, account);
  const { db, now } = call.services;
  const profile = readProfileChanges(call.params, now());
  await refuseLockedChanges(db, account, profile);
  if (changes.email && (await takenByAnother(db, 'email', changes.email, account.id))) {
    throw invalidParameter('email', 'ALREADY_EXISTS');
  }
  if (changes.phone && (await takenByAnother(db, 'phone', changes.phone, account.id))) {
    throw invalidParameter('phone', 'ALREADY_EXISTS');
  }
  await db
    .transaction(async (tx) => {
      // A changed contact is a new one: it has to be confirmed again.
      await tx.query(
        `update accounts set
           email = coalesce($2, email),
           email_confirmed = case when $2::text is null then email_confirmed else false end,
           phone = coalesce($3, phone),
           phone_confirmed = case when $3::text is null then phone_confirmed else false end,
           phone_country_code = coalesce($4, phone_country_code),
           country_code = coalesce($5, country_code),
           currency = coalesce($6, currency),
           fakename = coalesce($7, fakename),
           email_subscribed = case when $8::boolean is null then email_subscribed
             else $8 and coalesce($2, email) is not null end,
           phone_subscribed = case when $8::boolean is null then phone_subscribed
             else $8 and coalesce($3, phone) is not null end,
           terms_accepted_at = case when $9 then $10 else terms_accepted_at end,
           is_registration_completed = is_registration_completed or $11
         where id = $1`,
        [
          account.id,
          changes.email ?? null,
          changes.phone ?? null,
          changes.phoneCountryCode ?? null,
          changes.countryCode ?? null,
          changes.currency ?? null,
          changes.fakename ?? null,
          changes.isSubscribed ?? null,
          changes.termsAccepted,
          now(),
          changes.completing,
        ],
      );
      crashPoint('profile:account-updated');
      await saveProfileChanges(tx, account.id, profile);
    })
    .catch((error: unknown) => {
      // Another account took the contact between the check and the write.
      if (!isUniqueViolation(error)) throw error;
      throw invalidParameter(changes.email ? 'email' : 'phone', 'ALREADY_EXISTS');
    });
  // The spec's success answer for a profile save is the number 1.
  return 1;
};

const getProfileInfo = async (call: CallContext) => {
  const account = await requireAccount(call);
  return profileOf(call.services.db, account);
};

export const profileMethods = {
  'account.getPersonalDataFields': async (call) => personalDataFields(await requireAccount(call)),
  'account.getprofileinfo': getProfileInfo,
  'account.saveProfileInfo': saveProfileInfo,
} satisfies MethodHandlers;
