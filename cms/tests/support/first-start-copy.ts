// What the test server's first start made (schema, reference data, demo company and its CV files),
// kept before any test changes it: an installation started from a copy skips the schema and seed of
// a first start, which were most of its start-up (8 to 10 s against 2.4 s, measured).
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';

const copyFolder = (workerDir: string) => join(workerDir, 'first-start');

/**
 * Keeps the test server's SQLite database and private files; call right after its first start. Not on
 * PostgreSQL: a TEMPLATE copy needs the pool closed, and closing it under Strapi's start-up work left
 * aborted queries as unhandled rejections (a red suite with every test green).
 */
export async function keepFirstStart(strapi: Core.Strapi, workerDir: string): Promise<void> {
  const folder = copyFolder(workerDir);
  mkdirSync(folder, { recursive: true });
  // One consistent file, whatever is still in the write-ahead log.
  await strapi.db.connection.raw('VACUUM INTO ?', [join(folder, 'careers.db')]);
  // The server's data folder is the worker's (CMS_DATA_DIR), its private files the default folder in it.
  const files = join(workerDir, 'private-files');
  if (existsSync(files)) cpSync(files, join(folder, 'private-files'), { recursive: true });
}

/**
 * Fills a new data folder as the first start left the test server's (SQLite): the installation there
 * then starts as on its second day. Its secrets are not copied: it makes its own on start, as a first start does.
 */
export function startFromFirstStart(workerDir: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(copyFolder(workerDir), dataDir, { recursive: true });
}
