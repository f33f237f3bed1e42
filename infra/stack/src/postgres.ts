// A throwaway PostgreSQL server for `npm test`: Debian's binaries (.ci/run installs the
// `postgresql` package when it is missing), a fresh cluster in a temporary folder, listening
// on a free loopback port with trust auth, fsync off, and gone again when the run ends. As
// root it runs as the `postgres` user (the server refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './free-port';

export interface ThrowawayPostgres {
  /** postgres://omad@127.0.0.1:<port>/ (add a database name). */
  readonly serverUrl: string;
  /** Stops the server and removes its data. */
  stop(): void;
  /** Stops the server but keeps its data, as when a database goes away for a while. */
  pause(): void;
  /** Starts a paused server again on the same port. */
  resume(): void;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
export const postgresBinDir = (): string | null => {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(path.join(POSTGRES_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
};

const isRoot = (): boolean => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when this process is root. */
const runPg = (binary: string, args: readonly string[]): void => {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, [...args]];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
};

export const startThrowawayPostgres = async (): Promise<ThrowawayPostgres> => {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: `apt-get install postgresql` (.ci/run does it) to run the platform tests on it',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'omad-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPg(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'omad',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const start = () =>
    runPg(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  // `immediate` for a run's end; `fast` to pause, so commits made with synchronous_commit
  // off are written before the server goes away.
  const halt = (mode: 'immediate' | 'fast') => {
    const args = ['-D', data, '-m', mode, '-w', 'stop'];
    spawnSync(
      isRoot() ? 'runuser' : path.join(bin, 'pg_ctl'),
      isRoot() ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args] : args,
      { stdio: 'ignore' },
    );
  };
  start();
  let stopped = false;
  return {
    serverUrl: `postgres://omad@127.0.0.1:${port}/`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      halt('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => halt('fast'),
    resume: start,
  };
};

/** A new, empty database on a test server (`serverUrl` ends with a slash); its URL. */
export const createTestDatabase = async (serverUrl: string, prefix: string): Promise<string> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}${name}`;
};
