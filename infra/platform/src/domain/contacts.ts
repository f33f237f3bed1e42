// A player's contacts (spec section 3): the account's e-mail and phone, each with whether the
// player confirmed it with a code and whether it receives newsletters (its own consent).
import type { Contact } from '@omad/contract/api';
import { loginKeyOf } from './accounts';
import type { AccountRow } from './accounts';

export type ContactType = Contact['type'];

/** A contact of one account, as the confirmation methods address it. */
export interface OwnContact {
  readonly type: ContactType;
  /** Normalised: e-mails lower-cased, phones digits only. */
  readonly contact: string;
  readonly isConfirmed: boolean;
}

/** The dialling code of a stored phone when it was never given: Uzbekistan's, if it fits. */
const phoneCountryCodeOf = (account: AccountRow): string | null =>
  account.phone_country_code ??
  (account.phone?.startsWith('998') && account.phone.length === 12 ? '998' : null);

export const contactsOf = (account: AccountRow): Contact[] => {
  const contacts: Contact[] = [];
  if (account.email) {
    contacts.push({
      type: 'email',
      contact: account.email,
      is_confirmed: account.email_confirmed,
      is_subscribed: account.email_subscribed,
      phone_country_code: null,
    });
  }
  if (account.phone) {
    contacts.push({
      type: 'phone',
      contact: account.phone,
      is_confirmed: account.phone_confirmed,
      is_subscribed: account.phone_subscribed,
      phone_country_code: phoneCountryCodeOf(account),
    });
  }
  return contacts;
};

/** The account's contact `typed` names (a phone may carry '+' or spaces); undefined if none. */
export const findOwnContact = (account: AccountRow, typed: string): OwnContact | undefined => {
  const key = loginKeyOf(typed);
  if ('email' in key) {
    return account.email !== null && account.email === key.email
      ? { type: 'email', contact: account.email, isConfirmed: account.email_confirmed }
      : undefined;
  }
  return account.phone !== null && account.phone === key.phone
    ? { type: 'phone', contact: account.phone, isConfirmed: account.phone_confirmed }
    : undefined;
};
