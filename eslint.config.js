// One lint config for every workspace: typescript-eslint, react-hooks, and the
// boundary rule that keeps remotes from importing the shell or each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  'shell',
  'mf-auth',
  'mf-cashier',
  'mf-gamehall',
  'mf-loyalty',
  'mf-profile',
  'mf-content',
];

const boundaryFor = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((other) => other !== app)
          .flatMap((other) => [`**/${other}/**`, `@omad/${other}`, `@omad/${other}/*`]),
      },
    ],
  },
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
  ...apps.map(boundaryFor),
);
