// `npm run build:monolith`: the same shell with every remote bundled in (OMAD_MONOLITH=1),
// into shell/dist-monolith/, for measuring what federation costs. Not a deployable.
// Usage: npm run build:monolith [-- --rebuild]   (without --rebuild a fresh build is kept)
// Serve it: SHELL_DIR=shell/dist-monolith npm start
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MONOLITH_FLAG, MONOLITH_OUT_DIR } from '../../../shared/build/src/monolith';
import { withBuildLock } from './build-lock';
import { buildDir, isStale } from './builds';
import { REMOTE_APPS, appDir } from './paths';

/** The monolith's output folder; the federated shell keeps shell/dist/. */
export const monolithDir = (shellDir = appDir('shell')): string =>
  path.join(shellDir, MONOLITH_OUT_DIR);

/** True when the monolith is missing or older than the shell's or any remote's sources. */
export const isMonolithStale = (
  shellDir = appDir('shell'),
  remoteDirs: readonly string[] = REMOTE_APPS.map(appDir),
): boolean => isStale(shellDir, { outDir: monolithDir(shellDir), alsoBuiltFrom: remoteDirs });

/** Builds the monolith when it is stale (or always, with `force`); resolves to its folder. */
export const buildMonolith = (
  log: (line: string) => void,
  { force = false }: Readonly<{ force?: boolean }> = {},
): Promise<string> =>
  withBuildLock(async () => {
    const shellDir = appDir('shell');
    const outDir = monolithDir(shellDir);
    if (!force && !isMonolithStale(shellDir)) {
      log(`monolith is up to date in ${path.relative(process.cwd(), outDir) || outDir}`);
      return outDir;
    }
    const started = Date.now();
    log('building the monolith (shell with every remote bundled in)…');
    await buildDir(shellDir, { [MONOLITH_FLAG]: '1', NODE_ENV: 'production' }, outDir);
    log(`built the monolith in ${((Date.now() - started) / 1000).toFixed(1)} s: ${outDir}`);
    return outDir;
  }, log);

const main = async (args: readonly string[]) => {
  const unknown = args.filter((arg) => arg !== '--rebuild');
  if (unknown.length > 0) {
    throw new Error(`unknown argument ${unknown.join(' ')}; usage: build:monolith [-- --rebuild]`);
  }
  const log = (line: string) => console.log(`[omad] ${line}`);
  await buildMonolith(log, { force: args.includes('--rebuild') });
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`[omad] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
