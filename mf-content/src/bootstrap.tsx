// ./app: home, CMS pages and the other content routes.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { AppRoutes, prepareRoute } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'content',
  resources: { uz, ru },
  root: AppRoutes,
  prepare: prepareRoute,
});
