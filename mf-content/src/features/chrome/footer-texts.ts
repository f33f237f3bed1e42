// Texts of the site footer, in the 'content' namespace under 'footer'. Its link groups and
// legal text are the CMS's; the names of the countries it lists are in country-texts.ts.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  support: "Qo'llab-quvvatlash",
  payments: "To'lov usullari",
  social: 'Ijtimoiy tarmoqlar',
  countries: 'Xizmat mamlakatlari',
} as const;

export const ru: Translation<typeof uz> = {
  support: 'Поддержка',
  payments: 'Способы оплаты',
  social: 'Социальные сети',
  countries: 'Страны обслуживания',
};
