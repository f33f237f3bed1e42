// Whether a published remote version may run in an environment: it must exist, be allowed
// by the contract's rule on the environment's shell (contractVerdict: the same major, a host
// surface no newer than the shell's), and ask for shared singletons in ranges the shell's
// versions satisfy (one copy of React per page only works if they agree).
import semver from 'semver';
import { contractVerdict } from '@omad/contract';
import { packageNameOf } from '@omad/build/shared-deps';
import type { ArtifactStore, ReleaseRecord } from './store/artifact-store';
import { ReleaseError, type ShellFacts } from './environments/env-file';

/** The reasons a version is incompatible with a shell; empty when it fits. */
export const incompatibilities = (record: ReleaseRecord, shell: ShellFacts): string[] => {
  const problems: string[] = [];
  const verdict = contractVerdict(record, shell.contractVersion);
  if (!verdict.ok) problems.push(verdict.reason);
  for (const [request, range] of Object.entries(record.shared)) {
    const provided = shell.shared[packageNameOf(request)];
    if (provided === undefined) continue; // not a singleton of the shell's
    if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push(`it needs ${request} ${range}, the shell provides ${provided}`);
    }
  }
  return [...new Set(problems)];
};

/** The record of app@version; a ReleaseError when it was never published. */
export const publishedRecord = async (
  store: ArtifactStore,
  app: string,
  version: string,
): Promise<ReleaseRecord> => {
  const record = await store.record(app, version);
  if (record !== null) return record;
  const known = (await store.versions(app)).sort(semver.rcompare).slice(0, 5);
  throw new ReleaseError(
    `${app}@${version} is not published` +
      (known.length ? ` (latest: ${known.join(', ')})` : ` (${app} has no published version)`),
  );
};

/** Refuses app@version for `shell` unless `force`; returns its record. */
export const checkPin = async (
  store: ArtifactStore,
  app: string,
  version: string,
  shell: ShellFacts,
  force: boolean,
): Promise<ReleaseRecord> => {
  const record = await publishedRecord(store, app, version);
  const problems = incompatibilities(record, shell);
  if (problems.length > 0 && !force) {
    throw new ReleaseError(`${app}@${version} refused: ${problems.join('; ')}`);
  }
  return record;
};
