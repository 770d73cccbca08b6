import { rmSync } from 'node:fs';
import { dropRunDatabases, postgresServerUrl } from './test-database';

/** After the run: remove this run's temp folder and its PostgreSQL databases. */
export default function setup() {
  return async () => {
    const runId = process.env.CAREERS_TEST_RUN_ID;
    const tmpRoot = process.env.CAREERS_TEST_TMP;
    if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
    const serverUrl = postgresServerUrl();
    if (serverUrl && runId) await dropRunDatabases(serverUrl, runId);
  };
}
