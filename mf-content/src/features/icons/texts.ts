// Texts of the icons page (/_icons), in the 'content' namespace under 'pages.icons'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Ikonkalar',
  count: 'Jami: {{total}}',
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Иконки',
  count: 'Всего: {{total}}',
};
