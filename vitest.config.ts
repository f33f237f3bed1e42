import { defineConfig } from 'vitest/config';

// Unit and component tests live next to the code they test, in every workspace.
export default defineConfig({
  test: {
    include: ['{shared,infra}/*/src/**/*.test.{ts,tsx}', '{shell,mf-*}/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20000,
    setupFiles: ['infra/stack/src/vitest-setup.ts'],
  },
});
