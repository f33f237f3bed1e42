// Texts of the password restore flow, in the 'auth' namespace under 'restore'. The CMS
// restore form (forms-config) may set the field label and the submit title instead.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  intro:
    "Hisobingizga bog'langan telefon raqami yoki elektron pochtani kiriting — parolni tiklash havolasini yuboramiz.",
  loginLabel: 'Telefon yoki elektron pochta',
  submit: 'Tiklash havolasini yuborish',
  remembered: 'Parolni esladingizmi?',
  backToLogin: 'Kirish',
  errors: {
    tooManyRequests: "So'rovlar juda ko'p.",
    network: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
    unknown: "So'rovni yuborib bo'lmadi. Birozdan so'ng qayta urinib ko'ring.",
  },
  result: {
    title: 'Xabarlaringizni tekshiring',
    email:
      "Agar bunday hisob mavjud bo'lsa, parolni tiklash havolasini {{login}} elektron pochtasiga yubordik.",
    phone:
      "Agar bunday hisob mavjud bo'lsa, parolni tiklash havolasini {{login}} raqamiga SMS orqali yubordik.",
    hintEmail:
      "Xat kelmadimi? Spam papkasini tekshiring yoki bir necha daqiqadan so'ng qayta urinib ko'ring.",
    hintPhone: "SMS kelmadimi? Bir necha daqiqadan so'ng qayta urinib ko'ring.",
    back: 'Kirishga qaytish',
    again: 'Qayta yuborish',
  },
} as const;

export const ru: Translation<typeof uz> = {
  intro:
    'Введите телефон или электронную почту, привязанные к аккаунту, — мы пришлём ссылку для восстановления пароля.',
  loginLabel: 'Телефон или электронная почта',
  submit: 'Отправить ссылку',
  remembered: 'Вспомнили пароль?',
  backToLogin: 'Войти',
  errors: {
    tooManyRequests: 'Слишком много запросов.',
    network: 'Проверьте подключение к интернету и попробуйте ещё раз.',
    unknown: 'Не удалось отправить запрос. Попробуйте немного позже.',
  },
  result: {
    title: 'Проверьте сообщения',
    email:
      'Если такой аккаунт существует, мы отправили ссылку для восстановления пароля на почту {{login}}.',
    phone:
      'Если такой аккаунт существует, мы отправили ссылку для восстановления пароля в SMS на номер {{login}}.',
    hintEmail:
      'Письмо не пришло? Проверьте папку «Спам» или попробуйте ещё раз через несколько минут.',
    hintPhone: 'SMS не пришло? Попробуйте ещё раз через несколько минут.',
    back: 'Вернуться ко входу',
    again: 'Отправить ещё раз',
  },
};
