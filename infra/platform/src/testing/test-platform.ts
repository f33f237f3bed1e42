// The platform a test talks to: a throwaway PGlite database in memory by default, or, when
// TEST_POSTGRES_URL names a PostgreSQL server (npm test starts one, see
// infra/stack/src/postgres.ts), a fresh database on it copied from the migrated and seeded
// template TEST_POSTGRES_TEMPLATE, dropped again on close. Every platform test runs on both.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../db/db';
import type { Db } from '../db/db';
import { createPlatform } from '../platform';
import type { Platform, PlatformOptions } from '../platform';

/** Where the tests run: 'pglite' in memory, or 'postgres' on a real server. */
export const TEST_DATABASE_KIND = process.env.TEST_POSTGRES_URL ? 'postgres' : 'pglite';

const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
};

const onServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * The scrypt cost of the accounts tests make by the hundred: the production cost
 * (PASSWORD_COST, a third of a second each) would make the suite crawl. The hashing rules
 * themselves are tested at the production cost (domain/passwords.test.ts).
 */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 } as const;

/**
 * What every test platform gets unless a test says otherwise: no sweeps, no chance jackpots,
 * the cheap password cost, the edge in front (TestClient sends X-Forwarded-For), and a sign-in
 * delay that is recorded, not slept (the delay tests pass their own `sleep`).
 */
const TEST_DEFAULTS: Omit<PlatformOptions, 'dataDir' | 'databaseUrl'> = {
  paymentSweepMs: 0,
  jackpotChance: false,
  passwordCost: TEST_PASSWORD_COST,
  trustedProxyHops: 1,
  simulations: true,
  sleep: async () => {},
  // Many tests move the clock by days (wagering deadlines, weekly cashback, cooling-off) with
  // a player signed in: sessions neither idle out nor age out there. The lifetime rules are
  // tested with the real values (http/session-lifetime.test.ts).
  forceLogoutSeconds: 0,
  sessionTtlMs: 365 * 24 * 60 * 60 * 1000,
};

/** A production platform refuses to start without its secret: tests give it one of theirs. */
const productionDefaults = (options: PlatformOptions): PlatformOptions =>
  options.production ? { platformSecret: 'omad-test-production-secret' } : {};

/** A platform on a database of its own, as fresh as a first start. */
export const createTestPlatform = async (
  options: Omit<PlatformOptions, 'dataDir' | 'databaseUrl'> = {},
): Promise<Platform> => {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  // No jackpot hits by chance: a round's money is what the test expects (rigged hits still hit).
  if (!serverUrl) {
    return createPlatform({
      ...TEST_DEFAULTS,
      ...productionDefaults(options),
      ...options,
      dataDir: 'memory://',
    });
  }
  const template = process.env.TEST_POSTGRES_TEMPLATE ?? 'omad_template';
  const database = `omad_test_${randomBytes(6).toString('hex')}`;
  // The template holds the demo accounts, which a production platform refuses: a production
  // test starts from an empty database and migrates and seeds it as production would.
  await onServer(serverUrl, (client) =>
    client.query(
      options.production
        ? `create database ${database}`
        : `create database ${database} template ${template}`,
    ),
  );
  const platform = await createPlatform({
    ...TEST_DEFAULTS,
    ...productionDefaults(options),
    ...options,
    databaseUrl: databaseUrlFor(serverUrl, database),
  });
  let closing: Promise<void> | undefined;
  return {
    ...platform,
    close: () =>
      (closing ??= platform
        .close()
        .then(() =>
          onServer(serverUrl, (client) => client.query(`drop database if exists ${database}`)),
        )
        .then(() => undefined)),
  };
};

/**
 * An empty database (no tables at all) on the same kind of server as the platform tests use,
 * for tests that build an older schema and migrate it; dropped again on close.
 */
export const createEmptyTestDb = async (): Promise<Db> => {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) return openDb({ dataDir: 'memory://' });
  const database = `omad_empty_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${database}`));
  const db = await openDb({ databaseUrl: databaseUrlFor(serverUrl, database) });
  let closing: Promise<void> | undefined;
  return {
    ...db,
    close: () =>
      (closing ??= db
        .close()
        .then(() =>
          onServer(serverUrl, (client) => client.query(`drop database if exists ${database}`)),
        )
        .then(() => undefined)),
  };
};
