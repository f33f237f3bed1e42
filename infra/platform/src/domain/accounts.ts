// Accounts as the platform stores them, and their shape on the wire (UserAccountSchema).
import type { Queryable } from '../db/db';
import type { Balances, Exclusion, UserAccount } from '@omad/contract/api';
import { openBalances } from './ledger';
import type { BalanceAmounts } from './ledger';

export interface AccountRow {
  readonly id: number;
  readonly email: string | null;
  readonly phone: string | null;
  readonly telegram_id: string | null;
  readonly password_hash: string | null;
  readonly currency: string;
  readonly fakename: string | null;
  /** Either contact takes newsletters (computed by the database from the two below). */
  readonly is_subscribed: boolean;
  readonly email_subscribed: boolean;
  readonly phone_subscribed: boolean;
  readonly locale: string | null;
  readonly country_code: string | null;
  readonly two_factor_auth: boolean;
  readonly is_registration_completed: boolean;
  readonly is_verified: boolean;
  readonly is_on_verification: boolean;
  readonly ban_type: string | null;
  readonly reg_time: number;
  readonly email_confirmed: boolean;
  readonly phone_confirmed: boolean;
  /** The contact the account signed up with; codes may go to it before it is confirmed. */
  readonly signup_contact: 'email' | 'phone' | null;
  /** Dialling code of the phone, e.g. '998'; null when never given. */
  readonly phone_country_code: string | null;
  /** When the player accepted the terms (ms); null for accounts that never had to. */
  readonly terms_accepted_at: number | null;
  /** Minutes between reality checks; 0 when off. */
  readonly reality_check_minutes: number;
  readonly exclusion_kind: Exclusion['kind'] | null;
  /** When the time-out or self-exclusion ends (ms); null when there never was one. */
  readonly exclusion_until: number | null;
  /** A deposit of the account was paid. */
  readonly has_deposited: boolean;
  readonly main: string;
  readonly bonus: string;
  readonly betting_bonus: string;
  readonly fun: string;
}

const selectAccount = `select a.*, b.main, b.bonus, b.betting_bonus, b.fun,
    exists (select 1 from cashier_transactions t
      where t.account_id = a.id and t.type = 'deposit' and t.status = 'success') as has_deposited
  from accounts a join balances b on b.account_id = a.id`;

/** A login as typed: an e-mail (case-insensitive) or a phone (a leading '+' dropped). */
export type LoginKey = { readonly email: string } | { readonly phone: string };

export const loginKeyOf = (login: string): LoginKey => {
  const trimmed = login.trim();
  return trimmed.includes('@')
    ? { email: trimmed.toLowerCase() }
    : { phone: trimmed.replace(/^\+/, '').replace(/[\s()-]/g, '') };
};

export const findAccountByLogin = async (db: Queryable, key: LoginKey) => {
  const [column, value] = 'email' in key ? ['email', key.email] : ['phone', key.phone];
  const rows = await db.query<AccountRow>(`${selectAccount} where a.${column} = $1`, [value]);
  return rows[0];
};

export const findAccountById = async (db: Queryable, id: number) =>
  (await db.query<AccountRow>(`${selectAccount} where a.id = $1`, [id]))[0];

/** The account's login as shown: its e-mail, else its phone. */
export const contactOf = (account: AccountRow): string =>
  account.email ?? account.phone ?? `telegram:${account.telegram_id ?? account.id}`;

/**
 * Where codes and links for this account may go (OWASP ASVS 5.0 6.6): a confirmed contact,
 * or the contact it signed up with (confirmed or not: whoever made the account made it with
 * that contact). A contact added later gets codes only once its owner proved it with a code.
 * The sign-up contact comes first. Null when there is none (a messenger-only account).
 */
export const codeContactOf = (account: AccountRow): string | null => {
  const email = { type: 'email', contact: account.email, confirmed: account.email_confirmed };
  const phone = { type: 'phone', contact: account.phone, confirmed: account.phone_confirmed };
  const ordered = account.signup_contact === 'phone' ? [phone, email] : [email, phone];
  const usable = ordered.find(
    ({ type, contact, confirmed }) =>
      contact !== null && (confirmed || account.signup_contact === type),
  );
  return usable?.contact ?? null;
};

/** A confirmed contact of the account, the sign-up one first; null when none is confirmed. */
export const confirmedContactOf = (account: AccountRow): string | null => {
  const email = account.email !== null && account.email_confirmed ? account.email : null;
  const phone = account.phone !== null && account.phone_confirmed ? account.phone : null;
  return account.signup_contact === 'phone' ? (phone ?? email) : (email ?? phone);
};

/** True when the account has a confirmed contact (a first withdrawal needs one). */
export const hasConfirmedContact = (account: AccountRow): boolean =>
  confirmedContactOf(account) !== null;

export const balancesOf = (account: AccountRow): Balances => {
  const money = (amount: string) => ({ amount, currency: account.currency });
  return {
    main: money(account.main),
    bonus: money(account.bonus),
    betting_bonus: money(account.betting_bonus),
    fun: money(account.fun),
  };
};

/** The time-out or self-exclusion in force at `at`, or null. */
export const exclusionOf = (
  account: Pick<AccountRow, 'exclusion_kind' | 'exclusion_until'>,
  at: number,
): Exclusion | null =>
  account.exclusion_kind !== null &&
  account.exclusion_until !== null &&
  Number(account.exclusion_until) > at
    ? {
        kind: account.exclusion_kind,
        until: new Date(Number(account.exclusion_until)).toISOString(),
      }
    : null;

/** The account as the wire shows it at `at` (an exclusion shows while it is in force). */
export const toUserAccount = (account: AccountRow, at: number): UserAccount => ({
  uid: Number(account.id),
  reg_time: Math.floor(Number(account.reg_time) / 1000),
  login: contactOf(account),
  fakename: account.fakename,
  is_subscribed: account.is_subscribed,
  balances: balancesOf(account),
  is_on_verification: account.is_on_verification,
  is_verified: account.is_verified,
  is_kyc_block_enabled: false,
  is_registration_completed: account.is_registration_completed,
  country_code: account.country_code,
  locale: account.locale,
  two_factor_auth: account.two_factor_auth,
  exclusion: exclusionOf(account, at),
  has_password: account.password_hash !== null,
  has_deposited: account.has_deposited,
});

/** What account.getInfo answers a guest: the same shape, uid 0. */
export const guestAccount: UserAccount = {
  uid: 0,
  reg_time: null,
  login: '',
  fakename: null,
  is_subscribed: false,
  balances: null,
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: null,
  locale: null,
  two_factor_auth: false,
  exclusion: null,
  has_password: false,
  has_deposited: false,
};

export interface NewAccount {
  readonly email?: string;
  readonly phone?: string;
  readonly telegramId?: string;
  readonly passwordHash: string | null;
  readonly currency: string;
  readonly fakename?: string;
  readonly promoCode?: string;
  readonly isSubscribed?: boolean;
  readonly locale: string;
  readonly countryCode?: string;
  readonly twoFactorAuth?: boolean;
  readonly isRegistrationCompleted?: boolean;
  readonly banType?: string;
  /** Milliseconds since the epoch. */
  readonly regTime: number;
  /** Opening amounts as decimal strings (e.g. '1250000.50'); zero when left out. */
  readonly balances?: Partial<BalanceAmounts>;
}

/** Inserts an account with its balances (and their opening ledger entries); returns the new uid. */
export const insertAccount = async (db: Queryable, account: NewAccount): Promise<number> => {
  const [row] = await db.query<{ id: number }>(
    `insert into accounts (email, phone, telegram_id, password_hash, currency, fakename, promo_code,
       email_subscribed, phone_subscribed, locale, country_code, two_factor_auth,
       is_registration_completed, ban_type, reg_time, signup_contact)
     values ($1, $2, $3, $4, $5, $6, $7, $8 and $1::text is not null, $8 and $2::text is not null,
       $9, $10, $11, $12, $13, $14,
       case when $1::text is not null then 'email' when $2::text is not null then 'phone' end)
     returning id`,
    [
      account.email ?? null,
      account.phone ?? null,
      account.telegramId ?? null,
      account.passwordHash,
      account.currency,
      account.fakename ?? null,
      account.promoCode ?? null,
      account.isSubscribed ?? false,
      account.locale,
      account.countryCode ?? 'UZ',
      account.twoFactorAuth ?? false,
      account.isRegistrationCompleted ?? true,
      account.banType ?? null,
      account.regTime,
    ],
  );
  if (!row) throw new Error('insert into accounts returned no id');
  await openBalances(db, Number(row.id), account.balances ?? {}, account.regTime);
  return Number(row.id);
};
