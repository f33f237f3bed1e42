// Texts of the home page, in the 'content' namespace under 'home'. The banners and blocks are
// the CMS's, in the page's language.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Omad — onlayn kazino va sport tikish',
  banners: 'Aksiyalar va yangiliklar',
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Omad — онлайн-казино и ставки на спорт',
  banners: 'Акции и новости',
};
