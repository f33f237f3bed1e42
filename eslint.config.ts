// One lint config for every workspace: typescript-eslint, react-hooks, the boundary rule
// that keeps remotes from importing the shell or each other (and every e2e folder from
// reaching into an app's e2e/ or src/), and inside each app the feature-folder rule and no
// import cycles (eslint-plugin-import-x).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import type { Linter } from 'eslint';
import globals from 'globals';
// The apps as the contract lists them (a TypeScript config, loaded by ESLint through jiti).
import { APPS as apps } from './shared/contract/src/apps';

const otherApps = (app: string) =>
  apps
    .filter((other) => other !== app)
    .flatMap((other) => [`**/${other}/**`, `@omad/${other}`, `@omad/${other}/*`]);

// The contract's first-screen drawing bundles react-dom/server: only an app's first-screen
// modules (built for the edge) import it, never what the browser loads.
const FIRST_SCREEN_ONLY = {
  group: ['@omad/contract/first-screen'],
  message: "Only src/first-screen*.tsx draws first screens; the browser's build never needs it.",
};

const boundaryFor = (app: string): Linter.Config[] => [
  {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: otherApps(app) }, FIRST_SCREEN_ONLY] },
      ],
    },
  },
  {
    files: [`${app}/src/first-screen*.tsx`],
    rules: { 'no-restricted-imports': ['error', { patterns: otherApps(app) }] },
  },
];

// End-to-end specs share their helpers through '@omad/e2e' and agree through the contract:
// an app's e2e/ never reaches into another app's e2e/ or src/ (its own src/, for its texts,
// is fine), infra's e2e folders and the shared e2e workspace into none. Build configs
// (a fixture's rspack.config.ts takes the remotes' exposes) are not covered.
const e2eBoundaryFor = (folder: string, own: string | null): Linter.Config => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: apps
              .filter((other) => other !== own)
              .flatMap((other) => [
                `**/${other}/e2e`,
                `**/${other}/e2e/**`,
                `**/${other}/src`,
                `**/${other}/src/**`,
                `@omad/${other}`,
                `@omad/${other}/*`,
              ]),
            message:
              "Import what apps' e2e share from '@omad/e2e' and what they agree on from '@omad/contract'.",
          },
        ],
      },
    ],
  },
});

const foldersIn = (path: string): string[] => {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// Inside an app's src, a feature folder imports only its own files and lib/ (code several
// features share); lib/ imports no feature. Composition happens above the features: routes,
// widgets, bootstrap, i18n. Read from disk, so a new feature folder is covered at once.
const featureZones = foldersIn('./')
  .filter((folder) => foldersIn(`./${folder}/src/features`).length > 0)
  .flatMap((app) => {
    const features = `./${app}/src/features`;
    return [
      ...foldersIn(features).map((feature) => ({
        target: `${features}/${feature}`,
        from: features,
        except: [`./${feature}`],
        message: `A feature imports only its own folder and ${app}/src/lib/: move what features share to lib/.`,
      })),
      {
        target: `./${app}/src/lib`,
        from: features,
        message: 'lib/ is shared by features and imports none of them.',
      },
    ];
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-monolith/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'infra/artifacts/**',
      'infra/strapi/.strapi/**',
      'infra/strapi/public/**',
      'infra/strapi/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...apps.flatMap(boundaryFor),
  ...apps.map((app) => e2eBoundaryFor(`${app}/e2e`, app)),
  e2eBoundaryFor('infra/*/e2e', null),
  e2eBoundaryFor('shared/e2e', null),
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are never parsed: a cycle can only run through our own files.
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: featureZones, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  },
  {
    // The Strapi project (infra/strapi) is plain CommonJS, as Strapi loads it.
    files: ['infra/strapi/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
