// Two stacks started at once on one machine (a developer's `npm start` and an e2e run)
// must not build or publish into the same folders at the same time: a folder-based lock
// serialises them.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const LOCK = path.join(REPO_ROOT, 'node_modules/.cache/omad-build.lock');
const STALE_MS = 10 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const tryAcquire = (): boolean => {
  try {
    mkdirSync(LOCK, { recursive: false });
    return true;
  } catch {
    // A lock left by a killed process is taken over once it is old.
    try {
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS)
        rmSync(LOCK, { recursive: true, force: true });
    } catch {
      /* gone already */
    }
    return false;
  }
};

/** Runs `work` while holding the build lock. */
export const withBuildLock = async <T>(
  work: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> => {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  let waited = false;
  while (!tryAcquire()) {
    if (!waited) log('another build is running; waiting for it…');
    waited = true;
    await sleep(500);
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
};
