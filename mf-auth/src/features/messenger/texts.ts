// Texts of the messenger feature, in the 'auth' namespace under 'messenger'. The key path
// popups.registration.wrongRegServerError is the one spec section 8 names.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  twoFactor: {
    yourContact: 'tasdiqlangan kontaktingizga',
    cancel: 'Hozircha kirmaslik',
  },
  popups: {
    registration: {
      wrongRegServerError:
        "Telegram orqali ro'yxatdan o'tib bo'lmadi. Ilovani qayta oching yoki keyinroq urinib ko'ring",
    },
  },
} as const;

export const ru: Translation<typeof uz> = {
  twoFactor: {
    yourContact: 'на ваш подтверждённый контакт',
    cancel: 'Не входить сейчас',
  },
  popups: {
    registration: {
      wrongRegServerError:
        'Не удалось зарегистрироваться через Telegram. Откройте приложение заново или попробуйте позже',
    },
  },
};
