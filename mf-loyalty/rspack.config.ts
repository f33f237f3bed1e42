import { defineFirstScreenConfig, defineRemoteConfig } from '@omad/build';
import { PAGES } from './src/pages';

/** What this remote exposes; the monolith build (OMAD_MONOLITH=1) bundles the same list. */
export const exposes = {
  './app': './src/bootstrap.tsx',
  './profile-loyalty': './src/widgets/profile-loyalty.tsx',
};

const options = {
  dir: import.meta.dirname,
  exposes,
  pages: PAGES,
  firstScreen: './src/first-screen.tsx',
};

// The browser build, then the first screens' module for the edge into the same folder.
export default [defineRemoteConfig(options), defineFirstScreenConfig(options)];
