// mf-auth texts in Russian.
import type { Translation } from '@omad/contract/remote';
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
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  signIn: 'Войти',
  signUp: 'Регистрация',
  signOut: 'Выйти',
  deposit: 'Пополнить',
  profile: 'Профиль',
  balance: 'Баланс',
  signOutFailed: 'Не удалось выйти. Попробуйте ещё раз.',
  close: 'Закрыть',
  dialog: {
    login: 'Вход',
    register: 'Регистрация',
    restore: 'Восстановление пароля',
    'complete-registration': 'Завершите регистрацию',
  },
  placeholder: { badge: 'Временное окно' },
  widget: widget.ru,
  login: login.ru,
  restore: restore.ru,
  resetPassword: resetPassword.ru,
  password: password.ru,
  register: register.ru,
  completeRegistration: completeRegistration.ru,
  social: social.ru,
  messenger: messenger.ru,
  hints: hints.ru,
};
