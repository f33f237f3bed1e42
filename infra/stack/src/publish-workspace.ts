// Puts the workspace builds of the remotes into the local artifact store, where the edge
// serves /remotes/<name>/<version>/. A version published by the release flow is never
// touched; one that `npm start` itself published from the workspace is replaced when the
// workspace build changes, so a developer's edits show up without bumping versions.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { createFsStore, describeBuild, hashBuildFiles } from '@omad/release/store';
import { appDir, artifactsDir, type RemoteApp } from './paths';

const versionOf = (dir: string): string => {
  const manifest: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest
    ? String(manifest.version)
    : '0.0.0';
};

const headCommit = (cwd: string): string | null => {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.trim() || null;
  } catch {
    return null;
  }
};

const osUser = (): string => {
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd entry has no name.
    return 'unknown';
  }
};

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export type WorkspaceFolders = Readonly<{
  /** The app's folder, with package.json and dist/<version>/. */
  dir: string;
  /** The local artifact store's root. */
  artifacts: string;
}>;

/** Publishes one remote's workspace build; returns what happened, for the log. */
export const publishWorkspaceBuild = async (
  app: RemoteApp,
  { dir, artifacts }: WorkspaceFolders = { dir: appDir(app), artifacts: artifactsDir() },
): Promise<string> => {
  const version = versionOf(dir);
  const source = path.join(dir, 'dist', version);
  const store = createFsStore(artifacts);
  const target = path.join(store.location, 'remotes', app, version);
  const build = await describeBuild(source);
  if (existsSync(target)) {
    // An unreadable record counts as a release: only our own publishes are replaced.
    const published = await store.record(app, version).catch(() => null);
    const ours = published?.origin === 'workspace';
    if (sameJson(await hashBuildFiles(target), build.files)) {
      // A record from before records carried the manifest facts is rewritten once.
      const current =
        published?.contractVersion === build.contractVersion &&
        sameJson(published.shared, build.shared);
      if (!ours || current) return `${app}@${version} up to date`;
    } else if (!ours) {
      return `${app}@${version} is a published release and differs from the workspace build: kept (bump the version to publish)`;
    }
    await rm(target, { recursive: true, force: true });
  }
  await store.publish(app, version, source, {
    app,
    version,
    ...build,
    commit: headCommit(dir),
    publishedAt: new Date().toISOString(),
    publishedBy: osUser(),
    origin: 'workspace',
  });
  return `${app}@${version} published from the workspace`;
};
