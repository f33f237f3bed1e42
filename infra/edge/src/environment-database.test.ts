// The edge's environment from the shared database (environment-database.ts) on a real
// PostgreSQL server (TEST_POSTGRES_URL; npm test's PostgreSQL stage): read at start, followed
// by notification and by polling, served while the connection is gone, and taken from the
// database even when it went back to an earlier revision.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgEnvironmentStore } from '@omad/release/environments/pg-store';
import { CHANNEL, SCHEMA } from '@omad/release/environments/database';
import { createTestDatabase } from '../../stack/src/postgres';
import { openDatabaseEnvironment } from './environment-database';
import type { EnvironmentSource } from './environments';

const SERVER = process.env.TEST_POSTGRES_URL;

describe.runIf(SERVER)('environment from the database', () => {
  let url = '';
  let admin: pg.Client;
  const sources: EnvironmentSource[] = [];
  const logs: string[] = [];

  const open = async (environment: string, pollMs = 100) => {
    const source = await openDatabaseEnvironment({
      url,
      environment,
      clock: Date.now,
      log: (line) => logs.push(line),
      pollMs,
    });
    sources.push(source);
    return source;
  };

  /** Writes an environment's state straight into its row, as a change would, and says so. */
  const put = async (name: string, version: string, notify = true) => {
    const state = { production: false, remotes: { 'mf-cashier': { version } } };
    await admin.query(
      `insert into ${SCHEMA}.environments (name, revision, state) values ($1, 1, $2)
       on conflict (name) do update set state = $2, revision = environments.revision + 1,
         changed_at = now()`,
      [name, JSON.stringify(state)],
    );
    if (notify)
      await admin.query('select pg_notify($1, $2)', [CHANNEL, `{"environment":"${name}"}`]);
  };
  const version = async (source: EnvironmentSource) => (await source.current()).remotes[0]?.version;

  beforeAll(async () => {
    url = await createTestDatabase(SERVER ?? '', 'omad_edge');
    await (await openPgEnvironmentStore({ url })).close(); // the release CLI makes the schema
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(sources.map((source) => source.close()));
    await admin.end();
  });

  it('refuses to start without its environment, naming the database', async () => {
    await expect(open('nowhere')).rejects.toThrow(
      /^cannot read environment "nowhere" from postgres:\/\/127\.0\.0\.1:\d+\/omad_edge_\w+: .* has no environment "nowhere"$/,
    );
  });

  it('follows a change at once by notification, and a silent one by polling', async () => {
    await put('notified', '1.0.0');
    const source = await open('notified', 60_000); // no poll during this test
    expect(await version(source)).toBe('1.0.0');
    await put('notified', '1.1.0');
    await expect.poll(() => version(source), { timeout: 2000 }).toBe('1.1.0');

    await put('polled', '1.0.0');
    const polled = await open('polled');
    await put('polled', '2.0.0', false);
    await expect.poll(() => version(polled), { timeout: 2000 }).toBe('2.0.0');
    expect(polled.health()).toMatchObject({
      source: 'database',
      revision: 2,
      reachable: true,
      problem: null,
      following: 'notifications',
    });
  });

  it('serves the last good environment while its connection is gone, then catches up', async () => {
    await put('dropped', '1.0.0');
    const source = await open('dropped', 300);
    // The database ends the edge's connection (a restart, a failover, a network cut).
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'omad-edge dropped'`,
    );
    await expect.poll(() => source.health().reachable, { timeout: 2000 }).toBe(false);
    expect(source.health().problem).toEqual(expect.any(String));
    expect(await version(source)).toBe('1.0.0');
    await put('dropped', '1.2.0', false);
    await expect.poll(() => version(source), { timeout: 3000 }).toBe('1.2.0');
    expect(source.health()).toMatchObject({ reachable: true, problem: null });
    expect(logs.join('\n')).toMatch(/environment dropped: lost postgres:.*serving revision 1/);
  });

  it('takes an earlier revision when the database went back to one', async () => {
    await put('restored', '1.0.0');
    await put('restored', '1.1.0');
    const source = await open('restored');
    expect((await source.current()).revision).toBe(2);
    // Restored from a backup taken before revision 2, then changed again: revision 2 anew.
    await admin.query(
      `update ${SCHEMA}.environments set revision = 1, changed_at = now() where name = 'restored'`,
    );
    await put('restored', '1.5.0', false);
    await expect.poll(() => version(source), { timeout: 2000 }).toBe('1.5.0');
  });
});
