// Reads what a build needs to know about an app from its package.json.
import { readFileSync } from 'node:fs';
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
