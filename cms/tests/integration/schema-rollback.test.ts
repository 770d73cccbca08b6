// A release rolled back without a restore: Strapi's schema sync at its start drops the columns the newer
// release added, and the data in them. Each start stamps the database with its release's schema
// generation, so the older release sees the newer stamp before it syncs, refuses to start with one line
// that says what to do, and the newer columns stay.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildCms } from '../support/child-cms';
import { newInstallation } from '../support/installation';
import { productionEnv } from '../support/production-env';
import { jsonLines, startAsService } from '../support/service-start';
import { queryDatabase } from '../support/test-database';
import { testServer } from '../support/test-server';

type SchemaGenerations = typeof import('../../src/platform/database/schema-generations');
type Sqlite = { prepare(sql: string): { run(...params: string[]): unknown }; close(): void };
type SqliteDriver = new (file: string) => Sqlite;

const server = await testServer();
const own = server.load<SchemaGenerations>('platform/database/schema-generations').currentSchemaGeneration();

/** A production installation on a fresh database of the suite's kind, and writes to it from outside. */
async function productionInstallation() {
  const installation = await newInstallation(server, 'rollback');
  const file = join(installation.dataDir, 'careers.db');
  const url = installation.env.DATABASE_URL ?? '';
  const database =
    server.database === 'postgres'
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: url }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: file };
  return {
    ...installation,
    env: { ...productionEnv(server, database), CMS_DATA_DIR: installation.dataDir },
    async execute(statements: { sql: string; params?: string[] }[]) {
      if (server.database === 'postgres') {
        for (const { sql, params = [] } of statements) await queryDatabase(url, sql, params);
        return;
      }
      const Database = createRequire(join(server.appDir, 'package.json'))('better-sqlite3') as SqliteDriver;
      const db = new Database(file);
      try {
        for (const { sql, params = [] } of statements) db.prepare(sql).run(...params);
      } finally {
        db.close();
      }
    },
  };
}

interface StoredColumn {
  name: string;
  [setting: string]: unknown;
}
interface StoredSchema {
  tables: { name: string; columns: StoredColumn[] }[];
}

describe('an older release started on a database a newer release synced', () => {
  it('refuses before its schema sync, saying what to do, and the newer columns stay', async () => {
    const installation = await productionInstallation();
    const first = await startChildCms(server.appDir, installation.env);
    await first.stop();
    expect(await installation.rows('SELECT generation, schema_hash FROM schema_generation')).toEqual([
      { generation: own.generation, schema_hash: own.schemaHash },
    ]);

    // What a newer release's start leaves: a column for a new field, in the table and in the schema
    // Strapi keeps of what it synced (its next sync drops a column found there but not in its models),
    // and the newer generation's stamp.
    const [stored] = await installation.rows('SELECT schema FROM strapi_database_schema');
    // PostgreSQL answers its json column parsed; SQLite keeps it as text.
    const schema = (typeof stored?.schema === 'string' ? JSON.parse(stored.schema) : stored?.schema) as StoredSchema;
    const postings = schema.tables.find((table) => table.name === 'job_postings');
    const title = postings?.columns.find((column) => column.name === 'title');
    if (!postings || !title) throw new Error('the stored schema has no job_postings.title');
    postings.columns.push({ ...title, name: 'title_fr' });
    await installation.execute([
      { sql: 'ALTER TABLE job_postings ADD COLUMN title_fr VARCHAR(255)' },
      {
        sql: "UPDATE strapi_database_schema SET schema = ?, hash = 'a newer release'",
        params: [JSON.stringify(schema)],
      },
      { sql: 'UPDATE schema_generation SET generation = generation + 1' },
    ]);

    const second = await startAsService(server.appDir, { ...installation.env, LOG_LEVEL: 'info' });
    expect(second.started, second.output).toBe(false);
    expect(second.code, second.output).not.toBe(0);
    const refusals = jsonLines(second.output).filter((line) => line.level === 'error');
    expect(refusals, second.output).toHaveLength(1);
    expect(refusals[0]?.message).toContain(
      `[start] refused: this database's schema is generation ${own.generation + 1}, made by a newer release; ` +
        `this release's is ${own.generation}`,
    );
    expect(refusals[0]?.message).toContain('npm run restore -- /var/backups/careers/careers-backup-');

    const columns =
      server.database === 'postgres'
        ? "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'job_postings'"
        : "SELECT name FROM pragma_table_info('job_postings')";
    expect((await installation.rows(columns)).map((row) => row.name)).toContain('title_fr');
    expect(await installation.rows('SELECT generation FROM schema_generation')).toEqual([
      { generation: own.generation + 1 },
    ]);
  }, 180_000);
});
