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

type SharedEntry = { singleton: boolean; requiredVersion: string; strictVersion: boolean };

/** The package a request names: `react-dom` for `react-dom/client`. */
export const packageNameOf = (request: string): string =>
  request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);

/** The version of `request`'s package installed for `appDir`, e.g. '19.2.0'. */
export const installedVersion = (appDir: string, request: string): string => {
  const require = createRequire(path.join(appDir, 'package.json'));
  const name = packageNameOf(request);
  // Not every package exports ./package.json, so look it up on the node_modules path.
  const manifestPath = (require.resolve.paths(name) ?? [])
    .map((folder) => path.join(folder, name, 'package.json'))
    .find((candidate) => existsSync(candidate));
  if (!manifestPath) throw new Error(`${name} is not installed for ${appDir}`);
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest
    ? String(manifest.version)
    : '0.0.0';
};

/** The caret range of the version installed for `appDir`, e.g. '^19.2.0'. */
const installedRange = (appDir: string, request: string): string =>
  `^${installedVersion(appDir, request)}`;

/** The `shared` option of the federation plugin for an app in `appDir`. */
export const sharedFor = (appDir: string): Record<string, SharedEntry> => {
  const shared: Record<string, SharedEntry> = {};
  for (const request of SINGLETONS) {
    shared[request] = {
      singleton: true,
      requiredVersion: installedRange(appDir, request),
      strictVersion: false,
    };
  }
  for (const request of SHARED_PACKAGES) {
    shared[request] = {
      singleton: false,
      requiredVersion: installedRange(appDir, request),
      strictVersion: false,
    };
  }
  return shared;
};
