// Texts the profile's features, lib and widgets share (save, cancel, the password toggle), in
// the 'profile' namespace under 'common'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  save: 'Saqlash',
  saved: 'Saqlandi',
  cancel: 'Bekor qilish',
  close: 'Yopish',
  confirm: 'Tasdiqlash',
  back: 'Orqaga',
  showPassword: "Parolni ko'rsatish",
  hidePassword: 'Parolni yashirish',
  notSet: "Ko'rsatilmagan",
} as const;

export const ru: Translation<typeof uz> = {
  save: 'Сохранить',
  saved: 'Сохранено',
  cancel: 'Отмена',
  close: 'Закрыть',
  confirm: 'Подтвердить',
  back: 'Назад',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  notSet: 'Не указано',
};
