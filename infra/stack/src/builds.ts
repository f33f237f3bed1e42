// Builds the apps whose output is missing or older than their sources, so `npm start`
// and the e2e run never serve a stale build and never rebuild needlessly.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, appDir } from './paths';

const STAMP = '.build-stamp';
const SHARED_SOURCES = [
  'shared/contract/src',
  // The contract's version and recorded surface go into every remote's manifest.
  'shared/contract/package.json',
  'shared/contract/surface.json',
  'shared/ui/src',
  'shared/build/src',
  'package-lock.json',
];

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
};

/** What an app's build is made of, besides the shared sources. */
export const appSources = (dir: string): string[] =>
  ['src', 'package.json', 'rspack.config.ts'].map((name) => path.join(dir, name));

export type BuildOutput = Readonly<{
  /** Where the build goes (default `<dir>/dist`). */
  outDir?: string;
  /** Other apps whose sources go into this build too (the monolith bundles every remote). */
  alsoBuiltFrom?: readonly string[];
}>;

/** True when `dir`'s build is missing or older than anything it is built from. */
export const isStale = (dir: string, { outDir, alsoBuiltFrom = [] }: BuildOutput = {}): boolean => {
  const stamp = path.join(outDir ?? path.join(dir, 'dist'), STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = [dir, ...alsoBuiltFrom].flatMap(appSources);
  const shared = SHARED_SOURCES.map((name) => path.join(REPO_ROOT, name));
  return [...inputs, ...shared].some((input) => newestMtime(input) > builtAt);
};

const rspackCli = path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js');

/**
 * Runs a production rspack build in `dir` and stamps `outDir` (where that build writes);
 * rejects with the build output on failure. The monolith flag is passed only on purpose.
 */
export const buildDir = (
  dir: string,
  env: NodeJS.ProcessEnv = {},
  outDir = path.join(dir, 'dist'),
): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackCli, 'build'], {
      cwd: dir,
      env: { ...process.env, OMAD_MONOLITH: undefined, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0) {
        writeFileSync(path.join(outDir, STAMP), new Date().toISOString());
        resolve();
      } else reject(new Error(`build of ${path.relative(REPO_ROOT, dir)} failed:\n${output}`));
    });
  });

/** Builds every stale app among `apps`, one after another (two cores: parallel builds only thrash). */
export const buildStale = async (
  apps: readonly string[],
  log: (line: string) => void,
  force = false,
): Promise<void> => {
  for (const app of apps) {
    const dir = appDir(app);
    if (!force && !isStale(dir)) continue;
    const started = Date.now();
    log(`building ${app}…`);
    await buildDir(dir);
    log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
};
