// Texts of the popups (the CMS's own, in the page's language), in the 'content' namespace
// under 'services.popups': what a preview of a missing popup says.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  previewMissing: '«{{sysname}}» popapi topilmadi',
} as const;

export const ru: Translation<typeof uz> = {
  previewMissing: 'Попап «{{sysname}}» не найден',
};
