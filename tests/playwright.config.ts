import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// A run on PostgreSQL (E2E_POSTGRES_URL) keeps its results apart, so it can go beside the SQLite run.
const database = process.env.E2E_POSTGRES_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: `./test-results/${database}`,
  workers: 1,
  // Limits for a hang, not measures of speed: the machines CI runs on differ about threefold in browser
  // speed (docs/PERFORMANCE.md), and on the slowest a long journey took over 30 s and a cold back-office
  // page over 5 s to show its dialog. Every wait is still for a state, never for a time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI only: a journey that fails once and passes on its retry is reported by name as flaky in the
  // run's last screen (scripts/lib/failures.ts), to be fixed, instead of sinking the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
});
