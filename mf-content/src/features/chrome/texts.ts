// Texts of the site menus (header navigation, sidebar, mobile bottom menu), in the 'content'
// namespace under 'nav'. The links are the CMS's; the footer's texts are in footer-texts.ts.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  header: 'Asosiy menyu',
  sidebar: 'Sayt menyusi',
  bottom: 'Tezkor menyu',
} as const;

export const ru: Translation<typeof uz> = {
  header: 'Основное меню',
  sidebar: 'Меню сайта',
  bottom: 'Быстрое меню',
};
