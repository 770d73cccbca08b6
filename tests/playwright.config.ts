import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// A run on PostgreSQL (E2E_POSTGRES_URL) keeps its results apart, so it can go beside the SQLite run.
const database = process.env.E2E_POSTGRES_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: `./test-results/${database}`,
  workers: 1,
  timeout: 30_000,
  // CI only: a journey that fails once and passes on its retry is reported by name as flaky in the
  // run's last screen (scripts/lib/failures.ts), to be fixed, instead of sinking the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
});
