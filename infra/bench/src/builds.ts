// The builds the bench times: every app cold (what `npm run build` does), one remote alone,
// and the monolith — the same code with every remote bundled into the shell, whose builder
// (infra/stack/src/build-monolith.ts) is loaded only if it exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withBuildLock } from '../../stack/src/build-lock';
import { buildStale } from '../../stack/src/builds';
import { ALL_APPS, REPO_ROOT } from '../../stack/src/paths';

type Log = (line: string) => void;

const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

/** Production builds of all apps, then of mf-cashier alone, both forced; seconds each. */
export const timeColdBuilds = (log: Log): Promise<{ allApps: number; cashier: number }> =>
  // The clock starts once the lock is held: waiting for someone else's build is not ours.
  withBuildLock(
    async () => ({
      allApps: await seconds(() => buildStale(ALL_APPS, log, true)),
      cashier: await seconds(() => buildStale(['mf-cashier'], log, true)),
    }),
    log,
  );

const MONOLITH_MODULE = path.join(REPO_ROOT, 'infra/stack/src/build-monolith.ts');

type BuildMonolith = (log: Log, options?: Readonly<{ force?: boolean }>) => Promise<string>;

export type MonolithBuild =
  Readonly<{ dir: string; seconds: number }> | Readonly<{ unavailable: string }>;

/**
 * Builds the monolith (forced unless `quick`) and returns its folder and build time, or why
 * there is none. Never throws: without a monolith the bench still measures the rest.
 */
export const buildMonolith = async (log: Log, force: boolean): Promise<MonolithBuild> => {
  if (!existsSync(MONOLITH_MODULE))
    return { unavailable: `${path.relative(REPO_ROOT, MONOLITH_MODULE)} does not exist` };
  try {
    // Imported by path at run time, so the bench typechecks and runs without the file.
    const module: unknown = await import(pathToFileURL(MONOLITH_MODULE).href);
    const build =
      typeof module === 'object' && module !== null && 'buildMonolith' in module
        ? module.buildMonolith
        : undefined;
    if (typeof build !== 'function')
      return { unavailable: `${path.basename(MONOLITH_MODULE)} exports no buildMonolith` };
    const started = performance.now();
    const dir: unknown = await (build as BuildMonolith)(log, { force });
    const elapsed = (performance.now() - started) / 1000;
    if (typeof dir !== 'string') return { unavailable: 'buildMonolith returned no folder' };
    const shellDir = path.resolve(REPO_ROOT, dir);
    if (!existsSync(path.join(shellDir, 'index.html')))
      return { unavailable: `the monolith build has no index.html in ${shellDir}` };
    return { dir: shellDir, seconds: elapsed };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { unavailable: `the monolith build failed: ${message.split('\n')[0]}` };
  }
};
