import type { TestServer } from './test-server';

/**
 * Runs `work` while every insert into `table` fails inside the database (a trigger), on SQLite and
 * PostgreSQL alike: the way to make one part of a change fail without touching the code under test.
 */
export async function withFailingInserts<T>(server: TestServer, table: string, work: () => Promise<T>): Promise<T> {
  const knex = server.strapi.db.connection;
  const trigger = `refuse_${table}`;
  if (server.database === 'postgres') {
    await knex.raw(
      `CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
    );
    await knex.raw(`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
  } else {
    await knex.raw(`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
  }
  try {
    return await work();
  } finally {
    await knex.raw(`DROP TRIGGER ${trigger}${server.database === 'postgres' ? ` ON ${table}` : ''}`);
    if (server.database === 'postgres') await knex.raw(`DROP FUNCTION ${trigger}()`);
  }
}
