// Release records: reading one back from a store (records written before contractVersion,
// shared, commit and publishedBy existed are filled in), and describing a build folder.
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { RELEASE_RECORD } from './artifact-store';
import type { ReleaseRecord } from './artifact-store';

/** Never part of a published build: the build cache's marker and a record left in the folder. */
const NOT_PUBLISHED = new Set(['.build-stamp', RELEASE_RECORD]);

const recordSchema = v.object({
  app: v.string(),
  version: v.string(),
  contractVersion: v.optional(v.nullable(v.string()), null),
  hostContract: v.optional(v.nullable(v.string()), null),
  shared: v.optional(v.record(v.string(), v.string()), {}),
  files: v.record(v.string(), v.string()),
  commit: v.optional(v.nullable(v.string()), null),
  publishedAt: v.string(),
  publishedBy: v.optional(v.string(), 'unknown'),
  origin: v.picklist(['release', 'workspace']),
});

const manifestSchema = v.object({
  metaData: v.optional(
    v.object({
      omad: v.optional(
        v.object({
          contractVersion: v.optional(v.string()),
          hostContract: v.optional(v.string()),
        }),
      ),
    }),
  ),
  // requiredVersion may be `false` (no check) in a federation manifest: such entries are skipped.
  shared: v.optional(v.array(v.object({ name: v.string(), requiredVersion: v.unknown() }))),
});

const parseJson = <T>(
  schema: v.GenericSchema<unknown, T>,
  json: string,
  source: string,
  what: string,
): T => {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not JSON`);
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(
    `${source} is not ${what}: ${v.getDotPath(issue) ?? 'top level'}: ${issue.message}`,
  );
};

/** A release record from its JSON text; throws naming `source` when it is not one. */
export const parseReleaseRecord = (json: string, source = 'release record'): ReleaseRecord =>
  parseJson(recordSchema, json, source, 'a release record');

/** The fields of a record in the order a store writes them (the order of the type). */
const RECORD_FIELDS = [
  'app',
  'version',
  'contractVersion',
  'hostContract',
  'shared',
  'files',
  'commit',
  'publishedAt',
  'publishedBy',
  'origin',
] as const satisfies readonly (keyof ReleaseRecord)[];

/** The text a store writes for a record, whatever order the caller built the object in. */
export const formatReleaseRecord = (record: ReleaseRecord): string =>
  `${JSON.stringify(Object.fromEntries(RECORD_FIELDS.map((field) => [field, record[field]])), null, 2)}\n`;

const walk = async (root: string, dir: string): Promise<string[]> => {
  const names = await readdir(dir);
  const nested = await Promise.all(
    names.map(async (name) => {
      const full = path.join(dir, name);
      if ((await stat(full)).isDirectory()) return walk(root, full);
      return NOT_PUBLISHED.has(name) ? [] : [path.relative(root, full).split(path.sep).join('/')];
    }),
  );
  return nested.flat();
};

/**
 * The files of a build below `dir` that a publish copies: `/`-separated paths relative to
 * `dir`, sorted, without `.build-stamp` and the release record.
 */
export const listBuildFiles = async (dir: string): Promise<string[]> =>
  (await walk(dir, dir)).sort();

/** sha256 of every file of a build, by relative path, in sorted order. */
export const hashBuildFiles = async (dir: string): Promise<Record<string, string>> => {
  const hashes: Record<string, string> = {};
  // One file at a time: a build has hundreds of files, and open handles are not free.
  for (const file of await listBuildFiles(dir)) {
    const bytes = await readFile(path.join(dir, ...file.split('/')));
    hashes[file] = createHash('sha256').update(bytes).digest('hex');
  }
  return hashes;
};

/** What a build folder says about itself, for its release record. */
export type BuildDescription = Pick<
  ReleaseRecord,
  'contractVersion' | 'hostContract' | 'shared' | 'files'
>;

/**
 * Reads `<dir>/mf-manifest.json` for the contract version (metaData.omad.contractVersion) and
 * the shared packages' required ranges, and hashes every file. Throws when there is no manifest.
 */
export const describeBuild = async (dir: string): Promise<BuildDescription> => {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const text = await readFile(manifestFile, 'utf8').catch(() => {
    throw new Error(`${manifestFile} is missing: is ${dir} a federation build?`);
  });
  const manifest = parseJson(manifestSchema, text, manifestFile, 'a federation manifest');
  const shared: Record<string, string> = {};
  for (const entry of manifest.shared ?? []) {
    if (typeof entry.requiredVersion === 'string') shared[entry.name] = entry.requiredVersion;
  }
  return {
    contractVersion: manifest.metaData?.omad?.contractVersion ?? null,
    hostContract: manifest.metaData?.omad?.hostContract ?? null,
    shared,
    files: await hashBuildFiles(dir),
  };
};

/** Throws unless `record` is the record of app@version: a store files it under those names. */
export const assertRecordOf = (record: ReleaseRecord, app: string, version: string): void => {
  if (record.app !== app || record.version !== version) {
    throw new Error(
      `the release record is for ${record.app}@${record.version}, not ${app}@${version}`,
    );
  }
};
