// Texts of the providers page (/providers), in the 'gamehall' namespace under 'providers'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: "O'yin provayderlari",
  seoDescription:
    "Omad'dagi barcha o'yin provayderlari: har birining o'yinlarini o'yinlar zalida oching.",
  list: "Provayderlar ro'yxati",
  gameCount: { one: "{{games}} ta o'yin", few: "{{games}} ta o'yin", many: "{{games}} ta o'yin" },
  failedTitle: "Provayderlarni yuklab bo'lmadi",
  failedText: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  retry: 'Qayta urinish',
  emptyTitle: "Hozircha provayderlar yo'q",
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Провайдеры игр',
  seoDescription: 'Все провайдеры игр Omad: откройте игры любого из них в игровом зале.',
  list: 'Список провайдеров',
  gameCount: { one: '{{games}} игра', few: '{{games}} игры', many: '{{games}} игр' },
  failedTitle: 'Не удалось загрузить провайдеров',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  retry: 'Повторить',
  emptyTitle: 'Провайдеров пока нет',
};
