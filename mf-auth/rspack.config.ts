import { defineRemoteConfig } from '@omad/build';
import { PAGES } from './src/pages';

/** What this remote exposes; the monolith build (OMAD_MONOLITH=1) bundles the same list. */
export const exposes = {
  './app': './src/bootstrap.tsx',
  './header-account': './src/widgets/header-account.tsx',
  './account-hints': './src/widgets/account-hints.tsx',
};

export default defineRemoteConfig({ dir: import.meta.dirname, exposes, pages: PAGES });
