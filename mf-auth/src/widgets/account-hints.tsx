// ./account-hints: the hints strip the shell renders in the flow above the page of the
// default layout while a player is signed in (slot account-hints).
import { createRemoteApp } from '@omad/contract/remote';
import { Hints } from '../features/hints/hints-panel';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'auth',
  resources: { uz, ru },
  root: Hints,
});
