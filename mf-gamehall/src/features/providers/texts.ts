// Texts of the providers page (/providers), in the 'gamehall' namespace under 'providers'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: "O'yin provayderlari",
  seoDescription:
    "Omad'dagi barcha o'yin provayderlari: har birining o'yinlarini o'yinlar zalida oching.",
  list: "Provayderlar ro'yxati",
  gameCount_one: "{{games}} ta o'yin",
  gameCount_few: "{{games}} ta o'yin",
  gameCount_many: "{{games}} ta o'yin",
  gameCount_other: "{{games}} ta o'yin",
  failedTitle: "Provayderlarni yuklab bo'lmadi",
  failedText: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  emptyTitle: "Hozircha provayderlar yo'q",
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Провайдеры игр',
  seoDescription: 'Все провайдеры игр Omad: откройте игры любого из них в игровом зале.',
  list: 'Список провайдеров',
  gameCount_one: '{{games}} игра',
  gameCount_few: '{{games}} игры',
  gameCount_many: '{{games}} игр',
  gameCount_other: '{{games}} игры',
  failedTitle: 'Не удалось загрузить провайдеров',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  emptyTitle: 'Провайдеров пока нет',
};
