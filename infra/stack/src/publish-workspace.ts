// Puts the workspace builds of the remotes into the local artifact store, where the edge
// serves /remotes/<name>/<version>/. A version published by the release flow is never
// touched; one that `npm start` itself published from the workspace is replaced when the
// workspace build changes, so a developer's edits show up without bumping versions.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { appDir, artifactsDir, type RemoteApp } from './paths';

export const RELEASE_RECORD = '.omad-release.json';

const listFiles = (root: string, dir = root): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return listFiles(root, full);
    return entry === '.build-stamp' || entry === RELEASE_RECORD ? [] : [path.relative(root, full)];
  });

/** sha256 of every file of a build, by relative path. */
export const hashTree = (root: string): Record<string, string> =>
  Object.fromEntries(
    listFiles(root)
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(root, file)))
          .digest('hex'),
      ]),
  );

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const versionOf = (app: RemoteApp): string => {
  const manifest = readJson(path.join(appDir(app), 'package.json'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest
    ? String(manifest.version)
    : '0.0.0';
};

const originOf = (target: string): string | null => {
  const record = path.join(target, RELEASE_RECORD);
  if (!existsSync(record)) return null;
  const parsed = readJson(record);
  return typeof parsed === 'object' && parsed !== null && 'origin' in parsed
    ? String(parsed.origin)
    : null;
};

const sameFiles = (a: Record<string, string>, b: Record<string, string>): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Publishes one remote's workspace build; returns what happened, for the log. */
export const publishWorkspaceBuild = (app: RemoteApp): string => {
  const version = versionOf(app);
  const source = path.join(appDir(app), 'dist', version);
  const target = path.join(artifactsDir(), 'remotes', app, version);
  const files = hashTree(source);
  if (existsSync(target)) {
    if (sameFiles(hashTree(target), files)) return `${app}@${version} up to date`;
    if (originOf(target) !== 'workspace') {
      return `${app}@${version} is a published release and differs from the workspace build: kept (bump the version to publish)`;
    }
    rmSync(target, { recursive: true, force: true });
  }
  mkdirSync(target, { recursive: true });
  cpSync(source, target, {
    recursive: true,
    filter: (file) => path.basename(file) !== '.build-stamp',
  });
  writeFileSync(
    path.join(target, RELEASE_RECORD),
    JSON.stringify(
      { app, version, origin: 'workspace', publishedAt: new Date().toISOString(), files },
      null,
      2,
    ),
  );
  return `${app}@${version} published from the workspace`;
};
