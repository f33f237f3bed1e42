// A throwaway PostgreSQL server for `npm test`: Debian's binaries (.ci/run installs the
// `postgresql` package when it is missing), a fresh cluster in a temporary folder, listening
// on a free loopback port with trust auth, fsync off, and gone again when the run ends. As
// root it runs as the `postgres` user (the server refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface ThrowawayPostgres {
  /** postgres://omad@127.0.0.1:<port>/ (add a database name). */
  readonly serverUrl: string;
  stop(): void;
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
  let stopped = false;
  return {
    serverUrl: `postgres://omad@127.0.0.1:${port}/`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
      spawnSync(
        isRoot() ? 'runuser' : path.join(bin, 'pg_ctl'),
        isRoot() ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args] : args,
        { stdio: 'ignore' },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
