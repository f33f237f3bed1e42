// The login field accepts an e-mail or a phone (spec section 5): what the player typed picks
// the rule, so each mistake gets its own message, and the value sent is the platform's form.
import {
  buildFormSchema,
  normalizeLogin,
  type FormFieldType,
  type FormSchema,
  type ValidationMessages,
} from '@omad/contract/validation';

/** How a typed login reads: nothing yet, a phone number, or (anything else) an e-mail. */
export type LoginKind = 'empty' | 'phone' | 'email';

// Digits with what a phone mask or a paste adds around them, and an optional leading plus.
const PHONE_LIKE = /^\+?[\d\s()-]+$/;
const PHONE_FORMATTING = /[\s()-]/g;

export const loginKindOf = (value: string): LoginKind => {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  return PHONE_LIKE.test(trimmed) ? 'phone' : 'email';
};

// An empty login reports the generic "required" (the field is labelled "phone or e-mail",
// so neither insert-email nor insert-phone fits); otherwise the rule of its kind.
const FIELD_TYPE: Readonly<Record<LoginKind, FormFieldType>> = {
  empty: 'login',
  phone: 'phone',
  email: 'email',
};

/** The sign-in form: login and password (6 to 20 allowed characters). */
export const credentialsSchema = (kind: LoginKind, messages: ValidationMessages): FormSchema =>
  buildFormSchema(
    [
      { name: 'login', type: FIELD_TYPE[kind] },
      { name: 'password', type: 'password' },
    ],
    messages,
  );

/** The password restore form: just the login. */
export const restoreSchema = (kind: LoginKind, messages: ValidationMessages): FormSchema =>
  buildFormSchema([{ name: 'login', type: FIELD_TYPE[kind] }], messages);

/** The two-factor step: a 6-digit code. */
export const codeFormSchema = (messages: ValidationMessages): FormSchema =>
  buildFormSchema([{ name: 'code', type: 'code' }], messages);

/**
 * The login as the platform stores it: trimmed, a leading plus stripped (normalizeLogin),
 * and a phone's spaces, dashes and brackets removed.
 */
export const loginForPlatform = (value: string): string => {
  const login = normalizeLogin(value);
  return loginKindOf(login) === 'phone' ? login.replace(PHONE_FORMATTING, '') : login;
};

/** A parsed form value as text (form values are strings; anything else reads as ''). */
export const textOf = (values: Readonly<Record<string, unknown>>, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
