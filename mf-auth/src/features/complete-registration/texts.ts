// Texts of the complete-registration flow, in the 'auth' namespace under
// 'completeRegistration'. Field labels come from CMS forms-config; these are fallbacks.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  intro:
    "Bir nechta ma'lumot yetishmayapti. Ularni to'ldiring va hisobingizdan to'liq foydalaning.",
  submit: 'Yakunlash',
  signOut: 'Hisobdan chiqish',
  signOutHint: 'Hozir yakunlashni istamaysizmi?',
  email: 'Elektron pochta',
  currency: 'Valyuta',
  currencyPlaceholder: 'Valyutani tanlang',
  terms: '18 yoshdan kattaman va sayt qoidalariga roziman',
  failed: "Ma'lumotlarni saqlab bo'lmadi. Qayta urinib ko'ring",
  signOutFailed: "Chiqib bo'lmadi. Qayta urinib ko'ring",
} as const;

export const ru: Translation<typeof uz> = {
  intro: 'Не хватает нескольких данных. Заполните их, чтобы пользоваться аккаунтом полностью.',
  submit: 'Завершить',
  signOut: 'Выйти из аккаунта',
  signOutHint: 'Не хотите завершать сейчас?',
  email: 'Электронная почта',
  currency: 'Валюта',
  currencyPlaceholder: 'Выберите валюту',
  terms: 'Мне исполнилось 18 лет, я принимаю правила сайта',
  failed: 'Не удалось сохранить данные. Попробуйте ещё раз',
  signOutFailed: 'Не удалось выйти. Попробуйте ещё раз',
};
