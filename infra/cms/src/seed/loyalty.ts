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
  // Taglines of the levels; what each level gives comes from the platform (loyalty.getinfo).
  levels: [
    {
      level: 1,
      name: t('Yangi boshlovchi', 'Новичок'),
      description: t(
        "Birinchi real pul tikishidanoq ball to'planadi.",
        'Баллы копятся с первой ставки реальными деньгами.',
      ),
    },
    {
      level: 2,
      name: t('Bronza', 'Бронза'),
      description: t(
        "Do'konda ko'proq aylantirishlar ochiladi.",
        'В магазине открываются пакеты побольше.',
      ),
    },
    {
      level: 3,
      name: t('Kumush', 'Серебро'),
      description: t(
        "Katta bonus va brendli sovg'alar ochiladi.",
        'Открываются крупный бонус и фирменные подарки.',
      ),
    },
    {
      level: 4,
      name: t('Oltin', 'Золото'),
      description: t("Tajribali o'yinchilar darajasi.", 'Уровень опытных игроков.'),
    },
    {
      level: 5,
      name: t('Brilliant', 'Бриллиант'),
      description: t('Dasturning eng yuqori darajasi.', 'Высший уровень программы.'),
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
      "Ballar yetarli emas. O'ynashda davom eting — ballar har bir real pul tikishi uchun beriladi.",
      'Недостаточно баллов. Продолжайте играть — баллы начисляются за каждую ставку реальными деньгами.',
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
        "Slotlar, kazino va tezkor o'yinlarda har 1 000 so'm real pul tikishi uchun 1 ball, jonli kazinoda esa har 2 000 so'm uchun 1 ball beriladi. Demo va bepul aylantirishlar ball bermaydi.",
        'За каждые 1 000 сум ставок реальными деньгами в слотах, казино и быстрых играх начисляется 1 балл, в live-казино — за каждые 2 000 сум. Демо и фриспины баллов не дают.',
      ),
    },
    {
      question: t('Ballar nimaga arziydi?', 'Сколько стоят баллы?'),
      answer: t(
        "Do'konda 1 ball 10 so'mga teng: masalan, 1 000 ballga 10 000 so'mlik bonus olasiz. Sarflangan ballar darajangizni pasaytirmaydi.",
        'В магазине 1 балл стоит 10 сум: например, за 1 000 баллов вы получите бонус на 10 000 сум. Потраченные баллы не понижают уровень.',
      ),
    },
    {
      question: t('Daraja tushib qolishi mumkinmi?', 'Может ли уровень понизиться?'),
      answer: t(
        "Yo'q. Daraja to'plangan tajribaga qarab beriladi va erishilgan daraja saqlanib qoladi.",
        'Нет. Уровень зависит от накопленного опыта, и достигнутый уровень сохраняется.',
      ),
    },
  ],
}));
