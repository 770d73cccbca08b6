// The e2e system's SQLite database, read (and for settings, written) the way the back office will.
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';

function open(): DatabaseSync {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is set by the global setup');
  // The CMS writes to this file at the same time (site builds, outbox): wait for its lock, don't fail.
  return new DatabaseSync(file, { timeout: 10_000 });
}

export function queryRow(sql: string, ...params: (string | number)[]): Record<string, unknown> | undefined {
  const database = open();
  try {
    return database.prepare(sql).get(...params) as Record<string, unknown> | undefined;
  } finally {
    database.close();
  }
}

/**
 * Settings belong to the recruiter back office, which has no settings screen yet: the test writes
 * the stored value the way that screen will, and a publish then rebuilds the site.
 */
export function writeSetting(key: string, value: unknown): void {
  const database = open();
  try {
    const result = database
      .prepare('UPDATE system_settings SET setting_value = ? WHERE setting_key = ?')
      .run(JSON.stringify({ value }), key);
    expect(result.changes).toBe(1);
  } finally {
    database.close();
  }
}

/** A direct change, for what no screen offers: time passing (expiring a code), spending a code. */
export function runSql(sql: string, ...params: (string | number)[]): void {
  const database = open();
  try {
    database.prepare(sql).run(...params);
  } finally {
    database.close();
  }
}
