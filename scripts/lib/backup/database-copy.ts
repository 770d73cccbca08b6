// A consistent copy of the configured database into one file, with the row counts of that copy: in
// clear, or encrypted. An encrypted copy is first made in clear where the data already lies in clear
// (beside the SQLite database; for PostgreSQL, this machine's temporary folder), never beside the
// backups, and removed as soon as it is encrypted.
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DatabaseTarget } from '../../../cms/src/platform/config/env.ts';
import type { Passage } from './encryption.ts';
import { copyHashed } from './files.ts';
import { dumpPostgres } from './postgres.ts';
import { copySqliteOnline, sqliteRowCounts } from './sqlite.ts';

export interface DatabaseCopy {
  /** pg_dump's version line, for PostgreSQL. */
  tool: string | null;
  row_counts: Record<string, number>;
  /** Bytes of the file written. */
  bytes: number;
}

async function copyInClear(database: DatabaseTarget, file: string): Promise<Omit<DatabaseCopy, 'bytes'>> {
  if (database.client === 'sqlite') {
    await copySqliteOnline(database.filename, file);
    return { tool: null, row_counts: sqliteRowCounts(file) };
  }
  return dumpPostgres(database, file);
}

/** Copies the database into `file`, through `encrypt` when given. */
export async function copyDatabase(
  database: DatabaseTarget,
  file: string,
  encrypt: Passage | null,
): Promise<DatabaseCopy> {
  if (!encrypt) {
    const copy = await copyInClear(database, file);
    return { ...copy, bytes: statSync(file).size };
  }
  const near = database.client === 'sqlite' ? dirname(database.filename) : tmpdir();
  const clearFolder = await mkdtemp(join(near, '.careers-backup-'));
  try {
    const copy = await copyInClear(database, join(clearFolder, 'database'));
    const { bytes } = await copyHashed(join(clearFolder, 'database'), file, encrypt);
    return { ...copy, bytes };
  } finally {
    await rm(clearFolder, { recursive: true, force: true });
  }
}
