// Starts the real Strapi 5 of infra/strapi: its own dependencies installed on first use (they
// are not the storefront's: ~700 MB that `npm ci && npm start` never needs), PostgreSQL from
// DATABASE_URL or a throwaway cluster (postgres.ts), throwaway secrets outside production, the
// storefront's seed imported into an empty database (infra/cms's, the one the stand-in
// serves), and optionally the admin panel (built on first use) and the edge's webhook.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeSeedExport } from '../../cms/src/seed-export';
import { REPO_ROOT } from './paths';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

export const STRAPI_DIR = path.join(REPO_ROOT, 'infra/strapi');
const STRAPI_BIN = path.join(STRAPI_DIR, 'node_modules/@strapi/strapi/bin/strapi.js');
const DATABASE = 'omad_strapi';

/** The secrets Strapi needs; made up for a run outside production, required in it. */
const SECRETS = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;

export type StrapiOptions = Readonly<{
  port: number;
  /** PostgreSQL; unset, a throwaway cluster is started (and stopped with Strapi). */
  databaseUrl?: string;
  /** Serve the admin panel, building it first when it is not built. */
  admin?: boolean;
  /** The edge's webhook: Strapi announces every change there (content-webhook.ts). */
  webhook?: Readonly<{ url: string; token: string }>;
  /** Write a full-access API token for tests to this file (never in production). */
  tokensFile?: string;
  production?: boolean;
  log?: (line: string) => void;
  /** Where Strapi's own output goes; by default this process's. */
  output?: (chunk: string) => void;
}>;

export type RunningStrapi = Readonly<{
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}>;

const NPM_CI = ['ci', '--no-audit', '--no-fund', '--loglevel=error'];

/** Whether infra/strapi's dependencies are missing or older than its lock file. */
const strapiNeedsInstall = (): boolean => {
  const installed = path.join(STRAPI_DIR, 'node_modules/.package-lock.json');
  const lock = path.join(STRAPI_DIR, 'package-lock.json');
  return !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
};

/** Installs infra/strapi's dependencies when they are missing or older than its lock file. */
export const ensureStrapiInstalled = (log: (line: string) => void = console.log): void => {
  if (!strapiNeedsInstall()) return;
  log('strapi: installing its dependencies (first use: a few minutes)');
  const result = spawnSync('npm', NPM_CI, { cwd: STRAPI_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('strapi: npm ci in infra/strapi failed');
};

/**
 * The same install started now and awaited later: `npm test` has it download while the
 * typecheck and the lint use the processors. Resolves with what npm printed on failure.
 */
export const installStrapiInBackground = (): Promise<string | null> => {
  if (!strapiNeedsInstall()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const child = spawn('npm', NPM_CI, { cwd: STRAPI_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve(code === 0 ? null : output || `npm ci exited ${code}`));
  });
};

const secretsFor = (production: boolean): Record<string, string> => {
  const missing = SECRETS.filter((name) => !process.env[name]);
  if (production && missing.length > 0) {
    throw new Error(`strapi: production needs ${missing.join(', ')}`);
  }
  const made = (name: string) =>
    name === 'APP_KEYS'
      ? [1, 2].map(() => randomBytes(16).toString('base64')).join(',')
      : randomBytes(name === 'ENCRYPTION_KEY' ? 32 : 16).toString('base64');
  return Object.fromEntries(SECRETS.map((name) => [name, process.env[name] ?? made(name)]));
};

const ensureDatabase = async (serverUrl: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: `${serverUrl}postgres` });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  return `${serverUrl}${DATABASE}`;
};

/** Where `strapi start` serves the admin panel from, for a JavaScript project. */
const ADMIN_BUILD = path.join(STRAPI_DIR, 'build');
const adminBuilt = () => existsSync(path.join(ADMIN_BUILD, 'index.html'));

/**
 * Builds the admin panel into infra/strapi/build. `strapi build` looks for a tsconfig.json
 * in its folder and every folder above, finds the repository's, and takes the project for a
 * TypeScript one it cannot compile; so it runs in a folder outside the repository whose
 * entries link to the project's, and the panel it builds is moved into the project.
 */
const buildAdmin = (env: NodeJS.ProcessEnv): void => {
  const outside = mkdtempSync(path.join(tmpdir(), 'omad-strapi-admin-'));
  try {
    for (const entry of ['config', 'src', 'public', 'node_modules', 'package.json'])
      symlinkSync(path.join(STRAPI_DIR, entry), path.join(outside, entry));
    const built = spawnSync(process.execPath, [STRAPI_BIN, 'build'], {
      cwd: outside,
      env,
      stdio: 'inherit',
    });
    if (built.status !== 0 || !existsSync(path.join(outside, 'build/index.html')))
      throw new Error('strapi: the admin build failed');
    rmSync(ADMIN_BUILD, { recursive: true, force: true });
    cpSync(path.join(outside, 'build'), ADMIN_BUILD, { recursive: true });
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
};

/** Waits until Strapi answers, or its process ends. */
const answering = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`strapi: exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/_health`);
      if (response.status === 204) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`strapi: no answer at ${url} within ${timeoutMs} ms`);
};

export const startStrapi = async ({
  port,
  databaseUrl,
  admin = false,
  webhook,
  tokensFile,
  production = false,
  log = console.log,
  output = (chunk) => process.stdout.write(chunk),
}: StrapiOptions): Promise<RunningStrapi> => {
  ensureStrapiInstalled(log);
  let cluster: ThrowawayPostgres | null = null;
  if (!databaseUrl) cluster = await startThrowawayPostgres();
  const seedDir = mkdtempSync(path.join(tmpdir(), 'omad-strapi-seed-'));
  // A throwaway database's uploads go with it (STRAPI_PUBLIC_DIR, config/server.js).
  const publicDir = cluster ? path.join(seedDir, 'public') : null;
  if (publicDir) mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  try {
    const database = databaseUrl ?? (await ensureDatabase(cluster?.serverUrl ?? ''));
    writeSeedExport(seedDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...secretsFor(production),
      NODE_ENV: production ? 'production' : 'development',
      DATABASE_URL: database,
      STRAPI_PORT: String(port),
      STRAPI_ADMIN: admin ? 'true' : 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'uz',
      OMAD_SEED_DIR: seedDir,
      ...(publicDir ? { STRAPI_PUBLIC_DIR: publicDir } : {}),
      ...(webhook ? { OMAD_EDGE_WEBHOOK_URL: webhook.url, CMS_WEBHOOK_TOKEN: webhook.token } : {}),
      ...(tokensFile ? { OMAD_TOKENS_FILE: tokensFile } : {}),
    };
    if (admin && !adminBuilt()) {
      log('strapi: building the admin panel (first use: about a minute)');
      buildAdmin(env);
    }
    const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
      cwd: STRAPI_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The last lines are kept to say why, should Strapi stop before it answers.
    let tail = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = `${tail}${text}`.slice(-4_000);
      output(text);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    const url = `http://127.0.0.1:${port}`;
    const stop = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          cluster?.stop();
          rmSync(seedDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      });
    try {
      await answering(url, child, 180_000);
    } catch (error) {
      await stop();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
    }
    return { url, child, stop };
  } catch (error) {
    cluster?.stop();
    rmSync(seedDir, { recursive: true, force: true });
    throw error;
  }
};

/** The full-access token a run with `tokensFile` wrote. */
export const readWriteToken = (tokensFile: string): string =>
  (JSON.parse(readFileSync(tokensFile, 'utf8')) as { write: string }).write;

/** The editor's admin sign-in a run with `tokensFile` made (see bootstrap/outside.js). */
export const readEditor = (tokensFile: string): { email: string; password: string } =>
  (JSON.parse(readFileSync(tokensFile, 'utf8')) as { editor: { email: string; password: string } })
    .editor;
