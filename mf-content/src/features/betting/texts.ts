// Texts of the sportsbook page (/betting), in the 'content' namespace under 'pages.betting'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  frameTitle: 'Sport tikish',
  loading: 'Sport tikish yuklanmoqda…',
  unavailableTitle: 'Sport tikish hozircha mavjud emas',
  unavailableText:
    "Sport bo'limi tez orada ochiladi. Hozircha o'yinlar zalida omadingizni sinab ko'ring.",
  failedText: "Sport bo'limini yuklab bo'lmadi. Qayta urinib ko'ring yoki o'yinlar zaliga o'ting.",
  toGamehall: "O'yinlar zaliga",
} as const;

export const ru: Translation<typeof uz> = {
  frameTitle: 'Ставки на спорт',
  loading: 'Загружаем ставки на спорт…',
  unavailableTitle: 'Ставки на спорт пока недоступны',
  unavailableText: 'Раздел спорта скоро откроется. А пока испытайте удачу в игровом зале.',
  failedText: 'Не удалось загрузить раздел спорта. Попробуйте ещё раз или перейдите в игровой зал.',
  toGamehall: 'В игровой зал',
};
