import path from 'node:path';
import { defineHostConfig } from '@omad/build';

export default defineHostConfig({
  dir: import.meta.dirname,
  template: path.join(import.meta.dirname, 'src/index.html'),
});
