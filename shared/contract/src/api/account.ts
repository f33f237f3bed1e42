// account.*: the signed-in player's account, balances, profile, contacts and settings.
import * as v from 'valibot';
import {
  AcknowledgedSchema,
  BalancesSchema,
  CurrencyRatesSchema,
  DepositLimitSchema,
  ProfileSchema,
  UserAccountSchema,
} from './entities';
import type { Balances, CurrencyRates, DepositLimit, Profile, UserAccount } from './entities';
import {
  AccountNotificationPageSchema,
  AccountSessionSchema,
  ContactPhoneSettingsSchema,
  PersonalDataFieldsSchema,
  TwoFactorChangeSchema,
} from './entities-profile';
import type {
  AccountNotificationPage,
  AccountSession,
  ContactPhoneSettings,
  PersonalDataFields,
  TwoFactorChange,
} from './entities-profile';
import type { PageParams } from './methods';
import type { MethodCaller } from './methods';
import type { FormFields } from './wire';

/** A contact to add (account.addcontact). */
export type NewContact = Readonly<{
  /** The e-mail address or phone number. */
  contact: string;
  /** Dialling code, for a phone contact only. */
  phone_country_code?: string;
  /**
   * The account's current password, required when it has one (UserAccount.has_password):
   * a session alone cannot move codes to a new contact. Refused with
   * `{ password: ['REQUIRED' | 'INVALID'] }`.
   */
  password?: string;
}>;

/**
 * The fields of account.unsubscribe: the `contact` and `token` of an e-mail's unsubscribe
 * link (`/unsubscribe?contact=…&token=…`), or neither to unsubscribe the signed-in player.
 */
export type UnsubscribeRequest = Readonly<{
  /** The e-mail or phone the newsletters go to. */
  contact?: string;
  /** The link's signature of the contact; a wrong one is error_data `{ token: ['INVALID'] }`. */
  token?: string;
}>;

/** The fields of account.changepassword. */
export type PasswordChange = Readonly<{
  /** The password the player signs in with now. */
  old_password: string;
  /** The new one (spec section 5 password rule). */
  password: string;
  /** The new one again; must equal `password`. */
  password_confirm: string;
}>;

/** account.closeOtherSessions answers how many sessions it ended. */
const ClosedSessionsSchema = v.object({ closed: v.number() });

/** The platform answers 1 when a profile save succeeded. */
const SavedSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => answer === 1 || answer === '1'),
);

export const accountApi = (call: MethodCaller) => ({
  /**
   * Adds the e-mail or phone the account lacks; it starts unconfirmed. Refusals name the
   * `contact` field: INVALID, ALREADY_EXISTS (another account has it) or LOCKED (the account
   * already has a contact of that type).
   */
  addContact: (contact: NewContact): Promise<true> =>
    call('account.addcontact', { body: contact, schema: AcknowledgedSchema }),

  /** Sets the name shown instead of the login (spec section 5 fakename rule). */
  changeFakename: (fakename: string): Promise<true> =>
    call('account.changefakename', { body: { fakename }, schema: AcknowledgedSchema }),

  /** Tells the account the new UI locale (before the UI refetches its data). */
  changeLocale: (locale: string): Promise<unknown> =>
    call('account.changelocale', { body: { locale } }),

  /**
   * Changes the password; a wrong `old_password` is error_data `{ old_password: ['INVALID'] }`.
   * Every other session of the player is signed out.
   */
  changePassword: (change: PasswordChange): Promise<true> =>
    call('account.changepassword', { body: change, schema: AcknowledgedSchema }),

  /** Turns newsletters on one contact on or off (sent as '1' / '0'). */
  changeSubscription: (contact: string, subscription: boolean): Promise<true> =>
    call('account.changeSubscription', {
      body: { contact, subscription: subscription ? '1' : '0' },
      schema: AcknowledgedSchema,
    }),

  /**
   * Asks to turn two-factor on or off: a code goes to a confirmed contact of the player,
   * confirmTwoFactorAuth uses it. Turning it off also needs the current password
   * (`{ password: ['REQUIRED' | 'INVALID'] }`); without a confirmed contact the call is
   * refused with UserNeedConfirmContactException.
   */
  changeTwoFactorAuth: (enable: boolean, password?: string): Promise<TwoFactorChange> =>
    call('account.changeTwoFactorAuth', {
      body: { enable: enable ? '1' : '0', ...(password === undefined ? {} : { password }) },
      schema: TwoFactorChangeSchema,
    }),

  /** Confirms a contact with the code that was sent to it. */
  confirmContact: (contact: string, code: string): Promise<unknown> =>
    call('account.confirmContact', { body: { contact, code } }),

  /** Makes the asked two-factor change with its code; a wrong one is `{ code: ['INVALID'] }`. */
  confirmTwoFactorAuth: (code: string): Promise<UserAccount> =>
    call('account.confirmTwoFactorAuth', { body: { code }, schema: UserAccountSchema }),

  /** Countries a phone contact may have, with dialling codes and masks. */
  getContactPhoneSettings: (): Promise<ContactPhoneSettings> =>
    call('account.getContactPhoneSettings', { schema: ContactPhoneSettingsSchema }),

  /** What one unit of the account's currency is worth in each offered currency. */
  getCurrencyRates: (): Promise<CurrencyRates> =>
    call('account.getcurrencyrates', { schema: CurrencyRatesSchema }),

  /** The deposit limit that binds first (responsibleGaming.get has all three periods). */
  getDepositLimit: (): Promise<DepositLimit> =>
    call('account.getDepositLimit', { schema: DepositLimitSchema }),

  /** The account of the current session; uid 0 means a guest. */
  getInfo: (): Promise<UserAccount> => call('account.getInfo', { schema: UserAccountSchema }),

  getBalance: (): Promise<Balances> => call('account.getBalance', { schema: BalancesSchema }),

  /** The player's notifications, newest first, with read state. */
  getNotifications: ({
    offset = 0,
    count = 20,
  }: PageParams = {}): Promise<AccountNotificationPage> =>
    call('account.getNotifications', {
      params: { offset, count },
      schema: AccountNotificationPageSchema,
    }),

  /** Marks notifications read: the ids given, or all of them. */
  readNotifications: (ids: readonly number[] | 'all'): Promise<true> =>
    call('account.readNotifications', {
      body: { ids: Array.isArray(ids) ? ids.join(',') : 'all' },
      schema: AcknowledgedSchema,
    }),

  /** Which personal fields the platform asks for and which may still be changed. */
  getPersonalDataFields: (): Promise<PersonalDataFields> =>
    call('account.getPersonalDataFields', { schema: PersonalDataFieldsSchema }),

  /** The profile, with its contacts and identity document unless other fields are asked. */
  getProfileInfo: (fields: readonly string[] = ['contacts', 'document']): Promise<Profile> =>
    call('account.getprofileinfo', { params: { fields }, schema: ProfileSchema }),

  /** The player's signed-in sessions, the current one first. */
  getSessions: (): Promise<AccountSession[]> =>
    call('account.getSessions', { schema: v.array(AccountSessionSchema) }),

  /** Signs out every session of the player but this one; answers how many ended. */
  closeOtherSessions: (): Promise<number> =>
    call('account.closeOtherSessions', {
      schema: v.pipe(
        ClosedSessionsSchema,
        v.transform(({ closed }) => closed),
      ),
    }),

  /** Saves profile fields; true when the platform answered 1. */
  saveProfileInfo: (fields: FormFields): Promise<boolean> =>
    call('account.saveProfileInfo', { body: fields, schema: SavedSchema }),

  sendConfirmationToContact: (contact: string): Promise<unknown> =>
    call('account.sendconfirmationtocontact', { body: { contact } }),

  /** Tells the platform the player sent their documents to the verification provider. */
  setUserOnVerification: (): Promise<true> =>
    call('account.setUserOnVerification', { body: {}, schema: AcknowledgedSchema }),

  /**
   * Sets the account's currency (one of general info's available_currencies); refused with
   * error_data `{ currency: ['LOCKED'] }` once money has moved on the account.
   */
  setCurrency: (currency: string): Promise<UserAccount> =>
    call('account.setCurrency', { body: { currency }, schema: UserAccountSchema }),

  /**
   * Stops newsletters: to the link's contact when a token is given, otherwise to every
   * contact of the signed-in player (a guest without a token hears AuthorizationException).
   */
  unsubscribe: (request: UnsubscribeRequest = {}): Promise<true> =>
    call('account.unsubscribe', { body: request, schema: AcknowledgedSchema }),
});
