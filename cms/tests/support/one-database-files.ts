// Integration files whose subject does not depend on the database: each starts production-shaped
// child instances (seconds of CPU each) to check a process's behaviour, and the database under it
// only stores what any other file checks on both. When a run has both suites, they run once, in the
// PostgreSQL suite (production's database); a run on SQLite alone runs them there.

/** The files, with what each checks. */
export const ONE_DATABASE_FILES: Readonly<Record<string, string>> = {
  'tests/integration/production-start.test.ts': 'refusals of a production start without settings: before any query',
  'tests/integration/service-unit.test.ts': 'the systemd unit: systemd-analyze, the bare PATH, the stop signal',
  'tests/integration/disk-space.test.ts': 'readiness and metrics of free disk space',
  'tests/integration/instance-roles.test.ts': 'INSTANCE_ROLE: which instance claims work and serves which paths',
  'tests/integration/production-log-secrets.test.ts': 'the JSON log lines of a production instance, without secrets',
};

/**
 * What the SQLite suite leaves to the PostgreSQL suite: set by the test runner (scripts/test-all.ts)
 * when both run, so nothing runs twice that proves the same thing twice.
 */
export function leftToPostgres(env: NodeJS.ProcessEnv): string[] {
  return env.CAREERS_POSTGRES_SUITE_RUNS === 'true' && !env.TEST_POSTGRES_URL ? Object.keys(ONE_DATABASE_FILES) : [];
}
