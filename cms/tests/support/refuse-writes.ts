// A database failure in the middle of a change, on SQLite and PostgreSQL alike: a trigger that
// refuses matching writes to one table while `run` runs.
import type { TestServer } from './test-server';

export async function whileRefusing<T>(
  server: TestServer,
  refusal: { table: string; event: 'INSERT' | 'UPDATE'; when?: string },
  run: () => Promise<T>,
): Promise<T> {
  const knex = server.strapi.db.connection;
  const postgres = server.database === 'postgres';
  const name = `refuse_${refusal.table}`;
  if (postgres) {
    await knex.raw(
      `CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
    );
    await knex.raw(
      `CREATE TRIGGER ${name} BEFORE ${refusal.event} ON ${refusal.table} FOR EACH ROW ${
        refusal.when ? `WHEN (${refusal.when}) ` : ''
      }EXECUTE FUNCTION ${name}()`,
    );
  } else {
    await knex.raw(
      `CREATE TRIGGER ${name} BEFORE ${refusal.event} ON ${refusal.table} ${
        refusal.when ? `WHEN ${refusal.when} ` : ''
      }BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
  }
  try {
    return await run();
  } finally {
    await knex.raw(`DROP TRIGGER ${name}${postgres ? ` ON ${refusal.table}` : ''}`);
    if (postgres) await knex.raw(`DROP FUNCTION ${name}()`);
  }
}

/** While `run` runs, the audit log refuses lines of `action`: a change must then roll back with it. */
export const whileRefusingAudit = <T>(server: TestServer, action: string, run: () => Promise<T>): Promise<T> =>
  whileRefusing(server, { table: 'audit_events', event: 'INSERT', when: `NEW.action = '${action}'` }, run);
