// The shared environment store on a real PostgreSQL server (npm test's throwaway cluster,
// TEST_POSTGRES_URL; the stage "on PostgreSQL" runs it): the schema, the copy of the files,
// changes as compare-and-set, locks as rows, and the history's append-only rule.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@omad/stack/src/postgres';
import { lock, pin, rollback, unlock } from '../changes';
import type { ReleaseContext } from '../context';
import { createFixture, type Fixture } from '../test-support';
import { migrateEnvironments } from './migrate-files';
import { openPgEnvironmentStore, type PgEnvironmentStore } from './pg-env-store';
import { migrate, SCHEMA } from './pg-schema';

const SERVER = process.env.TEST_POSTGRES_URL;
const APP = 'mf-cashier';

describe.runIf(SERVER)('environments in PostgreSQL', () => {
  let url = '';
  const stores: PgEnvironmentStore[] = [];
  const open = async () => {
    const store = await openPgEnvironmentStore({ url });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    url = await createTestDatabase(SERVER ?? '', 'omad_env');
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  /** A file fixture with `env` copied into a fresh database environment of that name. */
  const seeded = async (env: string, versions: string[]) => {
    const fixture = createFixture('alice');
    for (const version of versions) await fixture.publish(APP, version);
    await fixture.writeEnv({
      name: env,
      remotes: { [APP]: { version: versions[0] ?? '1.0.0', pinnedAt: null, pinnedBy: null } },
    });
    const database = await open();
    await migrateEnvironments(fixture.ctx.environments, database, (name) => ({
      at: '2026-11-30T00:00:00.000Z',
      by: 'alice',
      machine: 'm1',
      action: 'migrate',
      app: null,
      from: null,
      to: null,
      reason: `copied ${name}`,
    }));
    const as = (who: string, store: PgEnvironmentStore = database): ReleaseContext => ({
      ...fixture.ctx,
      environments: store,
      who,
      now: () => new Date(),
    });
    return { fixture, database, as };
  };

  it('migrates its schema once, however many open it at the same time', async () => {
    await Promise.all([open(), open(), open(), open()]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect(await migrate(client)).toBe(0);
    const tables = await client.query(
      `select table_name from information_schema.tables where table_schema = $1 order by 1`,
      [SCHEMA],
    );
    await client.end();
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'environment_history',
      'environment_locks',
      'environments',
      'migrations',
    ]);
  });

  it('copies the files with their history once, and keeps what it has on a second run', async () => {
    const fixture: Fixture = createFixture('alice');
    await fixture.publish(APP, '1.0.0');
    await fixture.publish(APP, '1.1.0');
    await fixture.writeEnv({ name: 'copy-a', remotes: {} });
    await pin(fixture.ctx, { env: 'copy-a', app: APP, version: '1.0.0' });
    await pin(fixture.ctx, { env: 'copy-a', app: APP, version: '1.1.0', reason: 'hotfix' });
    const database = await open();
    const note = () => ({
      at: '2026-11-30T00:00:00.000Z',
      by: 'alice',
      machine: 'm1',
      action: 'migrate' as const,
      app: null,
      from: null,
      to: null,
      reason: 'copied',
    });
    expect(await migrateEnvironments(fixture.ctx.environments, database, note)).toEqual([
      `copy-a: copied with 2 history entries into ${database.location}`,
    ]);
    expect(await migrateEnvironments(fixture.ctx.environments, database, note)).toEqual([
      `copy-a: already in ${database.location} (revision 1); left as it is`,
    ]);
    const copied = await database.read('copy-a');
    expect(copied.remotes[APP]).toMatchObject({ version: '1.1.0', pinnedBy: 'alice' });
    expect(copied.revision).toBe(1);
    expect((await database.history('copy-a')).map((entry) => [entry.action, entry.to])).toEqual([
      ['pin', '1.0.0'],
      ['pin', '1.1.0'],
      ['migrate', null],
    ]);
    expect(await database.list()).toContain('copy-a');
  });

  it('lands concurrent pins from two connections in order, losing none', async () => {
    const versions = Array.from({ length: 21 }, (_, index) => `1.${index}.0`);
    const { as } = await seeded('burst', versions);
    const alice = as('alice');
    const bob = as('bob', await open());
    await Promise.all(
      versions
        .slice(1)
        .map((version, index) => pin(index % 2 ? bob : alice, { env: 'burst', app: APP, version })),
    );
    const pins = (await alice.environments.history('burst')).filter((e) => e.action === 'pin');
    expect(pins).toHaveLength(20);
    // Each change started from what the one before it left: nothing was overwritten unseen.
    pins.forEach((entry, index) => expect(entry.from).toBe(index ? pins[index - 1]?.to : '1.0.0'));
    const final = await bob.environments.read('burst');
    expect(final.remotes[APP]?.version).toBe(pins.at(-1)?.to);
    expect(final.revision).toBe(21);
  });

  it('refuses a rollback when someone else pinned that remote meanwhile, naming the change', async () => {
    const { as, database } = await seeded('race', ['1.0.0', '1.1.0', '1.2.0']);
    const alice = as('alice');
    const bob = as('bob', await open());
    await pin(alice, { env: 'race', app: APP, version: '1.1.0' });
    // Bob's pin lands between Alice's read and her write.
    const racing: ReleaseContext = {
      ...alice,
      environments: {
        ...database,
        change: (env, apply) =>
          database.change(env, async (current, attempt) => {
            const result = await apply(current, attempt);
            if (attempt.number === 1) await pin(bob, { env, app: APP, version: '1.2.0' });
            return result;
          }),
      },
    };
    await expect(rollback(racing, 'race', APP)).rejects.toThrow(
      /^mf-cashier in race changed while you rolled it back: bob on test-machine \(pin mf-cashier 1\.1\.0 → 1\.2\.0 at .*\); nothing of yours was written$/,
    );
    expect((await database.read('race')).remotes[APP]?.version).toBe('1.2.0');
  });

  it('keeps locks as rows with an owner and an expiry', async () => {
    const { as, database } = await seeded('locks', ['1.0.0', '1.1.0']);
    const alice = as('alice');
    const bob = as('bob', await open());
    await lock(alice, 'locks', 'derby day', 3600_000);
    await expect(pin(bob, { env: 'locks', app: APP, version: '1.1.0' })).rejects.toThrow(
      'locks is locked by alice until',
    );
    await expect(lock(bob, 'locks', 'mine')).rejects.toThrow('already locked by alice');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const row = await client.query(
      `select owner, machine, reason, expires_at - taken_at as held
         from ${SCHEMA}.environment_locks where environment = 'locks'`,
    );
    expect(row.rows[0]).toMatchObject({
      owner: 'alice',
      machine: 'test-machine',
      reason: 'derby day',
    });
    expect(row.rows[0].held).toMatchObject({ hours: 1 });
    // An hour later, the lock is gone by itself.
    await client.query(
      `update ${SCHEMA}.environment_locks set expires_at = now() - interval '1 second'`,
    );
    await client.end();
    await lock(bob, 'locks', 'my turn');
    await unlock(bob, 'locks');
    expect((await database.history('locks')).map((entry) => `${entry.action} ${entry.by}`)).toEqual(
      ['migrate alice', 'lock alice', 'lock bob', 'unlock bob'],
    );
  });

  it('refuses to change or remove history', async () => {
    await seeded('kept', ['1.0.0']);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await expect(
      client.query(`delete from ${SCHEMA}.environment_history where environment = 'kept'`),
    ).rejects.toThrow('the environment history is append-only');
    await expect(
      client.query(`update ${SCHEMA}.environment_history set entry = '{}'`),
    ).rejects.toThrow('the environment history is append-only');
    await client.end();
  });
});
