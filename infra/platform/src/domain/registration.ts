// Validation of auth.register's fields (spec section 5), answered as error_data codes; the
// field readers are shared with account.saveProfileInfo. The e-mail, phone and password
// rules are the contract's, so the forms and the platform cannot disagree on one.
import { isEmail, isPassword, isPhone } from '@omad/contract/validation';
import { DEFAULT_CURRENCY, isCurrency } from '../config';
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

const fakenameForbidden = /[\s@_'"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;

/** The `email` param lower-cased, checked against the spec's e-mail rule. */
export const readEmail = (params: Params): string | undefined => {
  const email = optionalString(params, 'email')?.toLowerCase();
  if (email !== undefined && !isEmail(email)) throw invalidParameter('email', 'INVALID');
  return email;
};

/**
 * The `phone` param as digits only: checked as typed by the contract's rule (an optional
 * '+', formatting allowed), then stored without the spaces, brackets, dashes and '+'.
 */
export const readPhone = (params: Params): string | undefined => {
  const phone = optionalString(params, 'phone');
  if (phone === undefined) return undefined;
  if (!isPhone(phone)) throw invalidParameter('phone', 'INVALID');
  return phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
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
  if (!isPassword(password)) throw invalidParameter('password', 'INVALID');

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
