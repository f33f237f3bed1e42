// ./app: mf-auth owns no page of the route table; its dialogs live in the header widget.
// The app is exposed so the contract stays the same for every remote.
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { AppRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'auth',
  resources: { uz, ru },
  root: AppRoutes,
});
