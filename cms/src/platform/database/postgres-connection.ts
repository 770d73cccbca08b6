import type { DatabaseTarget } from '../config/env';

type PostgresTarget = Extract<DatabaseTarget, { client: 'postgres' }>;

/** The `pg` connection settings of a PostgreSQL target: the pool's (config/database.ts) and the start-up lock's. */
export function postgresConnection(database: PostgresTarget) {
  return {
    ...(database.connectionString ? { connectionString: database.connectionString } : {}),
    host: database.host,
    port: database.port,
    database: database.database,
    user: database.user,
    password: database.password,
    ssl: database.ssl ? { rejectUnauthorized: true } : false,
  };
}
