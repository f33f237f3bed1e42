// ./app: the single-spa lifecycles the shell mounts for gamehall routes.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { AppRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'gamehall',
  resources: { uz, ru },
  root: AppRoutes,
});
