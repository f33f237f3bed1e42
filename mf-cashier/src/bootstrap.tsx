// ./app: the single-spa lifecycles the shell mounts for cashier routes.
import { createRemoteApp, PageLoading } from '@omad/contract/remote';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { PAGES } from './pages';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'cashier',
  resources: { uz, ru },
  pages: PAGES,
  loading: <PageLoading kind="framed" />,
});
