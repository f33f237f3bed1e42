// ./app: the single-spa lifecycles the shell mounts for loyalty routes.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { PAGES } from './pages';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'loyalty',
  resources: { uz, ru },
  pages: PAGES,
});
