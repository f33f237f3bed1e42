// PostgreSQL from DATABASE_URL (the launcher starts a throwaway cluster when it is unset).
'use strict';

module.exports = ({ env }) => ({
  connection: {
    client: 'postgres',
    connection: { connectionString: env('DATABASE_URL') },
    pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) },
    acquireConnectionTimeout: 60_000,
  },
});
