// Texts of the jackpot pages (/jackpots, /jackpots/:id) and the home's jackpot strip, in the
// 'gamehall' namespace under 'jackpots'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Jekpotlar',
  seoDescription:
    "Omad jekpotlari: har bir real pul tikishi bilan o'sadi, omad kulib boqqan o'yinchi butun summani oladi.",
  lead: "Har bir real pul tikishining bir qismi jekpotga qo'shiladi. Jekpot tushganda butun summa o'sha o'yinchining asosiy balansiga o'tadi.",
  list: "Jekpotlar ro'yxati",
  amount: 'Hozirgi summa',
  contribution: "Har bir tikishdan {{percent}}% qo'shiladi",
  seed: "Boshlang'ich summa: {{amount}}",
  lastWon: 'Oxirgi marta tushgan: {{date}}',
  neverWon: 'Hali tushmagan',
  open: 'Batafsil',
  games: "Jekpot o'yinlari",
  gamesCount_one: "{{count}} ta o'yin",
  gamesCount_few: "{{count}} ta o'yin",
  gamesCount_many: "{{count}} ta o'yin",
  gamesCount_other: "{{count}} ta o'yin",
  winners: "Jekpot g'oliblari",
  noWinners: "Bu jekpot hali hech kimga tushmagan. Birinchi bo'lishingiz mumkin!",
  allJackpots: 'Barcha jekpotlar',
  allWinners: "Barcha g'oliblar",
  failedTitle: "Jekpotlarni yuklab bo'lmadi",
  failedText: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  emptyTitle: "Hozircha jekpotlar yo'q",
  notFoundTitle: 'Bunday jekpot topilmadi',
  notFoundText: "Ehtimol, u yopilgan. Boshqa jekpotlarni ko'ring.",
  strip: {
    title: 'Jekpotlar',
    seeAll: 'Hammasi',
  },
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Джекпоты',
  seoDescription:
    'Джекпоты Omad: растут с каждой ставкой на реальные деньги, а удачливый игрок забирает всю сумму.',
  lead: 'Часть каждой ставки на реальные деньги идёт в джекпот. Когда он выпадает, вся сумма переходит на основной баланс этого игрока.',
  list: 'Список джекпотов',
  amount: 'Сейчас в джекпоте',
  contribution: 'Пополняется на {{percent}}% каждой ставки',
  seed: 'Начальная сумма: {{amount}}',
  lastWon: 'Последний раз выпал: {{date}}',
  neverWon: 'Ещё не выпадал',
  open: 'Подробнее',
  games: 'Игры джекпота',
  gamesCount_one: '{{count}} игра',
  gamesCount_few: '{{count}} игры',
  gamesCount_many: '{{count}} игр',
  gamesCount_other: '{{count}} игры',
  winners: 'Победители джекпота',
  noWinners: 'Этот джекпот ещё никому не выпадал. Станьте первым!',
  allJackpots: 'Все джекпоты',
  allWinners: 'Все победители',
  failedTitle: 'Не удалось загрузить джекпоты',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  emptyTitle: 'Джекпотов пока нет',
  notFoundTitle: 'Такой джекпот не найден',
  notFoundText: 'Возможно, он закрыт. Посмотрите другие джекпоты.',
  strip: {
    title: 'Джекпоты',
    seeAll: 'Все',
  },
};
