// What the platform's password refusals mean, in the 'auth' namespace under 'password':
// shared by every form of this remote that sets a password (registration, the restore page).
import type { Translation } from '@omad/contract/remote';

export const uz = {
  /** FieldErrorCode.Common: the password is on the platform's list of common passwords. */
  common: "Bu parol juda oddiy va ko'p ishlatiladi, boshqasini tanlang",
} as const;

export const ru: Translation<typeof uz> = {
  common: 'Этот пароль слишком простой и часто встречается, выберите другой',
};
