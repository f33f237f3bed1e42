// Texts of the games-search button and dialog, in the 'gamehall' namespace under 'search'.
// The CMS search-config gives the placeholder, the empty state and the popular title; the
// ones here stand in while it loads or when it cannot be read.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  open: "O'yin qidirish",
  title: "O'yinlarni qidirish",
  close: 'Yopish',
  label: "O'yin nomi",
  placeholder: "O'yin yoki provayderni qidiring",
  clearQuery: 'Qidiruvni tozalash',
  minLength: 'Kamida {{count}} ta belgi kiriting',
  results: 'Qidiruv natijalari',
  resultsCount: 'Topildi: {{count}}',
  searching: 'Qidirilmoqda…',
  recentTitle: 'Oxirgi qidiruvlar',
  clearRecent: 'Tozalash',
  popularTitle: "Ko'p qidirilganlar",
  emptyTitle: 'Hech narsa topilmadi',
  emptyText: "Boshqa nomni kiriting yoki ommabop o'yinlardan birini tanlang.",
  failed: "Qidirib bo'lmadi",
  failedText: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  keyboardHint: "Natijalar bo'ylab ↑ ↓ tugmalari bilan yuring, Enter bilan oching",
} as const;

export const ru: Translation<typeof uz> = {
  open: 'Поиск игр',
  title: 'Поиск игр',
  close: 'Закрыть',
  label: 'Название игры',
  placeholder: 'Найти игру или провайдера',
  clearQuery: 'Очистить поиск',
  minLength: 'Введите не меньше {{count}} символов',
  results: 'Результаты поиска',
  resultsCount: 'Найдено: {{count}}',
  searching: 'Ищем…',
  recentTitle: 'Недавние запросы',
  clearRecent: 'Очистить',
  popularTitle: 'Часто ищут',
  emptyTitle: 'Ничего не найдено',
  emptyText: 'Попробуйте другое название или выберите одну из популярных игр.',
  failed: 'Не удалось выполнить поиск',
  failedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  keyboardHint: 'Стрелки ↑ ↓ — переход по результатам, Enter — открыть игру',
};
