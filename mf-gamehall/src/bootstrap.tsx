// ./app: the single-spa lifecycles the shell mounts for gamehall routes. The page the remote
// mounts at has its chunk loaded before the first render, so it never flashes a skeleton.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { PAGES } from './pages';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'gamehall',
  resources: { uz, ru },
  pages: PAGES,
});
