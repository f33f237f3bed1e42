// Texts of the register flow, in the 'auth' namespace under 'register'. Field labels, form
// titles and validation messages come from CMS forms-config; these are the frame around them
// and the fallbacks for API error codes the CMS does not name.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  variants: "Ro'yxatdan o'tish usuli",
  full: "To'liq",
  fast: 'Bir bosishda',
  loading: 'Forma yuklanmoqda…',
  loadFailed: "Formani yuklab bo'lmadi",
  haveAccount: 'Hisobingiz bormi?',
  signIn: 'Kirish',
  currencyOption: '{{code}} ({{symbol}})',
  showPassword: "Parolni ko'rsatish",
  hidePassword: 'Parolni yashirish',
  errors: {
    emailTaken: "Bu elektron pochta bilan allaqachon ro'yxatdan o'tilgan",
    phoneTaken: "Bu telefon raqami bilan allaqachon ro'yxatdan o'tilgan",
    taken: 'Bu qiymat allaqachon band',
    tooMany: "Urinishlar juda ko'p.",
    network: "Server bilan aloqa yo'q. Internetni tekshirib, qayta urinib ko'ring",
    failed: "Ro'yxatdan o'tib bo'lmadi. Qayta urinib ko'ring",
  },
  promo: {
    registered: "Siz ro'yxatdan o'tdingiz va hisobingizga kirdingiz. Promokodni qo'llab bo'lmadi.",
    retry: "Qo'llash",
    skip: 'Promokodsiz davom etish',
    label: 'Promokod',
    activated: "Promokod qo'llandi",
    codes: {
      INVALID: "Promokod noto'g'ri",
      NOT_FOUND: 'Bunday promokod topilmadi',
      EXPIRED: 'Promokodning amal qilish muddati tugagan',
      ALREADY_USED: 'Bu promokoddan allaqachon foydalanilgan',
    },
  },
  credentials: {
    title: 'Hisobingiz tayyor',
    text: "Kirish uchun ushbu ma'lumotlarni saqlab qo'ying. Parolni keyinroq profil sozlamalarida o'zgartirishingiz mumkin.",
    login: 'Login',
    password: 'Parol',
    copy: 'Nusxa olish',
    copied: 'Nusxa olindi',
    done: 'Saqladim',
  },
} as const;

export const ru: Translation<typeof uz> = {
  variants: 'Способ регистрации',
  full: 'Полная',
  fast: 'В один клик',
  loading: 'Загружаем форму…',
  loadFailed: 'Не удалось загрузить форму',
  haveAccount: 'Уже есть аккаунт?',
  signIn: 'Войти',
  currencyOption: '{{code}} ({{symbol}})',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  errors: {
    emailTaken: 'Эта электронная почта уже зарегистрирована',
    phoneTaken: 'Этот номер телефона уже зарегистрирован',
    taken: 'Это значение уже занято',
    tooMany: 'Слишком много попыток.',
    network: 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз',
    failed: 'Не удалось зарегистрироваться. Попробуйте ещё раз',
  },
  promo: {
    registered: 'Вы зарегистрировались и вошли в аккаунт. Промокод применить не удалось.',
    retry: 'Применить',
    skip: 'Пропустить промокод',
    label: 'Промокод',
    activated: 'Промокод применён',
    codes: {
      INVALID: 'Неверный промокод',
      NOT_FOUND: 'Такой промокод не найден',
      EXPIRED: 'Срок действия промокода истёк',
      ALREADY_USED: 'Этот промокод уже использован',
    },
  },
  credentials: {
    title: 'Аккаунт готов',
    text: 'Сохраните эти данные для входа. Пароль можно сменить позже в настройках профиля.',
    login: 'Логин',
    password: 'Пароль',
    copy: 'Копировать',
    copied: 'Скопировано',
    done: 'Готово',
  },
};
