// A PostgreSQL server through a `pg` pool, used when DATABASE_URL is set.
import pg from 'pg';
import type { Db, Queryable } from './db';

const INT8_OID = 20;

// Row values come back as PGlite returns them: int8 as a number (our millisecond
// timestamps fit), numeric as a string the mappers convert.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

interface ClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const wrap = (client: ClientLike): Queryable => ({
  query: async <T>(sql: string, params: readonly unknown[] = []) =>
    (await client.query(sql, [...params])).rows as T[],
  exec: async (sql: string) => {
    await client.query(sql);
  },
});

export const openPgDb = async (connectionString: string): Promise<Db> => {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  pool.on('error', (error) => console.error('[platform] idle PostgreSQL client failed', error));
  await pool.query('select 1');
  return {
    ...wrap(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
