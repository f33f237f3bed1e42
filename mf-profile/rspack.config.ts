import { defineRemoteConfig } from '@omad/build';
import { PAGES } from './src/pages';

/** What this remote exposes; the monolith build (OMAD_MONOLITH=1) bundles the same list. */
export const exposes = {
  './app': './src/bootstrap.tsx',
  './account-services': './src/widgets/account-services.tsx',
};

export default defineRemoteConfig({ dir: import.meta.dirname, exposes, pages: PAGES });
