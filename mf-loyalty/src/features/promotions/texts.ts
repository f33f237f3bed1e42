// Texts of the promotions pages (/promotions, /promotions/:id), in the 'loyalty' namespace under
// 'promotions'. The promotions themselves are the CMS's, in the page's language.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Aksiyalar',
  seoDescription:
    'Omad aksiyalari: xush kelibsiz bonusi, bepul aylantirishlar, keshbek va boshqalar — shartlari bilan.',
  lead: "Joriy aksiyalar va ularning shartlari. Taklifli aksiyani shu yerning o'zida oling.",
  list: "Aksiyalar ro'yxati",
  details: 'Batafsil',
  detailsOf: '«{{title}}» haqida batafsil',
  until: '{{date}} gacha',
  finished: 'Yakunlangan',
  finishedText: "Bu aksiya yakunlangan. Joriy aksiyalarni ko'ring.",
  emptyTitle: "Hozircha aksiyalar yo'q",
  emptyText: "Yangi aksiyalar tez orada paydo bo'ladi.",
  failedTitle: "Aksiyalarni yuklab bo'lmadi",
  failedText: "Internet aloqasini tekshirib, qayta urinib ko'ring.",
  allPromotions: 'Barcha aksiyalar',
  about: 'Aksiya haqida',
  terms: 'Aksiya shartlari',
  offerTitle: 'Aksiya taklifi',
  offerDetails: "Taklif tafsilotlari va to'liq shartlari",
  offerUnavailable: 'Bu aksiyaning taklifi hozir sizga mavjud emas.',
  offerFailed: "Taklif holatini yuklab bo'lmadi.",
  notFoundTitle: 'Bunday aksiya topilmadi',
  notFoundText: "Havola eskirgan bo'lishi mumkin.",
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Акции',
  seoDescription:
    'Акции Omad: приветственный бонус, бесплатные вращения, кешбэк и другие — с условиями.',
  lead: 'Текущие акции и их условия. Акцию с предложением можно взять прямо здесь.',
  list: 'Список акций',
  details: 'Подробнее',
  detailsOf: 'Подробнее о «{{title}}»',
  until: 'До {{date}}',
  finished: 'Завершена',
  finishedText: 'Эта акция завершена. Посмотрите текущие акции.',
  emptyTitle: 'Пока акций нет',
  emptyText: 'Новые акции скоро появятся.',
  failedTitle: 'Не удалось загрузить акции',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  allPromotions: 'Все акции',
  about: 'Об акции',
  terms: 'Условия акции',
  offerTitle: 'Предложение акции',
  offerDetails: 'Подробности и полные условия предложения',
  offerUnavailable: 'Предложение этой акции сейчас вам недоступно.',
  offerFailed: 'Не удалось загрузить состояние предложения.',
  notFoundTitle: 'Такая акция не найдена',
  notFoundText: 'Возможно, ссылка устарела.',
};
