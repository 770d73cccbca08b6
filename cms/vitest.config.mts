import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { leftToPostgres, leftToSqlite } from './tests/support/one-database-files';
import { newRunId } from './tests/support/run-id';

// One id per run, inherited by the workers, so each worker's database can be found and removed.
process.env.CAREERS_TEST_RUN_ID ??= newRunId();
process.env.CAREERS_TEST_TMP ??= mkdtempSync(join(tmpdir(), 'careers-it-'));

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...leftToSqlite(process.env), ...leftToPostgres(process.env)],
    globalSetup: ['tests/support/global-setup.ts'],
    // One Strapi per worker, shared by the files it runs: files in a worker share their modules.
    pool: 'forks',
    isolate: false,
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
