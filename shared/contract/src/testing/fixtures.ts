// Answers and entities as the platform and the CMS send them, for scripting a test host.
import { normalizeDecimal } from '../format/decimal';
import type { Balances, UserAccount } from '../api/index';
import type { PlatformAnswer } from './scripted-fetch';

/** The platform's answer to a call that succeeded: `{ data }`. */
export const answer = (data: unknown): PlatformAnswer => ({ body: { data } });

/** What a refusal carries besides its type; `message` is the type unless given. */
export type RefusalDetails = Readonly<{
  message?: string;
  /** Extra facts, e.g. `{ resend_time }` (sent as `data`). */
  data?: object;
  /** Field errors, e.g. `{ promo_code: ['NOT_FOUND'] }` (sent as `error_data`). */
  errorData?: object;
  /** The HTTP status; 400 unless given. */
  status?: number;
}>;

/** The platform's answer to a call it refused: `{ error: { type, message, … } }`. */
export const refusal = (type: string, details: RefusalDetails = {}): PlatformAnswer => ({
  status: details.status ?? 400,
  body: {
    error: {
      type,
      message: details.message ?? type,
      ...(details.data ? { data: details.data } : {}),
      ...(details.errorData ? { error_data: details.errorData } : {}),
    },
  },
});

/** Balances in one currency; each amount 0 unless given (a decimal string on the way out). */
export const balancesFixture = (
  amounts: Partial<Record<keyof Balances, number | string>> = {},
  currency = 'UZS',
): Balances => {
  const money = (amount: number | string = 0) => ({
    amount: normalizeDecimal(String(amount)),
    currency,
  });
  return {
    main: money(amounts.main),
    bonus: money(amounts.bonus),
    betting_bonus: money(amounts.betting_bonus),
    fun: money(amounts.fun),
  };
};

/** A signed-in account as account.getInfo and auth.login answer it. */
export const accountFixture = (overrides: Partial<UserAccount> = {}): UserAccount => ({
  uid: 7,
  reg_time: 1_700_000_000,
  login: 'player@omad.uz',
  fakename: null,
  is_subscribed: true,
  balances: balancesFixture(),
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'UZ',
  locale: 'uz',
  two_factor_auth: false,
  exclusion: null,
  has_password: true,
  has_deposited: false,
  ...overrides,
});

type CmsForm = Readonly<{ title: string; submitTitle: string; fields: readonly unknown[] }>;
type FormsConfigForms = Readonly<{
  registrationForm: CmsForm;
  fastRegistrationForm: CmsForm;
  restoreForm: CmsForm;
  profileSettingsForm: CmsForm;
}>;

/** CMS `forms-config` with the given validation texts; each form empty unless given. */
export const formsConfigFixture = (
  validationTexts: Readonly<Record<string, string>> = {},
  forms: Partial<FormsConfigForms> = {},
) => {
  const empty: CmsForm = { title: 'Form', submitTitle: 'Send', fields: [] };
  return {
    validationTexts,
    registrationForm: empty,
    fastRegistrationForm: empty,
    restoreForm: empty,
    profileSettingsForm: empty,
    ...forms,
  };
};
