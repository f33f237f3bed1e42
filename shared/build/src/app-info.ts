// Reads what a build needs to know about an app from its package.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type AppInfo = Readonly<{
  /** Folder name, e.g. 'mf-cashier'. */
  app: string;
  /** Federation container name, an identifier: 'mf_cashier'. */
  scope: string;
  /** The release version (package.json version). */
  version: string;
}>;

export const readAppInfo = (appDir: string): AppInfo => {
  const manifest: unknown = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || !('version' in manifest)) {
    throw new Error(`${appDir}/package.json has no version`);
  }
  const app = path.basename(appDir);
  return { app, scope: app.replace(/-/g, '_'), version: String(manifest.version) };
};

/** The contract version the app builds against (shared/contract/src/version.ts). */
export const readContractVersion = (repoRoot: string): string => {
  const source = readFileSync(path.join(repoRoot, 'shared/contract/src/version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match?.[1]) throw new Error('CONTRACT_VERSION not found in shared/contract/src/version.ts');
  return match[1];
};

/** The nearest folder above `dir` holding the contract (fixtures live deeper than apps). */
export const findRepoRoot = (dir: string): string => {
  let current = path.resolve(dir);
  while (!existsSync(path.join(current, 'shared/contract/src/version.ts'))) {
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`no shared/contract above ${dir}`);
    current = parent;
  }
  return current;
};
