// The storage seam: the platform speaks PostgreSQL through this small interface, served
// by embedded PGlite on a laptop and by a `pg` pool when DATABASE_URL points at a server.

/** What a query runs on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A PGlite data directory, or 'memory://' for a throwaway database. */
  readonly dataDir?: string;
  /** A PostgreSQL connection string; wins over dataDir when set. */
  readonly databaseUrl?: string;
}

/** True for PostgreSQL's unique_violation (23505), from PGlite and from `pg` alike. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Opens the database the options name: PostgreSQL when a URL is given, PGlite otherwise. */
export const openDb = async (options: DbOptions): Promise<Db> => {
  if (options.databaseUrl) {
    const { openPgDb } = await import('./pg');
    return openPgDb(options.databaseUrl);
  }
  const { openPgliteDb, defaultDataDir } = await import('./pglite');
  return openPgliteDb(options.dataDir ?? defaultDataDir);
};
