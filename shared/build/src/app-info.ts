// Reads what a build needs to know about an app from its package.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { federationScope } from '@omad/contract';

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
  return { app, scope: federationScope(app), version: String(manifest.version) };
};

/** The contract version the app builds against: the contract package's own version. */
export const readContractVersion = (repoRoot: string): string => {
  const manifest: unknown = JSON.parse(
    readFileSync(path.join(repoRoot, 'shared/contract/package.json'), 'utf8'),
  );
  if (typeof manifest !== 'object' || manifest === null || !('version' in manifest)) {
    throw new Error('shared/contract/package.json has no version');
  }
  return String(manifest.version);
};

/** The nearest folder above `dir` holding the contract (fixtures live deeper than apps). */
export const findRepoRoot = (dir: string): string => {
  let current = path.resolve(dir);
  while (!existsSync(path.join(current, 'shared/contract/package.json'))) {
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`no shared/contract above ${dir}`);
    current = parent;
  }
  return current;
};

/**
 * The oldest contract whose host surface a build of this checkout runs with: `hostSince` of
 * the contract's recorded surface (shared/contract/surface.json), or the contract version
 * itself when the record is missing or belongs to another version.
 */
export const readHostContract = (repoRoot: string): string => {
  const contractVersion = readContractVersion(repoRoot);
  try {
    const record: unknown = JSON.parse(
      readFileSync(path.join(repoRoot, 'shared/contract/surface.json'), 'utf8'),
    );
    if (
      typeof record === 'object' &&
      record !== null &&
      'version' in record &&
      record.version === contractVersion &&
      'hostSince' in record &&
      typeof record.hostSince === 'string'
    ) {
      return record.hostSince;
    }
  } catch {
    // No record: the build needs a shell of its own contract version.
  }
  return contractVersion;
};
