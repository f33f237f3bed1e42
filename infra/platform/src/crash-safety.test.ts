// Data kept through faults: the platform is killed (SIGKILL, dev/crash-points.ts) in the
// middle of a registration, a profile save and a storage write, then started again on the
// same database. Each write is there whole or not at all. Runs on PGlite's files, and on the
// PostgreSQL server when npm test gives one (TEST_POSTGRES_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage } from '@omad/contract/api';
import type { CrashPoint } from './dev/crash-points';
import { freePort } from '../../stack/src/free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(REPO_ROOT, 'infra/platform/src/main.ts');

/** The database every run of the platform in this file shares. */
let database: { env: NodeJS.ProcessEnv; cleanup: () => Promise<void> };

const openDatabase = async () => {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'omad-crash-'));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `omad_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: new URL('postgres', serverUrl).href });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(
    `create database ${name} template ${process.env.TEST_POSTGRES_TEMPLATE ?? 'omad_template'}`,
  );
  return {
    env: { DATABASE_URL: new URL(name, serverUrl).href, DATA_DIR: '' },
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  };
};

interface Running {
  readonly url: string;
  readonly child: ChildProcess;
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts the platform as `npm start` would, on the shared database, maybe with a crash point. */
const start = async (crash?: CrashPoint): Promise<Running> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...database.env,
      PLATFORM_PORT: String(port),
      PLATFORM_CRASH_POINT: crash ?? '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the platform exited before listening:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited };
};

const stop = async (running: Running) => {
  running.child.kill('SIGTERM');
  await running.exited;
};

/** A browser's session with one platform run: its cookie survives restarts (it is in the DB). */
class Session {
  cookie = '';
  async call(base: string, method: string, params: Record<string, string> = {}, verb = 'POST') {
    const query = new URLSearchParams({ v: '2.34', locale: 'uz' });
    if (verb === 'GET') Object.entries(params).forEach(([key, value]) => query.set(key, value));
    const response = await fetch(`${base}/api/${method}?${query}`, {
      method: verb,
      headers: this.cookie ? { cookie: this.cookie } : {},
      body: verb === 'POST' ? new URLSearchParams(params) : undefined,
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('omad_sid='));
    if (set) this.cookie = set.split(';')[0] ?? '';
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; error?: { message: string } },
    };
  }
}

/** Calls that the crash cuts off: no answer comes, the process is gone. */
const callIntoCrash = async (running: Running, work: () => Promise<unknown>) => {
  await expect(work()).rejects.toThrow();
  expect(await running.exited).toBe('SIGKILL');
};

const PLAYER = { login: `crash-${Date.now()}@omad.test`, password: 'Omad-Pa55word' };
const OLD_PROFILE = { first_name: 'Eski', last_name: 'Ism', fakename: 'OldNick' };
const player = new Session();

beforeAll(async () => {
  database = await openDatabase();
  const running = await start();
  try {
    await player.call(running.url, 'auth.register', {
      email: PLAYER.login,
      password: PLAYER.password,
    });
    expect((await player.call(running.url, 'account.saveProfileInfo', OLD_PROFILE)).body.data).toBe(
      1,
    );
    expect(
      (await player.call(running.url, 'storage.set', { key: 'theme', value: 'old' })).status,
    ).toBe(200);
  } finally {
    await stop(running);
  }
}, 120_000);

afterAll(async () => {
  await database?.cleanup();
});

describe('a platform killed mid-write, then started again', () => {
  it('a registration is all there or not at all', async () => {
    const email = `half-${Date.now()}@omad.test`;
    const crashing = await start('registration:account-written');
    await callIntoCrash(crashing, () =>
      new Session().call(crashing.url, 'auth.register', { email, password: 'Omad-Pa55word' }),
    );
    const running = await start();
    try {
      const login = await new Session().call(running.url, 'auth.login', {
        login: email,
        password: 'Omad-Pa55word',
      });
      expect(login.body.error?.message).toBe(AuthMessage.WrongCredentials);
      // Nothing half-made blocks the login: registering again gives a whole account.
      const again = await new Session().call(running.url, 'auth.register', {
        email,
        password: 'Omad-Pa55word',
      });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({
        login: email,
        balances: { main: { amount: '0.00' } },
      });
    } finally {
      await stop(running);
    }
  }, 60_000);

  it('a profile save is all there or not at all', async () => {
    const crashing = await start('profile:account-updated');
    await callIntoCrash(crashing, () =>
      player.call(crashing.url, 'account.saveProfileInfo', {
        first_name: 'Yangi',
        last_name: 'Familiya',
        fakename: 'NewNick',
      }),
    );
    const running = await start();
    try {
      const info = await player.call(running.url, 'account.getInfo', {}, 'GET');
      expect(info.body.data).toMatchObject({ fakename: 'OldNick' });
      const profile = await player.call(running.url, 'account.getprofileinfo', {}, 'GET');
      expect(profile.body.data).toMatchObject({ first_name: 'Eski', last_name: 'Ism' });
    } finally {
      await stop(running);
    }
  }, 60_000);

  it('a storage write is all there or not at all', async () => {
    const crashing = await start('storage:value-written');
    await callIntoCrash(crashing, () =>
      player.call(crashing.url, 'storage.set', { key: 'theme', value: 'new' }),
    );
    const running = await start();
    try {
      const stored = await player.call(running.url, 'storage.get', { keys: 'theme' }, 'GET');
      expect(stored.body.data).toEqual({ theme: 'old' });
    } finally {
      await stop(running);
    }
  }, 60_000);
});
