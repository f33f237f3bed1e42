import { defineRemoteConfig } from '@omad/build';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  exposes: {
    './app': './src/bootstrap.tsx',
    './header-nav': './src/widgets/header-nav.tsx',
    './footer': './src/widgets/footer.tsx',
    './sidebar': './src/widgets/sidebar.tsx',
    './bottom-menu': './src/widgets/bottom-menu.tsx',
    './site-services': './src/widgets/site-services.tsx',
  },
});
