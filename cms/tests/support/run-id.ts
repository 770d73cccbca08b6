// A name for one test run, shared by its workers: its temp folder, PostgreSQL databases and site
// releases carry it, and its teardown removes what carries it. The time alone is not enough, as two
// suites started in the same millisecond would share it and one's teardown delete the other's.
import { randomBytes } from 'node:crypto';

/** Lowercase letters, digits and underscores, short enough for a PostgreSQL database name. */
export function newRunId(): string {
  return `${Date.now()}_${process.pid}_${randomBytes(3).toString('hex')}`;
}
