// One writer per environment at a time, across processes: a lock folder created with
// mkdir (atomic on every filesystem we run on), holding the owner's pid. A lock whose
// owner is gone, or that is older than any change could take, is taken over.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './env-file';

const STALE_MS = 60_000;
const WAIT_MS = 15_000;
const RETRY_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

const ownerAlive = async (lock: string): Promise<boolean> => {
  try {
    const pid = Number(await readFile(path.join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return true; // being written: assume alive
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
};

const isStale = async (lock: string): Promise<boolean> => {
  const info = await stat(lock).catch(() => null);
  if (info === null) return false;
  if (Date.now() - info.mtimeMs > STALE_MS) return true;
  return Date.now() - info.mtimeMs > 1000 && !(await ownerAlive(lock));
};

/** Runs `work` holding the lock of environment `env` in `dir`. */
export const withEnvironmentLock = async <T>(
  dir: string,
  env: string,
  work: () => Promise<T>,
): Promise<T> => {
  const locks = path.join(dir, '.locks');
  await mkdir(locks, { recursive: true });
  const lock = path.join(locks, `${env}.lock`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
      if (await isStale(lock)) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) {
        throw new ReleaseError(`environment ${env} is being changed by someone else (${lock})`);
      } else await sleep(RETRY_MS);
    }
  }
  try {
    await writeFile(path.join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
};
