// ./profile-loyalty: the player's loyalty summary on the profile (slot 'profile-loyalty').
import { createRemoteApp } from '@omad/contract/remote';
import { ProfileSummary } from '../features/profile-summary/profile-summary';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'loyalty',
  resources: { uz, ru },
  root: ProfileSummary,
});
