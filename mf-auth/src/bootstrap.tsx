// ./app: mf-auth's pages (pages.ts: /restore). Its dialogs live in the header widget.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { PAGES } from './pages';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'auth',
  resources: { uz, ru },
  pages: PAGES,
});
