// Environments shared in PostgreSQL (ENVIRONMENTS_DATABASE_URL), for many edges and many
// release managers. A change reads the environment, computes, and writes in one transaction
// only if the revision is still the one it read (compare-and-set). When another change
// landed first, it runs again on the newer state, so concurrent changes all land, in order,
// or one is refused naming the other's; a write is never lost. The commit NOTIFYs the edges.
import pg from 'pg';
import { ReleaseError, type EnvironmentFile } from './env-file';
import {
  describeEntry,
  sortEnvironments,
  type ApplyChange,
  type EnvironmentStore,
} from './env-store';
import type { HistoryEntry } from './history';
import {
  CHANNEL,
  describeDatabase,
  migrate,
  readHistorySince,
  readStoredEnvironment,
  SCHEMA,
  stateOf,
} from './pg-schema';

/** How long a change keeps trying when others keep landing first. */
const CHANGE_DEADLINE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PgEnvironmentStoreOptions = Readonly<{
  url: string;
  /** Milliseconds clock for the retry deadline; tests pass one. */
  clock?: () => number;
}>;

export interface PgEnvironmentStore extends EnvironmentStore {
  /**
   * Copies an environment kept in files, with its history and then `note`, as one
   * transaction; the revision it already has when the database holds it (nothing copied).
   */
  copyIn(
    environment: EnvironmentFile,
    history: readonly HistoryEntry[],
    note: HistoryEntry,
  ): Promise<{ copied: boolean; revision: number }>;
}

/** Connects and migrates the schema (the release CLI owns it). */
export const openPgEnvironmentStore = async (
  options: PgEnvironmentStoreOptions,
): Promise<PgEnvironmentStore> => {
  const location = describeDatabase(options.url);
  const clock = options.clock ?? Date.now;
  // A transaction needs a connection of its own: concurrent changes take one each.
  const pool = new pg.Pool({ connectionString: options.url, max: 4 });
  pool.on('error', () => {}); // an idle connection's error; the next query reports its own
  try {
    const client = await pool.connect();
    try {
      await migrate(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new ReleaseError(`cannot use ${location}: ${reason}`);
  }

  const read = async (env: string) => {
    const stored = await readStoredEnvironment(pool, env);
    if (stored === null) {
      throw new ReleaseError(
        `no environment "${env}" in ${location} (npm run release -- migrate-environments copies the files)`,
      );
    }
    return stored.environment;
  };

  /** Writes `next` if `env` is still at `revision`; false when another change landed. */
  const write = async (
    revision: number,
    next: Parameters<typeof stateOf>[0],
    entries: readonly HistoryEntry[],
  ): Promise<boolean> => {
    const client = await pool.connect();
    await client.query('begin');
    try {
      const updated = await client.query(
        `update ${SCHEMA}.environments set state = $3, revision = revision + 1, changed_at = now()
          where name = $1 and revision = $2`,
        [next.name, revision, JSON.stringify(stateOf(next))],
      );
      if (updated.rowCount !== 1) {
        await client.query('rollback');
        return false;
      }
      await client.query(`delete from ${SCHEMA}.environment_locks where environment = $1`, [
        next.name,
      ]);
      if (next.locked) {
        const { by, machine, reason, at, until } = next.locked;
        await client.query(
          `insert into ${SCHEMA}.environment_locks
             (environment, owner, machine, reason, taken_at, expires_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [next.name, by, machine, reason, at, until],
        );
      }
      for (const [seq, entry] of entries.entries()) {
        await client.query(
          `insert into ${SCHEMA}.environment_history (environment, revision, seq, entry)
           values ($1, $2, $3, $4)`,
          [next.name, revision + 1, seq, JSON.stringify(entry)],
        );
      }
      await client.query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ environment: next.name, revision: revision + 1 }),
      ]);
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    location,
    async list() {
      const result = await pool.query<{ name: string }>(`select name from ${SCHEMA}.environments`);
      return sortEnvironments(result.rows.map((row) => row.name));
    },
    read,
    async history(env) {
      await read(env);
      return readHistorySince(pool, env, -1);
    },
    async change(env, apply: ApplyChange) {
      const firstRevision = (await read(env)).revision;
      const deadline = clock() + CHANGE_DEADLINE_MS;
      for (let number = 1; ; number++) {
        const current = await read(env);
        const landedSince = () => readHistorySince(pool, env, firstRevision);
        const { next, entries } = await apply(current, { number, landedSince });
        if (entries.length === 0) return [];
        if (await write(current.revision, { ...next, name: env }, entries)) return entries;
        if (clock() > deadline) {
          const last = (await landedSince()).at(-1);
          throw new ReleaseError(
            `${env} kept changing while you changed it${last ? `; the last change: ${describeEntry(last)}` : ''}; nothing of yours was written, run it again`,
          );
        }
        // Others are landing: wait a little, longer each time, spread so they interleave.
        await sleep(Math.random() * Math.min(200, 5 * number));
      }
    },
    async copyIn(environment, history, note) {
      const client = await pool.connect();
      await client.query('begin');
      try {
        const inserted = await client.query(
          `insert into ${SCHEMA}.environments (name, revision, state) values ($1, 1, $2)
           on conflict (name) do nothing`,
          [environment.name, JSON.stringify(stateOf(environment))],
        );
        if (inserted.rowCount !== 1) {
          await client.query('rollback');
          return { copied: false, revision: (await read(environment.name)).revision };
        }
        // The files' history comes first, as revision 0; the copy itself is revision 1.
        const rows = [...history.map((entry) => [0, entry] as const), [1, note] as const];
        for (const [seq, [revision, entry]] of rows.entries()) {
          await client.query(
            `insert into ${SCHEMA}.environment_history (environment, revision, seq, entry)
             values ($1, $2, $3, $4)`,
            [environment.name, revision, seq, JSON.stringify(entry)],
          );
        }
        if (environment.locked) {
          const { by, machine, reason, at, until } = environment.locked;
          await client.query(
            `insert into ${SCHEMA}.environment_locks
               (environment, owner, machine, reason, taken_at, expires_at)
             values ($1, $2, $3, $4, $5, $6)`,
            [environment.name, by, machine, reason, at || new Date().toISOString(), until],
          );
        }
        await client.query('commit');
        return { copied: true, revision: 1 };
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
