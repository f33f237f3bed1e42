// loyalty: texts and options of the loyalty programme, its levels and its shop.
import { localizedSingle } from './localize';

export const loyalty = localizedSingle((t) => ({
  title: t('Sodiqlik dasturi', 'Программа лояльности'),
  description: t(
    "Har bir tikish uchun Omad ballarini to'plang, darajangizni oshiring va ballarni do'konda bonuslar hamda bepul aylantirishlarga almashtiring.",
    'Получайте баллы Omad за каждую ставку, повышайте уровень и обменивайте баллы в магазине на бонусы и фриспины.',
  ),
  pointsAlias: t('Omad ballari', 'баллы Omad'),
  // Where the chosen character is shown: 'profile', 'loyalty' or 'both' (spec section 9).
  characterDisplayPlace: 'both',
  levels: [
    {
      level: 1,
      name: t('Yangi boshlovchi', 'Новичок'),
      description: t("Ro'yxatdan o'tganingizdan keyin darhol.", 'Сразу после регистрации.'),
    },
    {
      level: 2,
      name: t('Bronza', 'Бронза'),
      description: t(
        "Haftalik keshbek 3% va do'konga kirish.",
        'Еженедельный кешбэк 3% и доступ в магазин.',
      ),
    },
    {
      level: 3,
      name: t('Kumush', 'Серебро'),
      description: t(
        "Haftalik keshbek 5% va tug'ilgan kun sovg'asi.",
        'Еженедельный кешбэк 5% и подарок на день рождения.',
      ),
    },
    {
      level: 4,
      name: t('Oltin', 'Золото'),
      description: t(
        'Haftalik keshbek 8% va pul yechish navbatsiz.',
        'Еженедельный кешбэк 8% и вывод без очереди.',
      ),
    },
    {
      level: 5,
      name: t('Brilliant', 'Бриллиант'),
      description: t(
        'Haftalik keshbek 12%, shaxsiy menejer va maxsus turnirlar.',
        'Еженедельный кешбэк 12%, личный менеджер и закрытые турниры.',
      ),
    },
  ],
  shop: {
    title: t("Sodiqlik do'koni", 'Магазин лояльности'),
    buyButton: t('Almashtirish', 'Обменять'),
    confirmText: t(
      "Ushbu sovg'ani $$price$$ ballga almashtirasizmi?",
      'Обменять $$price$$ баллов на этот подарок?',
    ),
    insufficientFundsText: t(
      "Ballar yetarli emas. O'ynashda davom eting — ballar har bir tikish uchun beriladi.",
      'Недостаточно баллов. Продолжайте играть — баллы начисляются за каждую ставку.',
    ),
  },
  characters: {
    title: t('Qahramoningizni tanlang', 'Выберите своего героя'),
    changeConfirmText: t(
      "Qahramonni almashtirmoqchimisiz? To'plangan ballar saqlanadi.",
      'Сменить героя? Накопленные баллы сохранятся.',
    ),
  },
  faq: [
    {
      question: t('Ballar qanday beriladi?', 'Как начисляются баллы?'),
      answer: t(
        "Slotlarda har 10 000 so'm tikish uchun 1 ball, jonli kazinoda esa har 20 000 so'm uchun 1 ball beriladi.",
        'За каждые 10 000 сум ставок в слотах начисляется 1 балл, в live-казино — за каждые 20 000 сум.',
      ),
    },
    {
      question: t('Ballarning muddati tugaydimi?', 'Сгорают ли баллы?'),
      answer: t(
        "Ballar 90 kun davomida hech qanday tikish qilinmasa bekor bo'ladi.",
        'Баллы сгорают, если в течение 90 дней не было ни одной ставки.',
      ),
    },
  ],
}));
