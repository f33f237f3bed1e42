// The deny-list of common passwords (OWASP ASVS 5.0 6.2.4): registration, restore and a
// password change refuse a password found among the ~49,000 most common ones of leaked
// password lists (the zxcvbn-ts common dictionary), compared without case, so 'Qwerty123'
// is refused as 'qwerty123' is. Sign-in never consults it: an old password still signs in.
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidParameter } from '../http/errors';

let common: ReadonlySet<string> | undefined;

/** True when `password` is on the deny-list. */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
};

/** Refuses a common password as `{ [field]: ['COMMON'] }`. */
export const refuseCommonPassword = (password: string, field = 'password'): void => {
  if (isCommonPassword(password)) throw invalidParameter(field, 'COMMON');
};
