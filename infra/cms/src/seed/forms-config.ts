// forms-config: validation texts (spec section 5), API error texts and the field lists of
// the registration, fast registration, restore and profile-settings forms. The structure is
// shared; the texts live in forms-texts-uz.ts and forms-texts-ru.ts.
import type { SeedEntry, SingleSeed } from '../model';
import { FORMS_TEXTS_RU } from './forms-texts-ru';
import { FORMS_TEXTS_UZ } from './forms-texts-uz';

/** Message keys of spec section 5 plus the form field errors of spec section 8. */
type ValidationKey =
  | 'required'
  | 'email'
  | 'minLength'
  | 'maxLength'
  | 'phone'
  | 'fakename'
  | 'password'
  | 'name'
  | 'address'
  | 'iban'
  | 'date'
  | 'minValue'
  | 'maxValue'
  | 'wrongField'
  | 'insertEmail'
  | 'insertPhone'
  | 'shortPassword'
  | 'invalidCharacters'
  | 'passwordsNotEqual'
  | 'checkbox'
  | 'sumRange'
  | 'code'
  | 'smsCode'
  | 'sex'
  | 'postcode'
  | 'cardHolder'
  | 'url';

/** Error codes the platform puts in error_data (promo codes, registration, login). */
type ApiErrorCode =
  | 'INVALID'
  | 'NOT_FOUND'
  | 'EXPIRED'
  | 'ALREADY_ACTIVATED'
  | 'LIMIT_EXCEEDED'
  | 'email_already_exists'
  | 'phone_already_exists'
  | 'wrong_login_or_password'
  | 'wrong_sms_code'
  | 'too_many_attempts';

/** Every text a locale must provide; TypeScript checks both files against it. */
export interface FormsTexts {
  readonly validation: Readonly<Record<ValidationKey, string>>;
  readonly apiErrors: Readonly<Record<ApiErrorCode, string>>;
  readonly labels: Readonly<Record<FieldName, string>>;
  readonly placeholders: Readonly<Record<FieldName, string>>;
  readonly forms: Readonly<Record<FormName, { title: string; submitTitle: string }>>;
  readonly currencyNames: Readonly<Record<'UZS' | 'USD' | 'RUB', string>>;
  readonly sexNames: Readonly<Record<'male' | 'female', string>>;
}

type FormName = 'registration' | 'fastRegistration' | 'restore' | 'profileSettings';
type FieldName =
  | 'email'
  | 'phone'
  | 'password'
  | 'currency'
  | 'promo_code'
  | 'terms'
  | 'login'
  | 'first_name'
  | 'last_name'
  | 'birth_date'
  | 'sex'
  | 'country'
  | 'home_town'
  | 'address'
  | 'postcode';

interface FieldOptions {
  readonly type: string;
  readonly isRequired: boolean;
  readonly regex?: string;
  readonly mask?: string;
}

const UZ_PHONE = { regex: '^\\+998\\d{9}$', mask: '+998 ## ### ## ##' };

function build(texts: FormsTexts): SeedEntry {
  const field = (name: FieldName, options: FieldOptions): SeedEntry => ({
    name,
    ...options,
    label: texts.labels[name],
    placeholder: texts.placeholders[name],
  });
  const currency = (): SeedEntry => ({
    ...field('currency', { type: 'currency', isRequired: true }),
    options: (['UZS', 'USD', 'RUB'] as const).map((code) => ({
      value: code,
      label: texts.currencyNames[code],
    })),
  });
  const terms = () => field('terms', { type: 'checkbox', isRequired: true });
  const form = (name: FormName, fields: readonly SeedEntry[]): SeedEntry => ({
    ...texts.forms[name],
    fields,
  });
  return {
    validationTexts: { ...texts.validation },
    apiValidationErrors: Object.entries(texts.apiErrors).map(([code, message]) => ({
      code,
      message,
    })),
    registrationValidationStrategy: 'eager',
    registrationForm: form('registration', [
      field('email', { type: 'email', isRequired: true }),
      field('phone', { type: 'phone', isRequired: true, ...UZ_PHONE }),
      field('password', { type: 'password', isRequired: true }),
      currency(),
      field('promo_code', { type: 'promoCode', isRequired: false }),
      terms(),
    ]),
    fastRegistrationForm: form('fastRegistration', [
      field('phone', { type: 'phone', isRequired: true, ...UZ_PHONE }),
      currency(),
      terms(),
    ]),
    restoreForm: form('restore', [field('login', { type: 'login', isRequired: true })]),
    profileSettingsForm: form('profileSettings', [
      field('first_name', { type: 'name', isRequired: true }),
      field('last_name', { type: 'name', isRequired: true }),
      field('birth_date', { type: 'date', isRequired: true, mask: '##.##.####' }),
      {
        ...field('sex', { type: 'sex', isRequired: true }),
        options: [
          { value: '1', label: texts.sexNames.male },
          { value: '2', label: texts.sexNames.female },
        ],
      },
      field('country', { type: 'text', isRequired: false }),
      field('home_town', { type: 'text', isRequired: false }),
      field('address', { type: 'address', isRequired: false }),
      field('postcode', { type: 'postcode', isRequired: false, regex: '^\\d{0,8}$' }),
    ]),
    // Deposit and withdrawal bounds per currency, for the sum validator (spec section 5).
    currencyConditions: [
      {
        currency: 'UZS',
        minDeposit: 10_000,
        maxDeposit: 50_000_000,
        minWithdrawal: 20_000,
        maxWithdrawal: 30_000_000,
      },
      { currency: 'USD', minDeposit: 1, maxDeposit: 5_000, minWithdrawal: 2, maxWithdrawal: 3_000 },
      {
        currency: 'RUB',
        minDeposit: 100,
        maxDeposit: 500_000,
        minWithdrawal: 200,
        maxWithdrawal: 300_000,
      },
    ],
  };
}

export const formsConfig: SingleSeed = { uz: build(FORMS_TEXTS_UZ), ru: build(FORMS_TEXTS_RU) };
