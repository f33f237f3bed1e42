// Every slot widget of this remote is the same lifecycle shape around one component.
import type { ComponentType } from 'react';
import { createRemoteApp } from '@omad/contract/remote';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export const gamehallWidget = (root: ComponentType) =>
  createRemoteApp({ namespace: 'gamehall', resources: { uz, ru }, root });
