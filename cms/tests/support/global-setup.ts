import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { dropRunDatabases, postgresServerUrl } from './test-database';
import { testReleasesDir } from './test-releases';

/** After the run: remove this run's temp folder and its PostgreSQL databases. */
export default function setup() {
  return async () => {
    const runId = process.env.CAREERS_TEST_RUN_ID;
    const tmpRoot = process.env.CAREERS_TEST_TMP;
    if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
    if (runId)
      rmSync(testReleasesDir(resolve(import.meta.dirname, '../../../site'), runId), { recursive: true, force: true });
    const serverUrl = postgresServerUrl();
    if (serverUrl && runId) await dropRunDatabases(serverUrl, runId);
  };
}
