import { defineRemoteConfig } from '@omad/build';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  exposes: { './app': './src/bootstrap.tsx' },
});
