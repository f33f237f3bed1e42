// Embedded PostgreSQL (PGlite) for laptops and tests: a data folder that survives restarts,
// or 'memory://' for a database that lives as long as the process.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

/** infra/platform/.data/pglite, git-ignored by the root `.data/` rule. */
export const defaultDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

const wrap = (target: PgliteLike): Queryable => ({
  query: async <T>(sql: string, params: readonly unknown[] = []) =>
    (await target.query<T>(sql, [...params])).rows,
  exec: async (sql: string) => {
    await target.exec(sql);
  },
});

export const openPgliteDb = async (dataDir: string): Promise<Db> => {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  // pg_trgm serves catalogue search (migration 0010 creates it), as on a PostgreSQL server.
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
};
