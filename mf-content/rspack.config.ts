import { defineRemoteConfig } from '@omad/build';
import { PAGE_READS } from './src/page-reads';

/** What this remote exposes; the monolith build (OMAD_MONOLITH=1) bundles the same list. */
export const exposes = {
  './app': './src/bootstrap.tsx',
  './header-nav': './src/widgets/header-nav.tsx',
  './footer': './src/widgets/footer.tsx',
  './sidebar': './src/widgets/sidebar.tsx',
  './bottom-menu': './src/widgets/bottom-menu.tsx',
  './site-services': './src/widgets/site-services.tsx',
};

export default defineRemoteConfig({ dir: import.meta.dirname, exposes, pageReads: PAGE_READS });
