// Texts of what the features share (tiles, favourites, game rows), in the 'gamehall'
// namespace under 'common'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  tile: {
    favourite: "Sevimlilarga qo'shish: {{name}}",
    badge: { new: 'Yangi', popular: 'Ommabop', jackpot: 'Jekpot' },
  },
  favourites: {
    addFailed: "O'yinni sevimlilarga qo'shib bo'lmadi. Qayta urinib ko'ring.",
    removeFailed: "O'yinni sevimlilardan olib tashlab bo'lmadi. Qayta urinib ko'ring.",
    loadFailed: "Sevimli o'yinlarni yuklab bo'lmadi. Qayta urinib ko'ring.",
  },
  row: {
    seeAll: 'Hammasi',
    previous: "Oldingi o'yinlar",
    next: "Keyingi o'yinlar",
    failed: "O'yinlarni yuklab bo'lmadi",
  },
} as const;

export const ru: Translation<typeof uz> = {
  tile: {
    favourite: 'Добавить в избранное: {{name}}',
    badge: { new: 'Новинка', popular: 'Популярная', jackpot: 'Джекпот' },
  },
  favourites: {
    addFailed: 'Не удалось добавить игру в избранное. Попробуйте ещё раз.',
    removeFailed: 'Не удалось убрать игру из избранного. Попробуйте ещё раз.',
    loadFailed: 'Не удалось загрузить избранные игры. Попробуйте ещё раз.',
  },
  row: {
    seeAll: 'Все',
    previous: 'Предыдущие игры',
    next: 'Следующие игры',
    failed: 'Не удалось загрузить игры',
  },
};
