// An environment file (infra/environments/<env>.json) as the release CLI reads and writes
// it: the pins the edge serves, who pinned each and when, the lock, and optionally the
// facts of the shell deployed there. Written atomically: a temp file, then a rename.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAppName, isVersion } from '../store/names';

const ENVIRONMENT_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** One remote's pin. */
export type Pin = Readonly<{
  version: string;
  /** ISO time of the change that set this version; null for pins older than the CLI. */
  pinnedAt: string | null;
  pinnedBy: string | null;
}>;

/**
 * Why and by whom an environment refuses changes from anyone else, and until when: past
 * `until` the lock is gone (null: a lock written before locks expired, held until unlocked).
 */
export type EnvironmentLock = Readonly<{
  reason: string;
  by: string;
  at: string;
  until: string | null;
  /** The machine the lock was taken from; null for older locks. */
  machine: string | null;
}>;

/** Whether `lock` still holds at `now`. */
export const lockHolds = (lock: EnvironmentLock | null, now: Date): lock is EnvironmentLock =>
  lock !== null && (lock.until === null || Date.parse(lock.until) > now.getTime());

/** What the shell deployed to an environment speaks; absent: the workspace's shell. */
export type ShellFacts = Readonly<{
  contractVersion: string;
  /** Versions of the shared singletons the shell provides, e.g. { react: '19.2.0' }. */
  shared: Readonly<Record<string, string>>;
}>;

export type EnvironmentFile = Readonly<{
  name: string;
  /** Counts the changes written: each pin, promotion, rollback, lock and unlock adds one. */
  revision: number;
  production: boolean;
  /**
   * Whether the edge lets browsers reach the platform's simulated providers and dev routes
   * (/api/_dev, _pay, _kyc, _games, /oauth): true in local only; never in production.
   */
  simulations: boolean;
  locked: EnvironmentLock | null;
  shell: ShellFacts | null;
  remotes: Readonly<Record<string, Pin>>;
}>;

/** A refusal the CLI prints as its one line and exits non-zero for. */
export class ReleaseError extends Error {
  override readonly name: string = 'ReleaseError';
}

/** A missing or malformed environment file; the message names the file and the field. */
export class EnvironmentFileError extends ReleaseError {
  override readonly name = 'EnvironmentFileError';
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}

export const environmentFile = (dir: string, env: string): string => {
  if (!ENVIRONMENT_NAME.test(env)) {
    throw new ReleaseError(`"${env}" is not an environment name (a-z, 0-9 and dashes)`);
  }
  return path.join(dir, `${env}.json`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const parseLock = (value: unknown): EnvironmentLock | null =>
  isRecord(value) && typeof value.reason === 'string'
    ? {
        reason: value.reason,
        by: text(value.by) ?? 'unknown',
        at: text(value.at) ?? '',
        until: text(value.until),
        machine: text(value.machine),
      }
    : null;

const parseShell = (value: unknown): ShellFacts | null => {
  if (!isRecord(value) || typeof value.contractVersion !== 'string') return null;
  const shared = isRecord(value.shared)
    ? Object.fromEntries(
        Object.entries(value.shared).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      )
    : {};
  return { contractVersion: value.contractVersion, shared };
};

/**
 * Validates parsed JSON as an environment file: the one parser the CLI and the edge read
 * pins with. Throws an EnvironmentFileError naming the file and the field.
 */
export const parseEnvironmentFile = (json: unknown, file: string, env: string): EnvironmentFile => {
  const fail = (problem: string): never => {
    throw new EnvironmentFileError(file, problem);
  };
  if (!isRecord(json)) return fail('expected a JSON object');
  if (typeof json.name !== 'string') return fail('"name" must be a string');
  if (json.name !== env) return fail(`"name" is "${json.name}" but the file is for "${env}"`);
  if (typeof json.production !== 'boolean') return fail('"production" must be true or false');
  const simulations = json.simulations ?? false;
  if (typeof simulations !== 'boolean') return fail('"simulations" must be true or false');
  if (simulations && json.production) return fail('"simulations" cannot be on in production');
  if (!isRecord(json.remotes)) return fail('"remotes" must be an object');
  const remotes: Record<string, Pin> = {};
  for (const [app, pin] of Object.entries(json.remotes)) {
    if (!isAppName(app)) return fail(`remote name "${app}" is not kebab-case`);
    const version = isRecord(pin) ? pin.version : undefined;
    if (typeof version !== 'string' || !isVersion(version)) {
      return fail(`remotes.${app}.version must be a semver string such as "1.0.0"`);
    }
    const record = isRecord(pin) ? pin : {};
    remotes[app] = { version, pinnedAt: text(record.pinnedAt), pinnedBy: text(record.pinnedBy) };
  }
  const revision = json.revision ?? 0;
  if (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 0) {
    return fail('"revision" must be a whole number from 0');
  }
  return {
    name: env,
    revision,
    production: json.production,
    simulations,
    locked: parseLock(json.locked),
    shell: parseShell(json.shell),
    remotes,
  };
};

export const readEnvironmentFile = async (dir: string, env: string): Promise<EnvironmentFile> => {
  const file = environmentFile(dir, env);
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    throw new ReleaseError(`no environment "${env}" (${file} does not exist)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new ReleaseError(`${file} is not valid JSON (${String(error)})`);
  }
  return parseEnvironmentFile(json, file, env);
};

/** Replaces the file in one step, so the edge never reads half a file. */
export const writeEnvironmentFile = async (dir: string, value: EnvironmentFile): Promise<void> => {
  const file = environmentFile(dir, value.name);
  const json = {
    name: value.name,
    ...(value.revision > 0 ? { revision: value.revision } : {}),
    production: value.production,
    ...(value.simulations ? { simulations: true } : {}),
    ...(value.locked ? { locked: value.locked } : {}),
    ...(value.shell ? { shell: value.shell } : {}),
    remotes: value.remotes,
  };
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(json, null, 2)}\n`, { flush: true });
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
};
