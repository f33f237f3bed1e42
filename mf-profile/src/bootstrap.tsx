// ./app: the single-spa lifecycles the shell mounts for profile routes.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { AppRoutes, prepareRoute } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'profile',
  resources: { uz, ru },
  root: AppRoutes,
  prepare: prepareRoute,
});
