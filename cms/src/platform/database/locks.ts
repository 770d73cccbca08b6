import type { Core } from '@strapi/strapi';
import { dialectOf } from './db-values';
import { inTransaction } from './knex-access';

/** The locks of the system, each with its own number, so no two can collide. */
const LOCK_KEYS = {
  /** First-admin setup: two racing setups must not both create an account. */
  'first-admin-setup': 202_501,
  /** Changes that could leave no active super_admin. */
  'super-admins': 202_502,
  /** Display orders of benefits and page sections: a count or a renumbering sees the others' writes. */
  'display-order': 202_521,
  /**
   * Posting state changes: two at once must not both start from the same state; a new application
   * holds it shared, so Close never misses one committed while it archives.
   */
  'job-posting-states': 202_503,
  /** Privacy notice versions: two edits at once must not both write the same next version. */
  'privacy-notice': 202_531,
  /** Erasure batches: two instances' runs (or a run and a candidate's request) erase a row once. */
  erasure: 202_532,
} as const;

/**
 * Serialises transactions that take the same lock, until the caller's transaction ends. PostgreSQL
 * only: SQLite has a single writer, which serialises them already.
 */
export async function lockUntilCommit(strapi: Core.Strapi, lock: keyof typeof LOCK_KEYS): Promise<void> {
  if (dialectOf(strapi) !== 'postgres') return;
  await inTransaction(strapi, (trx) => trx.raw('SELECT pg_advisory_xact_lock(?)', [LOCK_KEYS[lock]]));
}

/**
 * Waits for a holder of lockUntilCommit's lock and keeps it from starting until the caller's
 * transaction ends, while other holders of this shared form go on side by side. PostgreSQL only.
 */
export async function shareLockUntilCommit(strapi: Core.Strapi, lock: keyof typeof LOCK_KEYS): Promise<void> {
  if (dialectOf(strapi) !== 'postgres') return;
  await inTransaction(strapi, (trx) => trx.raw('SELECT pg_advisory_xact_lock_shared(?)', [LOCK_KEYS[lock]]));
}
