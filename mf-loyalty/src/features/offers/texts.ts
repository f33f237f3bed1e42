// Texts of the offers pages (/offers, /offers/:id), in the 'loyalty' namespace under 'offers'.
// An offer's own pieces (what it gives, the player's state) are under 'offer' (lib).
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Takliflar',
  seoDescription:
    'Omad takliflari: depozit bonuslari, bepul aylantirishlar va promokodlar — shartlari va qanday olish mumkinligi.',
  lead: "Depozit bonuslari va sovg'alar: taklifni tanlang, shartlarini o'qing va oling.",
  list: "Takliflar ro'yxati",
  kind: { deposit: 'Depozit bonusi', take: "Sovg'a" },
  details: 'Batafsil',
  detailsOf: '«{{title}}» haqida batafsil',
  shown: "{{count}} ta taklifdan {{shown}} tasi ko'rsatilgan",
  more: "Yana ko'rsatish",
  moreFailed: "Qolgan takliflarni yuklab bo'lmadi.",
  emptyTitle: "Hozircha takliflar yo'q",
  emptyText:
    "Yangi takliflar tez orada paydo bo'ladi. Promokodingiz bo'lsa, uni shu yerda kiriting.",
  guestsOnlySignIn: "Depozit takliflarini ko'rish uchun hisobingizga kiring.",
  signIn: 'Kirish',
  failedTitle: "Takliflarni yuklab bo'lmadi",
  failedText: "Internet aloqasini tekshirib, qayta urinib ko'ring.",
  allOffers: 'Barcha takliflar',
  conditions: 'Shartlar',
  terms: "To'liq shartlar",
  notFoundTitle: 'Bunday taklif topilmadi',
  notFoundText: "Taklif tugagan bo'lishi yoki faqat promokod bilan ochilishi mumkin.",
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Предложения',
  seoDescription:
    'Предложения Omad: бонусы на депозит, бесплатные вращения и промокоды — условия и как их получить.',
  lead: 'Бонусы на депозит и подарки: выберите предложение, прочитайте условия и заберите его.',
  list: 'Список предложений',
  kind: { deposit: 'Бонус на депозит', take: 'Подарок' },
  details: 'Подробнее',
  detailsOf: 'Подробнее о «{{title}}»',
  shown: 'Показано {{shown}} из {{count}}',
  more: 'Показать ещё',
  moreFailed: 'Не удалось загрузить остальные предложения.',
  emptyTitle: 'Пока предложений нет',
  emptyText: 'Новые предложения скоро появятся. Если у вас есть промокод, введите его здесь.',
  guestsOnlySignIn: 'Войдите, чтобы увидеть предложения на депозит.',
  signIn: 'Войти',
  failedTitle: 'Не удалось загрузить предложения',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  allOffers: 'Все предложения',
  conditions: 'Условия',
  terms: 'Полные условия',
  notFoundTitle: 'Такое предложение не найдено',
  notFoundText: 'Возможно, оно закончилось или открывается только промокодом.',
};
