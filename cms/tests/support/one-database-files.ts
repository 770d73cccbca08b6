// Integration files whose subject does not depend on the database: each starts production-shaped
// child instances (seconds of CPU each) to check a process's behaviour, and the database under it
// only stores what other files check on both. A run with both suites runs them once, in the SQLite
// suite: the PostgreSQL suite is the longer one, and the run ends when it does.

/** The files, with what each checks. */
export const ONE_DATABASE_FILES: Readonly<Record<string, string>> = {
  'tests/integration/production-start.test.ts': 'refusals of a production start without settings: before any query',
  'tests/integration/service-unit.test.ts': 'the systemd unit: systemd-analyze, the bare PATH, the stop signal',
  'tests/integration/disk-space.test.ts': 'readiness and metrics of free disk space',
  'tests/integration/instance-roles.test.ts': 'INSTANCE_ROLE: which instance claims work and serves which paths',
  'tests/integration/production-log-secrets.test.ts': 'the JSON log lines of a production instance, without secrets',
};

/**
 * Files about several instances on one database, which production runs on PostgreSQL only: on one
 * SQLite file, two processes take turns at its one write lock, and a worker instance that takes up the
 * other files' queued jobs kept the test's own write waiting past SQLite's busy timeout. A run with
 * both suites runs them in the PostgreSQL suite; a run on SQLite alone runs them there.
 */
export const SEVERAL_INSTANCES_FILES: Readonly<Record<string, string>> = {
  'tests/integration/site-instances.test.ts': 'two instances behind one load balancer serve the release one built',
};

/** What the SQLite suite leaves to the PostgreSQL suite, when the test runner says both run. */
export function leftToPostgres(env: NodeJS.ProcessEnv): string[] {
  return env.CAREERS_POSTGRES_SUITE_RUNS === 'true' && !env.TEST_POSTGRES_URL
    ? Object.keys(SEVERAL_INSTANCES_FILES)
    : [];
}

/**
 * What the PostgreSQL suite leaves to the SQLite suite: the test runner (scripts/test-all.ts) says so
 * when both run, so nothing runs twice that proves the same thing twice. Run alone, a file runs.
 */
export function leftToSqlite(env: NodeJS.ProcessEnv): string[] {
  return env.CAREERS_SQLITE_SUITE_RUNS === 'true' && env.TEST_POSTGRES_URL ? Object.keys(ONE_DATABASE_FILES) : [];
}
