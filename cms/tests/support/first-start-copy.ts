// What the test server's first start made (schema, reference data, demo company and its CV files),
// kept before any test changes it: an installation started from a copy skips the schema and seed of
// a first start, which were most of its start-up (8 to 10 s against 2.4 s, measured).
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { copyDatabase } from './test-database';

const copyFolder = (workerDir: string) => join(workerDir, 'first-start');

/** The PostgreSQL database that keeps the copy of the worker's database `database`. */
export const firstStartDatabase = (database: string) => `${database}_first`;

/**
 * Keeps the test server's database (on PostgreSQL, `postgres` names it) and private files; call right
 * after its first start.
 */
export async function keepFirstStart(
  strapi: Core.Strapi,
  workerDir: string,
  postgres?: { serverUrl: string; database: string },
): Promise<void> {
  const folder = copyFolder(workerDir);
  mkdirSync(folder, { recursive: true });
  if (postgres) {
    // PostgreSQL copies a database only while no one is connected to it: the pool closes meanwhile.
    await strapi.db.connection.destroy();
    try {
      await copyDatabase(postgres.serverUrl, postgres.database, firstStartDatabase(postgres.database));
    } finally {
      strapi.db.connection.initialize();
    }
  } else {
    // One consistent file, whatever is still in the write-ahead log.
    await strapi.db.connection.raw('VACUUM INTO ?', [join(folder, 'careers.db')]);
  }
  // The server's data folder is the worker's (CMS_DATA_DIR), its private files the default folder in it.
  const files = join(workerDir, 'private-files');
  if (existsSync(files)) cpSync(files, join(folder, 'private-files'), { recursive: true });
}

/**
 * Fills a new data folder as the first start left the test server's (on PostgreSQL its database is
 * the caller's copy of firstStartDatabase): the installation there then starts as on its second
 * day. Its secrets are not copied: it makes its own on start, as a first start does.
 */
export function startFromFirstStart(workerDir: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(copyFolder(workerDir), dataDir, { recursive: true });
}
