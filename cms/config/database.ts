import { readEnv } from '../src/config/env';

export default () => {
  const { database } = readEnv();
  if (database.client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: database.filename },
        useNullAsDefault: true,
      },
    };
  }
  return {
    connection: {
      client: 'postgres',
      connection: {
        ...(database.connectionString ? { connectionString: database.connectionString } : {}),
        host: database.host,
        port: database.port,
        database: database.database,
        user: database.user,
        password: database.password,
        ssl: database.ssl ? { rejectUnauthorized: true } : false,
        schema: database.schema,
      },
      pool: { min: 0, max: database.poolMax },
      acquireConnectionTimeout: 60000,
    },
  };
};
