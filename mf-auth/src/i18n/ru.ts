// mf-auth texts in Russian.
import type { Translation } from '@omad/contract/remote';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  signIn: 'Войти',
  register: 'Регистрация',
  signOut: 'Выйти',
  deposit: 'Пополнить',
  profile: 'Профиль',
  balance: 'Баланс',
  signOutFailed: 'Не удалось выйти. Попробуйте ещё раз.',
  placeholder: {
    badge: 'Временное окно',
    login: 'Окно входа',
    register: 'Окно регистрации',
    restore: 'Восстановление пароля',
    'complete-registration': 'Завершение регистрации',
    description:
      'Это окно готовит команда авторизации. Пока оно показывает только, какое окно запрошено.',
    close: 'Закрыть',
  },
};
