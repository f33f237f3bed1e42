// mf-auth's pages (locale-free; the shell's basename adds /ru): /restore, where a password
// restore message links to. Sign-in, registration and the rest are dialogs of the header
// widget (widgets/header-account.tsx).
import { RESTORE_PATH } from '@omad/contract/api';
import { definePages } from '@omad/contract/pages';

export const PAGES = definePages([
  {
    path: RESTORE_PATH,
    page: () =>
      import('./features/reset-password/reset-password-page').then((m) => m.ResetPasswordPage),
    // A form reached from a message, with nothing of its own to find.
    head: { noindex: true },
  },
]);
