// Builds the apps whose output is missing or older than their sources, so `npm start`
// and the e2e run never serve a stale build and never rebuild needlessly.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, appDir } from './paths';

const STAMP = '.build-stamp';
const SHARED_SOURCES = [
  'shared/contract/src',
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

/** True when `dir`'s build is missing or older than anything it is built from. */
export const isStale = (dir: string): boolean => {
  const stamp = path.join(dir, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = ['src', 'package.json', 'rspack.config.ts'].map((name) => path.join(dir, name));
  const shared = SHARED_SOURCES.map((name) => path.join(REPO_ROOT, name));
  return [...inputs, ...shared].some((input) => newestMtime(input) > builtAt);
};

const rspackCli = path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js');

/** Runs a production rspack build in `dir`; rejects with the build output on failure. */
export const buildDir = (dir: string, env: NodeJS.ProcessEnv = {}): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspackCli, 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0) {
        writeFileSync(path.join(dir, 'dist', STAMP), new Date().toISOString());
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
