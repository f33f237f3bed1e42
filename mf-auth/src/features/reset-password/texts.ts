// Texts of the /restore page (a new password from a restore link), in the 'auth' namespace
// under 'resetPassword'. The rule messages are the auth forms' (CMS forms-config, then ours).
import type { Translation } from '@omad/contract/remote';

export const uz = {
  seoTitle: 'Yangi parol',
  checking: 'Havola tekshirilmoqda',
  title: "Yangi parol o'rnating",
  intro: 'Hisobingiz uchun yangi parolni ikki marta kiriting.',
  passwordLabel: 'Yangi parol',
  confirmLabel: 'Yangi parolni takrorlang',
  passwordHint: "6–20 ta belgi: lotin harflari, raqamlar va belgilar, bo'shliqsiz",
  submit: 'Parolni saqlash',
  done: "Parol o'zgartirildi. Siz hisobingizga kirdingiz.",
  errors: {
    invalid: 'Parol talablarga mos emas',
    tooManyRequests: "Urinishlar juda ko'p.",
    network: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
    unknown: "Parolni saqlab bo'lmadi. Birozdan so'ng qayta urinib ko'ring.",
  },
  checkFailed: {
    title: "Havolani tekshirib bo'lmadi",
    text: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  },
  problem: {
    askAgain: "Yangi havola so'rash",
    home: 'Bosh sahifaga',
    missing: {
      title: "Havola to'liq emas",
      text: "Xabardagi havolani to'liq oching yoki yangi havola so'rang.",
    },
    notFound: {
      title: 'Havola yaroqsiz',
      text: "Bu parolni tiklash havolasi bizda yo'q. Xabardagi havolani to'liq oching yoki yangi havola so'rang.",
    },
    expired: {
      title: 'Havolaning muddati tugagan',
      text: "Parolni tiklash havolasi bir soat amal qiladi. Yangi havola so'rang — uni darhol yuboramiz.",
    },
    used: {
      title: 'Havoladan allaqachon foydalanilgan',
      text: "Har bir havola parolni faqat bir marta o'zgartiradi. Parolni yana o'zgartirish kerak bo'lsa, yangi havola so'rang.",
    },
  },
} as const;

export const ru: Translation<typeof uz> = {
  seoTitle: 'Новый пароль',
  checking: 'Проверяем ссылку',
  title: 'Задайте новый пароль',
  intro: 'Введите новый пароль для аккаунта два раза.',
  passwordLabel: 'Новый пароль',
  confirmLabel: 'Повторите новый пароль',
  passwordHint: '6–20 символов: латинские буквы, цифры и знаки, без пробелов',
  submit: 'Сохранить пароль',
  done: 'Пароль изменён. Вы вошли в аккаунт.',
  errors: {
    invalid: 'Пароль не подходит под требования',
    tooManyRequests: 'Слишком много попыток.',
    network: 'Проверьте подключение к интернету и попробуйте ещё раз.',
    unknown: 'Не удалось сохранить пароль. Попробуйте немного позже.',
  },
  checkFailed: {
    title: 'Не удалось проверить ссылку',
    text: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  },
  problem: {
    askAgain: 'Запросить новую ссылку',
    home: 'На главную',
    missing: {
      title: 'Ссылка неполная',
      text: 'Откройте ссылку из сообщения целиком или запросите новую.',
    },
    notFound: {
      title: 'Ссылка недействительна',
      text: 'Такой ссылки для восстановления пароля у нас нет. Откройте ссылку из сообщения целиком или запросите новую.',
    },
    expired: {
      title: 'Срок действия ссылки истёк',
      text: 'Ссылка для восстановления пароля действует один час. Запросите новую — мы отправим её сразу.',
    },
    used: {
      title: 'Ссылка уже использована',
      text: 'Каждая ссылка меняет пароль только один раз. Если нужно сменить пароль снова, запросите новую ссылку.',
    },
  },
};
