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
import type { MethodCaller } from './methods';
import type { FormFields } from './wire';

/** A contact to add (account.addcontact). */
export type NewContact = Readonly<{
  /** The e-mail address or phone number. */
  contact: string;
  /** Dialling code, for a phone contact only. */
  phone_country_code?: string;
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

/** The platform answers 1 when a profile save succeeded. */
const SavedSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => answer === 1 || answer === '1'),
);

export const accountApi = (call: MethodCaller) => ({
  addContact: (contact: NewContact): Promise<unknown> =>
    call('account.addcontact', { body: contact }),

  changeFakename: (fields: FormFields): Promise<unknown> =>
    call('account.changefakename', { body: fields }),

  /** Tells the account the new UI locale (before the UI refetches its data). */
  changeLocale: (locale: string): Promise<unknown> =>
    call('account.changelocale', { body: { locale } }),

  changePassword: (fields: FormFields): Promise<unknown> =>
    call('account.changepassword', { body: fields }),

  /** Turns newsletters on one contact on or off (sent as '1' / '0'). */
  changeSubscription: (contact: string, subscription: boolean): Promise<unknown> =>
    call('account.changeSubscription', { body: { contact, subscription } }),

  changeTwoFactorAuth: (fields: FormFields): Promise<unknown> =>
    call('account.changeTwoFactorAuth', { body: fields }),

  /** Confirms a contact with the code that was sent to it. */
  confirmContact: (contact: string, code: string): Promise<unknown> =>
    call('account.confirmContact', { body: { contact, code } }),

  confirmTwoFactorAuth: (fields: FormFields): Promise<unknown> =>
    call('account.confirmTwoFactorAuth', { body: fields }),

  getContactPhoneSettings: (): Promise<unknown> => call('account.getContactPhoneSettings'),

  /** What one unit of the account's currency is worth in each offered currency. */
  getCurrencyRates: (): Promise<CurrencyRates> =>
    call('account.getcurrencyrates', { schema: CurrencyRatesSchema }),

  getDepositLimit: (): Promise<DepositLimit> =>
    call('account.getDepositLimit', { schema: DepositLimitSchema }),

  /** The account of the current session; uid 0 means a guest. */
  getInfo: (): Promise<UserAccount> => call('account.getInfo', { schema: UserAccountSchema }),

  getBalance: (): Promise<Balances> => call('account.getBalance', { schema: BalancesSchema }),

  getPersonalDataFields: (): Promise<unknown> => call('account.getPersonalDataFields'),

  /** The profile, with its contacts and identity document unless other fields are asked. */
  getProfileInfo: (fields: readonly string[] = ['contacts', 'document']): Promise<Profile> =>
    call('account.getprofileinfo', { params: { fields }, schema: ProfileSchema }),

  /** Saves profile fields; true when the platform answered 1. */
  saveProfileInfo: (fields: FormFields): Promise<boolean> =>
    call('account.saveProfileInfo', { body: fields, schema: SavedSchema }),

  sendConfirmationToContact: (contact: string): Promise<unknown> =>
    call('account.sendconfirmationtocontact', { body: { contact } }),

  setUserOnVerification: (fields: FormFields = {}): Promise<unknown> =>
    call('account.setUserOnVerification', { body: fields }),

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
