// The artifact store in a folder, for a laptop and CI. A publish fills a temp folder beside
// the target and renames it into place: a version appears whole or not at all, and of two
// publishes of one version the rename lets exactly one win.
import { randomBytes } from 'node:crypto';
import {
  access,
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_RECORD, VersionExistsError } from './artifact-store';
import type { ArtifactStore } from './artifact-store';
import { assertAppName, assertVersion, fileSegments, isVersion } from './names';
import { assertRecordOf, formatReleaseRecord, listBuildFiles, parseReleaseRecord } from './record';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** The error of reading something that is not there (or is a folder where a file was asked). */
const isMissing = (error: unknown): boolean =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(String(codeOf(error)));

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** The store rooted at `root`: `<root>/remotes/<app>/<version>/<files>` plus the record. */
export const createFsStore = (root: string): ArtifactStore => {
  const location = path.resolve(root);
  const appDir = (app: string): string => {
    assertAppName(app);
    return path.join(location, 'remotes', app);
  };
  const versionDir = (app: string, version: string): string => {
    assertVersion(version);
    return path.join(appDir(app), version);
  };
  const isPublished = (app: string, version: string): Promise<boolean> =>
    exists(path.join(versionDir(app, version), RELEASE_RECORD));

  return {
    location,

    async versions(app) {
      const dir = appDir(app);
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      // Temp folders (.tmp-…) are not versions; a folder without a record is not published.
      const published = await Promise.all(
        names.map(async (name) => isVersion(name) && (await isPublished(app, name))),
      );
      return names.filter((_, index) => published[index]);
    },

    async record(app, version) {
      const file = path.join(versionDir(app, version), RELEASE_RECORD);
      const text = await readFile(file, 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return text === null ? null : parseReleaseRecord(text, file);
    },

    async read(app, version, file) {
      const dir = versionDir(app, version);
      const full = path.join(dir, ...fileSegments(app, version, file));
      const relative = path.relative(dir, full);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        throw new Error(`"${file}" is not a path inside ${app}@${version}`);
      }
      if (!(await isPublished(app, version))) return null;
      try {
        const bytes = await readFile(full);
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async publish(app, version, dir, record) {
      const target = versionDir(app, version);
      assertRecordOf(record, app, version);
      const files = await listBuildFiles(dir);
      if (await exists(target)) throw new VersionExistsError(app, version);
      const temp = path.join(
        path.dirname(target),
        `.tmp-${version}-${randomBytes(6).toString('hex')}`,
      );
      let renaming = false;
      try {
        await mkdir(temp, { recursive: true });
        for (const file of files) {
          const to = path.join(temp, ...file.split('/'));
          await mkdir(path.dirname(to), { recursive: true });
          await copyFile(path.join(dir, ...file.split('/')), to);
        }
        await writeFile(path.join(temp, RELEASE_RECORD), formatReleaseRecord(record));
        renaming = true;
        // Fails when the target is there (it always holds at least a record): another won.
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        if (renaming && (await exists(target))) throw new VersionExistsError(app, version);
        throw error;
      }
    },
  };
};
