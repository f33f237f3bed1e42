// Validation of auth.register's fields (spec section 5), answered as error_data codes.
import { CURRENCIES, DEFAULT_CURRENCY, PASSWORD_LENGTH } from '../config';
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

export const isValidPassword = (password: string): boolean =>
  password.length >= PASSWORD_LENGTH.min &&
  password.length <= PASSWORD_LENGTH.max &&
  passwordPattern.test(password);

export const readRegistration = (params: Params): Registration => {
  const email = optionalString(params, 'email')?.toLowerCase();
  const phone = optionalString(params, 'phone')
    ?.replace(/^\+/, '')
    .replace(/[\s()-]/g, '');
  if (email === undefined && phone === undefined) throw invalidParameter('email', 'REQUIRED');
  if (email !== undefined && !emailPattern.test(email)) throw invalidParameter('email', 'INVALID');
  if (phone !== undefined && !phonePattern.test(phone)) throw invalidParameter('phone', 'INVALID');

  const password = requiredSecret(params, 'password');
  if (!isValidPassword(password)) throw invalidParameter('password', 'INVALID');

  const currency = (optionalString(params, 'currency') ?? DEFAULT_CURRENCY).toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) {
    throw invalidParameter('currency', 'INVALID');
  }
  const fakename = optionalString(params, 'fakename');
  if (
    fakename !== undefined &&
    (fakename.length < 4 || fakename.length > 32 || fakenameForbidden.test(fakename))
  ) {
    throw invalidParameter('fakename', 'INVALID');
  }
  return {
    email,
    phone,
    password,
    currency,
    fakename,
    promoCode: optionalString(params, 'promo_code'),
    isSubscribed: optionalFlag(params, 'is_subscribed') ?? false,
  };
};
