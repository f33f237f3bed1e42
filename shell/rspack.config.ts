import path from 'node:path';
import { defineHostConfig, defineShellFrameConfig } from '@omad/build';
import { SHELL_ROUTES_FILE } from '@omad/contract/pages';
import { shellRoutesFile } from './src/routing/routes-file';

export default [
  defineHostConfig({
    dir: import.meta.dirname,
    template: path.join(import.meta.dirname, 'src/index.html'),
    // The route table for the edge, which serves this very build.
    files: { [SHELL_ROUTES_FILE]: () => JSON.stringify(shellRoutesFile()) },
  }),
  // The first frame the edge draws into each page (server/first-frame.cjs).
  defineShellFrameConfig({ dir: import.meta.dirname, entry: './src/server/first-frame.tsx' }),
];
