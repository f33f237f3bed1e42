import { defineConfig } from 'vitest/config';

// Unit and component tests live next to the code they test, in every workspace.
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    testTimeout: 20000,
    setupFiles: ['infra/stack/src/vitest-setup.ts'],
    projects: [
      {
        // The services (platform, edge, content, release, stack): each file builds what it
        // tests (a platform on a fresh database, an edge over a temp folder), so a worker
        // keeps its loaded modules from file to file — PGlite, Hono and jsdom load once per
        // worker instead of once per file, the unit stage's largest cost. Stubbed globals and
        // environment variables are put back after every test.
        extends: true,
        test: {
          name: 'services',
          include: ['infra/*/src/**/*.test.{ts,tsx}'],
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        // The apps and shared packages render React into jsdom: each file in a fresh one.
        extends: true,
        test: {
          name: 'apps',
          include: ['shared/*/src/**/*.test.{ts,tsx}', '{shell,mf-*}/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
