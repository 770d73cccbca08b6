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
        // With the default of 4 the planner reads every row for a search rather than use the
        // trigram indexes (63 ms against 14 ms over 100,000 applications).
        options: `-c random_page_cost=${database.randomPageCost}`,
      },
      pool: { min: 0, max: database.poolMax },
      acquireConnectionTimeout: 60000,
    },
  };
};
