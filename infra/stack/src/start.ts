// `npm start`: builds what is missing or stale, publishes the remotes' workspace builds to
// the local artifact store, and runs the whole stack on one port (PORT, default 8080).
// Usage: npm start [-- --rebuild] [-- --fresh-data]  (--fresh-data empties DATA_DIR first,
//        and starts ENVIRONMENTS_DIR, when set, from a copy of infra/environments)
// Env: PORT, HOST (default 127.0.0.1), OMAD_ENV (default local), DATA_DIR, DATABASE_URL,
//      ENVIRONMENTS_DIR, ARTIFACTS_DIR, NODE_ENV=production (turns off the dev outbox).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS, CHECKED_IN_ENVIRONMENTS, REMOTE_APPS, environmentsDir } from './paths';
import { buildStale } from './builds';
import { withBuildLock } from './build-lock';
import { publishWorkspaceBuild } from './publish-workspace';
import { startStack } from './stack';

const log = (line: string) => console.log(`[omad] ${line}`);

const main = async () => {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  if (process.argv.includes('--fresh-data')) {
    if (!process.env.DATA_DIR)
      throw new Error('--fresh-data needs DATA_DIR (it never empties the default data folder)');
    rmSync(process.env.DATA_DIR, { recursive: true, force: true });
    // A test run pins and rolls back in its own copy, never in the checked-in files.
    const environments = environmentsDir();
    if (path.resolve(environments) !== CHECKED_IN_ENVIRONMENTS) {
      rmSync(environments, { recursive: true, force: true });
      cpSync(CHECKED_IN_ENVIRONMENTS, environments, {
        recursive: true,
        filter: (file) => !/(^|[\\/])(history|\.locks)$/.test(file),
      });
    }
  }
  await withBuildLock(async () => {
    await buildStale(ALL_APPS, log, process.argv.includes('--rebuild'));
    for (const app of REMOTE_APPS) log(await publishWorkspaceBuild(app));
  }, log);
  const stack = await startStack({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    environment: process.env.OMAD_ENV ?? 'local',
    ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    production: process.env.NODE_ENV === 'production',
  });
  log(`Omad is running at ${stack.url}  (Ctrl-C stops it)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(`[omad] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
