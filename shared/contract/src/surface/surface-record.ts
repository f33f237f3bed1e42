// The recorded surface (shared/contract/surface.json) and the rule that ties it to the
// version: the surface may change only with a version bump (a minor for additions, a major
// for removals), and the record always describes the current version. `hostSince` is the
// version that last changed the host surface: remotes built since record it as the oldest
// shell they can run on (the build's hostContract).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareVersions, parseVersion } from '../version';
import { CONTRACT_DIR, type Exports, type Surface } from './read-surface';

export const RECORD_FILE = path.join(CONTRACT_DIR, 'surface.json');

export type SurfaceRecord = Surface &
  Readonly<{
    /** The contract version this surface belongs to. */
    version: string;
    /** The version that last changed the host surface. */
    hostSince: string;
  }>;

export type SurfaceDiff = Readonly<{
  added: string[];
  removed: string[];
  changed: string[];
}>;

const flatten = (exports: Exports): Map<string, string> =>
  new Map(
    Object.entries(exports).flatMap(([subpath, listed]) =>
      Object.entries(listed).map(([name, type]) => [`${subpath} ${name}`, type] as const),
    ),
  );

const sameHost = (a: Surface['host'], b: Surface['host']): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** What differs between two surfaces; a host change shows as a change of 'host'. */
export const diffSurface = (before: Surface, after: Surface): SurfaceDiff => {
  const old = flatten(before.exports);
  const now = flatten(after.exports);
  const changed = [...now.keys()].filter((key) => old.has(key) && old.get(key) !== now.get(key));
  return {
    added: [...now.keys()].filter((key) => !old.has(key)),
    removed: [...old.keys()].filter((key) => !now.has(key)),
    changed: sameHost(before.host, after.host) ? changed : [...changed, 'host (RemoteProps)'],
  };
};

const isEmpty = (diff: SurfaceDiff): boolean =>
  diff.added.length + diff.removed.length + diff.changed.length === 0;

const describe = (diff: SurfaceDiff): string =>
  [
    diff.added.length ? `added ${diff.added.join(', ')}` : '',
    diff.removed.length ? `removed ${diff.removed.join(', ')}` : '',
    diff.changed.length ? `changed ${diff.changed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');

/** What is wrong with the record for the current surface and version; empty when it holds. */
export const surfaceProblems = (
  record: SurfaceRecord,
  current: Surface,
  version: string,
): string[] => {
  const diff = diffSurface(record, current);
  if (record.version === version && !sameMajor(record.hostSince, version)) {
    return [
      `shared/contract/surface.json says the host surface of ${version} is ${record.hostSince}, ` +
        'of another major, so every remote built against it would be refused: run ' +
        '`npm run contract:surface`.',
    ];
  }
  if (record.version === version) {
    return isEmpty(diff)
      ? []
      : [
          `The contract's public surface changed (${describe(diff)}) but its version is still ` +
            `${version}: bump "version" in shared/contract/package.json (a minor for ` +
            'additions, a major for removals or changes an older remote could not survive), ' +
            'then run `npm run contract:surface`.',
        ];
  }
  const was = parseVersion(record.version);
  const now = parseVersion(version);
  if (!was || !now || compareVersions(now, was) <= 0) {
    return [`The contract version ${version} is not after the recorded ${record.version}.`];
  }
  if (diff.removed.length > 0 && now.major === was.major) {
    return [`${describe(diff)}: a removal needs a major version, not ${version}.`];
  }
  return [
    `The contract is ${version} but shared/contract/surface.json records ${record.version}: ` +
      'run `npm run contract:surface`.',
  ];
};

const sameMajor = (a: string, b: string): boolean =>
  parseVersion(a)?.major !== undefined && parseVersion(a)?.major === parseVersion(b)?.major;

/**
 * The record of `current` at `version`, carrying hostSince over while the host is unchanged
 * within one major: a new major starts its own (the rule refuses a remote whose hostContract
 * is of another major than the shell's, so 2.11.0 under 3.0.0 would refuse every remote).
 */
export const nextRecord = (
  previous: SurfaceRecord | null,
  current: Surface,
  version: string,
): SurfaceRecord => ({
  version,
  hostSince:
    previous &&
    sameHost(previous.host, current.host) &&
    previous.hostSince &&
    sameMajor(previous.hostSince, version)
      ? previous.hostSince
      : version,
  exports: current.exports,
  host: current.host,
});

export const readRecord = (file: string = RECORD_FILE): SurfaceRecord | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SurfaceRecord;
  } catch {
    return null;
  }
};

export const writeRecord = (record: SurfaceRecord, file: string = RECORD_FILE): void =>
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
