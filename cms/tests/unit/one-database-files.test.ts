// The files the PostgreSQL suite leaves to the SQLite suite must exist: a renamed file would otherwise
// run twice again, or, listed under a name no file has, hide nothing while the list says it does.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  leftToPostgres,
  leftToSqlite,
  ONE_DATABASE_FILES,
  SEVERAL_INSTANCES_FILES,
} from '../support/one-database-files';

const CMS = resolve(import.meta.dirname, '../..');

describe('files run on one database', () => {
  it('are files of the integration suite', () => {
    const files = [...Object.keys(ONE_DATABASE_FILES), ...Object.keys(SEVERAL_INSTANCES_FILES)];
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.startsWith('tests/integration/') || !existsSync(resolve(CMS, file)))).toEqual(
      [],
    );
  });

  it('are left out of the PostgreSQL suite only when the SQLite suite runs too', () => {
    const all = Object.keys(ONE_DATABASE_FILES);
    expect(leftToSqlite({ CAREERS_SQLITE_SUITE_RUNS: 'true', TEST_POSTGRES_URL: 'postgres://x' })).toEqual(all);
    expect(leftToSqlite({ CAREERS_SQLITE_SUITE_RUNS: 'true', TEST_POSTGRES_URL: '' })).toEqual([]);
    expect(leftToSqlite({ TEST_POSTGRES_URL: 'postgres://x' })).toEqual([]);
  });

  it('about several instances are left out of the SQLite suite only when the PostgreSQL suite runs too', () => {
    const several = Object.keys(SEVERAL_INSTANCES_FILES);
    expect(leftToPostgres({ CAREERS_POSTGRES_SUITE_RUNS: 'true', TEST_POSTGRES_URL: '' })).toEqual(several);
    expect(leftToPostgres({ CAREERS_POSTGRES_SUITE_RUNS: 'true', TEST_POSTGRES_URL: 'postgres://x' })).toEqual([]);
    expect(leftToPostgres({ TEST_POSTGRES_URL: '' })).toEqual([]);
  });
});
