// Texts of the promo-code field and its dialog (spec section 2: promo-code activated), in the
// 'loyalty' namespace under 'promoCode'. A refusal's text comes from the CMS first
// (forms-config apiValidationErrors).
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Promokodingiz bormi?',
  lead: "Kodni kiriting — u ochgan taklif shu yerda paydo bo'ladi.",
  label: 'Promokod',
  submit: 'Faollashtirish',
  guest:
    "Promokodingiz bormi? Ro'yxatdan o'tishda uni kiriting — taklif hisobingiz bilan birga ochiladi.",
  register: "Ro'yxatdan o'tish",
  activatedTitle: 'Promokod faollashtirildi',
  activatedText: '«{{code}}» promokodi taklifni ochdi:',
  activatedNoOffer: '«{{code}}» promokodi faollashtirildi.',
  takenDeposit: "Taklif keyingi depozitingizga qo'llaniladi.",
  toOffer: "Taklifni ko'rish",
  toOffers: 'Barcha takliflar',
  close: 'Yopish',
  codes: {
    INVALID: "Promokod noto'g'ri",
    NOT_FOUND: 'Bunday promokod topilmadi',
    EXPIRED: 'Promokodning amal qilish muddati tugagan',
    ALREADY_USED: 'Bu promokoddan allaqachon foydalanilgan',
  },
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Есть промокод?',
  lead: 'Введите код — открытое им предложение появится здесь.',
  label: 'Промокод',
  submit: 'Активировать',
  guest: 'Есть промокод? Введите его при регистрации — предложение откроется вместе со счётом.',
  register: 'Зарегистрироваться',
  activatedTitle: 'Промокод активирован',
  activatedText: 'Промокод «{{code}}» открыл предложение:',
  activatedNoOffer: 'Промокод «{{code}}» активирован.',
  takenDeposit: 'Предложение будет применено к следующему депозиту.',
  toOffer: 'Смотреть предложение',
  toOffers: 'Все предложения',
  close: 'Закрыть',
  codes: {
    INVALID: 'Неверный промокод',
    NOT_FOUND: 'Такой промокод не найден',
    EXPIRED: 'Срок действия промокода истёк',
    ALREADY_USED: 'Этот промокод уже использован',
  },
};
