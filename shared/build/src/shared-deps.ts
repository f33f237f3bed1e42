// The federation `shared` map every app builds with: one copy of each singleton reaches
// the browser, whichever app loads it first (shareStrategy 'loaded-first').
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Packages that must exist once per page. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  // The server-data cache: one QueryClient (the shell's) serves every remote's reads.
  '@tanstack/react-query',
] as const;

/** The contract and UI kit: shared so a page downloads them once, not per remote. */
export const SHARED_PACKAGES = [
  '@omad/contract',
  '@omad/contract/api',
  '@omad/contract/cms',
  '@omad/contract/format',
  '@omad/contract/remote',
  '@omad/contract/seo',
  '@omad/contract/validation',
  '@omad/ui',
  'single-spa-react',
] as const;

type SharedEntry = {
  singleton: boolean;
  /** Bundled into the entry instead of a chunk of its own. */
  eager?: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  /** The module provided under this key when it is not the package itself (a facade). */
  import?: string;
  /** The version provided: the package's, also when a facade is. */
  version?: string;
};

/**
 * Packages provided through a facade that re-exports the part the apps use: a shared
 * module cannot be tree-shaken (any remote may import any export), a facade's package can.
 * The share key stays the package name, so every app still imports 'react-router'.
 */
export const FACADES: Readonly<Partial<Record<(typeof SINGLETONS)[number], string>>> = {
  'react-router': path.resolve(import.meta.dirname, 'facades/react-router.ts'),
  'react-i18next': path.resolve(import.meta.dirname, 'facades/react-i18next.ts'),
};

/** The name a facade imports its package by (see facades/targets.d.ts). */
const FACADE_TARGET_PREFIX = '@omad/facade-target/';

/** resolve.alias entries that point the facades' imports at the installed packages. */
export const facadeAliases = (appDir: string): Record<string, string> =>
  Object.fromEntries(
    Object.keys(FACADES).map((request) => [
      `${FACADE_TARGET_PREFIX}${request}$`,
      packageDir(appDir, request),
    ]),
  );

/** The package a request names: `react-dom` for `react-dom/client`. */
export const packageNameOf = (request: string): string =>
  request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);

/** The folder of `request`'s package as installed for `appDir`. */
const packageDir = (appDir: string, request: string): string => {
  const require = createRequire(path.join(appDir, 'package.json'));
  const name = packageNameOf(request);
  // Not every package exports ./package.json, so look it up on the node_modules path.
  const folder = (require.resolve.paths(name) ?? [])
    .map((parent) => path.join(parent, name))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!folder) throw new Error(`${name} is not installed for ${appDir}`);
  return folder;
};

/** The version of `request`'s package installed for `appDir`, e.g. '19.2.0'. */
export const installedVersion = (appDir: string, request: string): string => {
  const manifestPath = path.join(packageDir(appDir, request), 'package.json');
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest
    ? String(manifest.version)
    : '0.0.0';
};

/** The caret range of the version installed for `appDir`, e.g. '^19.2.0'. */
const installedRange = (appDir: string, request: string): string =>
  `^${installedVersion(appDir, request)}`;

/**
 * The `shared` option of the federation plugin for an app in `appDir`. `eager` lists the
 * packages the app bundles into its entry (the shell's first render needs them at once):
 * one download with the entry instead of a second round trip after it.
 */
export const sharedFor = (
  appDir: string,
  eager: ReadonlySet<string> = new Set(),
): Record<string, SharedEntry> => {
  const shared: Record<string, SharedEntry> = {};
  for (const request of SINGLETONS) {
    const facade = FACADES[request];
    shared[request] = {
      singleton: true,
      requiredVersion: installedRange(appDir, request),
      strictVersion: false,
      ...(facade ? { import: facade, version: installedVersion(appDir, request) } : {}),
      ...(eager.has(request) ? { eager: true } : {}),
    };
  }
  for (const request of SHARED_PACKAGES) {
    shared[request] = {
      singleton: false,
      requiredVersion: installedRange(appDir, request),
      strictVersion: false,
      ...(eager.has(request) ? { eager: true } : {}),
    };
  }
  return shared;
};
