// The shared environments in PostgreSQL (ENVIRONMENTS_DATABASE_URL): their own schema,
// migrated by the release CLI, read by every edge. One row per environment holds its state
// and revision; locks are rows with an owner and an expiry; the history is append-only.
// A change commits with NOTIFY on CHANNEL, so edges that LISTEN follow it at once.
import type pg from 'pg';
import { EnvironmentFileError, parseEnvironmentFile, type EnvironmentFile } from './env-file';
import { parseHistoryEntry, type HistoryEntry } from './history';

export const SCHEMA = 'omad_release';

/** `postgres://host:port/db`, never the password. */
export const describeDatabase = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the environments database';
  }
};
/** NOTIFY payload: {"environment": name, "revision": n}. */
export const CHANNEL = 'omad_environment_changed';

/** Each step runs once, in order, in one transaction; never edit one that has shipped. */
const MIGRATIONS: readonly string[] = [
  `create table ${SCHEMA}.environments (
     name text primary key check (name ~ '^[a-z0-9][a-z0-9-]*$'),
     revision bigint not null check (revision >= 0),
     state jsonb not null,
     changed_at timestamptz not null default now()
   );
   create table ${SCHEMA}.environment_locks (
     environment text primary key references ${SCHEMA}.environments (name),
     owner text not null,
     machine text,
     reason text not null,
     taken_at timestamptz not null,
     expires_at timestamptz
   );
   create table ${SCHEMA}.environment_history (
     environment text not null references ${SCHEMA}.environments (name),
     revision bigint not null,
     seq integer not null,
     entry jsonb not null,
     recorded_at timestamptz not null default now(),
     primary key (environment, revision, seq)
   );
   create function ${SCHEMA}.history_is_append_only() returns trigger language plpgsql as $$
     begin raise exception 'the environment history is append-only'; end $$;
   create trigger history_append_only before update or delete or truncate
     on ${SCHEMA}.environment_history
     for each statement execute function ${SCHEMA}.history_is_append_only();`,
];

/** Brings the schema up to date; concurrent callers wait for one another. */
export const migrate = async (client: pg.ClientBase): Promise<number> => {
  await client.query('begin');
  try {
    // One migrator at a time across every process (an arbitrary, fixed key).
    await client.query('select pg_advisory_xact_lock(72018304)');
    await client.query(`create schema if not exists ${SCHEMA}`);
    await client.query(
      `create table if not exists ${SCHEMA}.migrations (
         version integer primary key, applied_at timestamptz not null default now())`,
    );
    const done = await client.query<{ version: number }>(
      `select coalesce(max(version), 0)::int as version from ${SCHEMA}.migrations`,
    );
    const from = done.rows[0]?.version ?? 0;
    for (let version = from + 1; version <= MIGRATIONS.length; version++) {
      await client.query(MIGRATIONS[version - 1] ?? '');
      await client.query(`insert into ${SCHEMA}.migrations (version) values ($1)`, [version]);
    }
    await client.query('commit');
    return MIGRATIONS.length - from;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
};

type EnvironmentRow = {
  name: string;
  revision: string;
  state: unknown;
  changed_at: Date;
  mark: string;
  owner: string | null;
  machine: string | null;
  reason: string | null;
  taken_at: Date | null;
  expires_at: Date | null;
};

/** An environment as stored, with when it last changed and its mark (readChangeMark). */
export type StoredEnvironment = Readonly<{
  environment: EnvironmentFile;
  changedAt: Date;
  mark: string;
}>;

const MARK_SQL = `e.revision || '@' || extract(epoch from e.changed_at)`;

const where = (env: string) => `database environment "${env}"`;

const fromRow = (row: EnvironmentRow): StoredEnvironment => {
  const state = typeof row.state === 'object' && row.state !== null ? row.state : {};
  const parsed = parseEnvironmentFile({ ...state, name: row.name }, where(row.name), row.name);
  const locked =
    row.owner !== null && row.reason !== null
      ? {
          reason: row.reason,
          by: row.owner,
          at: row.taken_at?.toISOString() ?? '',
          until: row.expires_at?.toISOString() ?? null,
          machine: row.machine,
        }
      : null;
  return {
    environment: { ...parsed, revision: Number(row.revision), locked },
    changedAt: row.changed_at,
    mark: row.mark,
  };
};

/** The environment `env`; null when the database has none of that name. */
export const readStoredEnvironment = async (
  client: pg.ClientBase | pg.Pool,
  env: string,
): Promise<StoredEnvironment | null> => {
  const result = await client.query<EnvironmentRow>(
    `select e.name, e.revision, e.state, e.changed_at, ${MARK_SQL} as mark,
            l.owner, l.machine, l.reason, l.taken_at, l.expires_at
       from ${SCHEMA}.environments e
       left join ${SCHEMA}.environment_locks l on l.environment = e.name
      where e.name = $1`,
    [env],
  );
  const row = result.rows[0];
  return row ? fromRow(row) : null;
};

/**
 * Which change `env` is at, as `<revision>@<time>`: what an edge polls. The time tells two
 * changes of one revision apart (a database restored to an earlier point counts again).
 * Null when there is no such environment.
 */
export const readChangeMark = async (
  client: pg.ClientBase | pg.Pool,
  env: string,
): Promise<string | null> => {
  const result = await client.query<{ mark: string }>(
    `select ${MARK_SQL} as mark from ${SCHEMA}.environments e where e.name = $1`,
    [env],
  );
  return result.rows[0]?.mark ?? null;
};

/** The state column: what the environment file holds but its name, revision and lock. */
export const stateOf = (environment: EnvironmentFile): Record<string, unknown> => ({
  production: environment.production,
  simulations: environment.simulations,
  ...(environment.shell ? { shell: environment.shell } : {}),
  remotes: environment.remotes,
});

/** History rows of `env` after `revision`, oldest first. */
export const readHistorySince = async (
  client: pg.ClientBase | pg.Pool,
  env: string,
  revision: number,
): Promise<HistoryEntry[]> => {
  const result = await client.query<{ entry: unknown }>(
    `select entry from ${SCHEMA}.environment_history
      where environment = $1 and revision > $2 order by revision, seq`,
    [env, revision],
  );
  return result.rows.flatMap((row) => parseHistoryEntry(row.entry) ?? []);
};

export { EnvironmentFileError };
