// Texts of the winners feed (/winners) and the home's winners ticker, in the 'gamehall'
// namespace under 'winners'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: "G'oliblar",
  seoDescription:
    "Omad'dagi so'nggi katta yutuqlar va jekpotlar: kim, qaysi o'yinda, qancha yutdi.",
  lead: "Real pul bilan o'ynalgan raundlarning eng katta yutuqlari va tushgan jekpotlar, eng yangisi birinchi.",
  list: "So'nggi yutuqlar",
  won: '{{player}} {{amount}} yutdi',
  wonIn: "{{player}} {{game}} o'yinida {{amount}} yutdi",
  jackpot: 'Jekpot',
  multiplier: 'x{{value}}',
  multiplierLabel: '{{value}} barobar',
  failedTitle: "G'oliblarni yuklab bo'lmadi",
  failedText: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  emptyTitle: "Hozircha katta yutuqlar yo'q",
  more: "Yana ko'rsatish",
  ticker: {
    title: "So'nggi g'oliblar",
    seeAll: 'Hammasi',
  },
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Победители',
  seoDescription:
    'Последние крупные выигрыши и джекпоты Omad: кто, в какой игре и сколько выиграл.',
  lead: 'Самые крупные выигрыши раундов на реальные деньги и выпавшие джекпоты, сначала новые.',
  list: 'Последние выигрыши',
  won: '{{player}} выиграл {{amount}}',
  wonIn: '{{player}} выиграл {{amount}} в игре {{game}}',
  jackpot: 'Джекпот',
  multiplier: 'x{{value}}',
  multiplierLabel: 'в {{value}} раз',
  failedTitle: 'Не удалось загрузить победителей',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  emptyTitle: 'Крупных выигрышей пока нет',
  more: 'Показать ещё',
  ticker: {
    title: 'Последние победители',
    seeAll: 'Все',
  },
};
