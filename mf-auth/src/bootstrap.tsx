// ./app: mf-auth's pages (routes.tsx: /restore). Its dialogs live in the header widget.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { AppRoutes, prepareRoute } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'auth',
  resources: { uz, ru },
  root: AppRoutes,
  prepare: prepareRoute,
});
