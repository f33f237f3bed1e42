// Validation of auth.register's fields (spec section 5), answered as error_data codes; the
// field readers are shared with account.saveProfileInfo.
import { DEFAULT_CURRENCY, isCurrency, PASSWORD_LENGTH } from '../config';
import { invalidParameter } from '../http/errors';
import { optionalFlag, optionalString, requiredSecret } from '../http/params';
import type { Params } from '../http/params';

export interface Registration {
  readonly email?: string;
  readonly phone?: string;
  readonly password: string;
  readonly currency: string;
  readonly fakename?: string;
  readonly promoCode?: string;
  readonly isSubscribed: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;
const phonePattern = /^\d{9,15}$/;
const passwordPattern = /^[\x21-\x7e]+$/;
const fakenameForbidden = /[\s@_'"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;

/** The spec's e-mail rule: one @, no spaces, a domain of two or three dot-separated parts. */
export const isValidEmail = (email: string): boolean => emailPattern.test(email);

export const isValidPassword = (password: string): boolean =>
  password.length >= PASSWORD_LENGTH.min &&
  password.length <= PASSWORD_LENGTH.max &&
  passwordPattern.test(password);

/** The `email` param lower-cased, checked against the spec's e-mail rule. */
export const readEmail = (params: Params): string | undefined => {
  const email = optionalString(params, 'email')?.toLowerCase();
  if (email !== undefined && !emailPattern.test(email)) throw invalidParameter('email', 'INVALID');
  return email;
};

/** The `phone` param as digits only (a leading '+', spaces, brackets and dashes dropped). */
export const readPhone = (params: Params): string | undefined => {
  const phone = optionalString(params, 'phone')
    ?.replace(/^\+/, '')
    .replace(/[\s()-]/g, '');
  if (phone !== undefined && !phonePattern.test(phone)) throw invalidParameter('phone', 'INVALID');
  return phone;
};

/** A currency of the platform, upper-cased; undefined when not sent. */
export const readCurrency = (params: Params): string | undefined => {
  const currency = optionalString(params, 'currency')?.toUpperCase();
  if (currency !== undefined && !isCurrency(currency)) {
    throw invalidParameter('currency', 'INVALID');
  }
  return currency;
};

export const readFakename = (params: Params): string | undefined => {
  const fakename = optionalString(params, 'fakename');
  if (
    fakename !== undefined &&
    (fakename.length < 4 || fakename.length > 32 || fakenameForbidden.test(fakename))
  ) {
    throw invalidParameter('fakename', 'INVALID');
  }
  return fakename;
};

export const readRegistration = (params: Params): Registration => {
  const email = readEmail(params);
  const phone = readPhone(params);
  if (email === undefined && phone === undefined) throw invalidParameter('email', 'REQUIRED');

  const password = requiredSecret(params, 'password');
  if (!isValidPassword(password)) throw invalidParameter('password', 'INVALID');

  return {
    email,
    phone,
    password,
    currency: readCurrency(params) ?? DEFAULT_CURRENCY,
    fakename: readFakename(params),
    promoCode: optionalString(params, 'promo_code'),
    isSubscribed: optionalFlag(params, 'is_subscribed') ?? false,
  };
};
