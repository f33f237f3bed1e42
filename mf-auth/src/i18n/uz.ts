// mf-auth texts in Uzbek (Latin script): the dialog frame here, each feature's own texts
// under its key (features/<name>/texts.ts).
import * as widget from '../features/account-widget/texts';
import * as completeRegistration from '../features/complete-registration/texts';
import * as hints from '../features/hints/texts';
import * as login from '../features/login/texts';
import * as messenger from '../features/messenger/texts';
import * as resetPassword from '../features/reset-password/texts';
import * as register from '../features/register/texts';
import * as restore from '../features/restore/texts';
import * as social from '../features/social/texts';
import * as password from '../lib/auth-form/password-texts';

export const uz = {
  signIn: 'Kirish',
  signUp: "Ro'yxatdan o'tish",
  signOut: 'Chiqish',
  deposit: "To'ldirish",
  profile: 'Profil',
  balance: 'Balans',
  signOutFailed: "Chiqib bo'lmadi. Qayta urinib ko'ring.",
  close: 'Yopish',
  dialog: {
    login: 'Kirish',
    register: "Ro'yxatdan o'tish",
    restore: 'Parolni tiklash',
    'complete-registration': "Ro'yxatdan o'tishni yakunlang",
  },
  placeholder: { badge: 'Vaqtinchalik oyna' },
  widget: widget.uz,
  login: login.uz,
  restore: restore.uz,
  resetPassword: resetPassword.uz,
  password: password.uz,
  register: register.uz,
  completeRegistration: completeRegistration.uz,
  social: social.uz,
  messenger: messenger.uz,
  hints: hints.uz,
} as const;
