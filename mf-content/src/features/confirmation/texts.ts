// Texts of a contact's confirmation (/confirmation, /confirmation/success), in the 'content'
// namespace under 'pages.confirmation'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  confirming: 'Kontakt tasdiqlanmoqda…',
  invalidLinkTitle: 'Havola yaroqsiz',
  invalidLinkText:
    "Tasdiqlash havolasi to'liq emas. Xatdagi havolani qayta oching yoki profildan yangisini so'rang.",
  signInTitle: 'Hisobingizga kiring',
  signInText: '{{contact}} kontaktini tasdiqlash uchun avval hisobingizga kiring.',
  codeTitle: "Havolaning muddati o'tgan",
  codeText:
    "{{contact}} uchun tasdiqlash havolasi yaroqsiz yoki muddati o'tgan. Yangi havola yuboramiz.",
  resend: 'Yangi havola yuborish',
  resent: 'Yangi havola {{contact}} manziliga yuborildi. Xatni oching va havolani bosing.',
  resendTooSoon: 'Bu manzilga havola yaqinda yuborilgan.',
  resendFailed: "Havolani yuborib bo'lmadi. Birozdan keyin qayta urinib ko'ring.",
  contactTitle: 'Bu kontakt boshqa hisobga tegishli',
  contactText:
    "{{contact}} sizning hisobingizda yo'q. Shu kontakt bilan ro'yxatdan o'tgan hisobga kiring.",
  failedTitle: "Kontaktni tasdiqlab bo'lmadi",
  slowedTitle: "Urinishlar juda ko'p",
  successTitle: 'Kontakt tasdiqlandi',
  successText:
    'Rahmat! Endi pul yechish va hisob xavfsizligi haqidagi xabarlar shu kontaktga keladi.',
  toGamehall: "O'yinlar zaliga",
} as const;

export const ru: Translation<typeof uz> = {
  confirming: 'Подтверждаем контакт…',
  invalidLinkTitle: 'Ссылка недействительна',
  invalidLinkText:
    'Ссылка для подтверждения неполная. Откройте ссылку из письма ещё раз или запросите новую в профиле.',
  signInTitle: 'Войдите в аккаунт',
  signInText: 'Чтобы подтвердить контакт {{contact}}, сначала войдите в аккаунт.',
  codeTitle: 'Срок действия ссылки истёк',
  codeText: 'Ссылка для подтверждения {{contact}} недействительна или устарела. Мы отправим новую.',
  resend: 'Отправить новую ссылку',
  resent: 'Новая ссылка отправлена на {{contact}}. Откройте письмо и перейдите по ссылке.',
  resendTooSoon: 'Ссылка на этот адрес уже отправлена недавно.',
  resendFailed: 'Не удалось отправить ссылку. Попробуйте чуть позже.',
  contactTitle: 'Этот контакт принадлежит другому аккаунту',
  contactText:
    'Контакта {{contact}} нет в вашем аккаунте. Войдите в аккаунт, зарегистрированный с этим контактом.',
  failedTitle: 'Не удалось подтвердить контакт',
  slowedTitle: 'Слишком много попыток',
  successTitle: 'Контакт подтверждён',
  successText:
    'Спасибо! Теперь на этот контакт будут приходить уведомления о выводе средств и безопасности счёта.',
  toGamehall: 'В игровой зал',
};
