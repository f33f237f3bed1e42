// Every file of a remote build is checked against the release record its publish wrote
// (sha256 per file, infra/release/src/store/record.ts) before the edge serves it or runs it:
// a file changed in the artifact store after publish, or added to a version folder, is
// neither sent to a browser nor loaded as a first-screen module.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArtifactStore, ReleaseRecord } from '@omad/release/store';
import { parseReleaseRecord, RELEASE_RECORD } from '@omad/release/store';
import type { RemotePin } from './environments';

/** A file that is not the one its build published; the message names build and file. */
export class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
  constructor(pin: RemotePin, file: string, problem: string) {
    super(`${pin.name}@${pin.version}/${file} ${problem}`);
  }
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** The release record of a version; null when the version is not published. */
export type RecordSource = (pin: RemotePin) => Promise<ReleaseRecord | null>;

/**
 * Records from the folder store, re-read when the record file changes: `npm start` replaces
 * a version it published from the workspace (origin "workspace") with its next build.
 */
export const createFolderRecords = (artifactsDir: string): RecordSource => {
  const known = new Map<string, { stamp: string; record: ReleaseRecord }>();
  return async (pin) => {
    const file = join(artifactsDir, 'remotes', pin.name, pin.version, RELEASE_RECORD);
    const info = await stat(file).catch(() => null);
    if (info === null || !info.isFile()) return null;
    const stamp = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
    const key = `${pin.name}@${pin.version}`;
    const cached = known.get(key);
    if (cached?.stamp === stamp) return cached.record;
    const record = parseReleaseRecord(await readFile(file, 'utf8'), file);
    if (record.app !== pin.name || record.version !== pin.version) return null;
    known.set(key, { stamp, record });
    return record;
  };
};

/** Records from an object store, kept once found: a record is written once, never changed. */
export const createStoreRecords = (store: ArtifactStore): RecordSource => {
  const known = new Map<string, ReleaseRecord>();
  return async (pin) => {
    const key = `${pin.name}@${pin.version}`;
    const cached = known.get(key);
    if (cached) return cached;
    const record = await store.record(pin.name, pin.version);
    if (record) known.set(key, record);
    return record;
  };
};

/** How many verified (file, size, mtime) stamps are remembered before starting afresh. */
const MAX_VERIFIED = 20_000;

export interface BuildIntegrity {
  /**
   * Throws IntegrityError unless `bytes` are what app@version published as `file`. Resolves
   * false when the version has no record (it is not published: a 404, not a tampering).
   */
  check(pin: RemotePin, file: string, bytes: Uint8Array): Promise<boolean>;
  /**
   * The same for a file on disk at `path`, hashed once per (path, size, mtime, ctime, inode)
   * and remembered, so serving it again costs a stat. False when the version has no record.
   */
  checkFile(pin: RemotePin, file: string, path: string): Promise<boolean>;
}

export const createBuildIntegrity = (records: RecordSource): BuildIntegrity => {
  const verified = new Set<string>();
  const expected = async (pin: RemotePin, file: string): Promise<string | null> => {
    const record = await records(pin);
    if (record === null) return null;
    const hash = Object.hasOwn(record.files, file) ? record.files[file] : undefined;
    if (hash === undefined) throw new IntegrityError(pin, file, 'is not in its release record');
    return hash;
  };
  const compare = (pin: RemotePin, file: string, hash: string, bytes: Uint8Array) => {
    if (sha256Hex(bytes) !== hash)
      throw new IntegrityError(pin, file, 'differs from the sha256 its publish recorded');
  };
  return {
    async check(pin, file, bytes) {
      const hash = await expected(pin, file);
      if (hash === null) return false;
      compare(pin, file, hash, bytes);
      return true;
    },
    async checkFile(pin, file, path) {
      const hash = await expected(pin, file);
      if (hash === null) return false;
      const info = await stat(path);
      // ctime too: a writer can put mtime back (touch -r), never ctime.
      const stamp = `${path}:${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}:${hash}`;
      if (verified.has(stamp)) return true;
      compare(pin, file, hash, await readFile(path));
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.add(stamp);
      return true;
    },
  };
};
