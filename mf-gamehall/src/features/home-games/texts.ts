// Texts of the home page's game rows (the './home-games' widget), in the 'gamehall'
// namespace under 'homeGames'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  label: "O'yinlar",
  popular: "Ommabop o'yinlar",
  new: "Yangi o'yinlar",
  live: 'Jonli kazino',
  recent: "Yaqinda o'ynalganlar",
  recentEmpty: "Siz hali o'ynamagansiz. O'yinni tanlang — u shu yerda paydo bo'ladi.",
  empty: "Hozircha bu yerda o'yin yo'q.",
} as const;

export const ru: Translation<typeof uz> = {
  label: 'Игры',
  popular: 'Популярные игры',
  new: 'Новые игры',
  live: 'Live-казино',
  recent: 'Недавно сыгранные',
  recentEmpty: 'Вы ещё не играли. Выберите игру — она появится здесь.',
  empty: 'Здесь пока нет игр.',
};
