import type { Core } from '@strapi/strapi';
import { currentDate } from '../clock';
import { dialectOf, toDbTime } from './db-values';
import { rowsOf } from './knex-access';

export interface LeaseTable {
  table: 'background_jobs' | 'email_outbox';
  /** Status of rows waiting to run, and of rows a worker holds. */
  waiting: string;
  working: string;
  /** The column holding when a waiting row becomes due. */
  dueColumn: 'run_at' | 'send_at';
  /** Order of claims among due rows, in SQL and as a comparison of claimed rows. */
  order: string;
  compare(a: Record<string, unknown>, b: Record<string, unknown>): number;
}

/**
 * Claims up to `limit` due rows for one worker: waiting rows whose time has come, and working rows
 * whose lease ran out (their worker died). One UPDATE per claim, so two workers never hold one row:
 * PostgreSQL skips rows another transaction is claiming (FOR UPDATE SKIP LOCKED); SQLite has a
 * single writer. The claim counts an attempt and returns the claimed rows, as stored.
 */
export async function claimLeasedRows(
  strapi: Core.Strapi,
  spec: LeaseTable,
  options: { workerId: string; limit: number; leaseMs: number; now?: Date; dueBy?: Date; ids?: number[] },
): Promise<Record<string, unknown>[]> {
  const dialect = dialectOf(strapi);
  const now = options.now ?? currentDate();
  const time = toDbTime(dialect, now);
  const due = toDbTime(dialect, options.dueBy ?? now);
  const leaseUntil = toDbTime(dialect, new Date(now.getTime() + options.leaseMs));
  const onlyIds = options.ids && options.ids.length > 0 ? `AND id IN (${options.ids.map(() => '?').join(', ')})` : '';
  const lock = dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
  const leasedBy = spec.table === 'background_jobs' ? ', leased_by = ?' : '';
  const sql = `
    UPDATE ${spec.table}
       SET status = ?, lease_until = ?, attempts = attempts + 1, updated_at = ?${leasedBy}
     WHERE id IN (
       SELECT id FROM ${spec.table}
        WHERE ((status = ? AND ${spec.dueColumn} <= ?) OR (status = ? AND lease_until < ?)) ${onlyIds}
        ORDER BY ${spec.order}
        LIMIT ? ${lock}
     )
    RETURNING *`;
  const bindings = [
    spec.working,
    leaseUntil,
    time,
    ...(leasedBy ? [options.workerId] : []),
    spec.waiting,
    due,
    spec.working,
    time,
    ...(options.ids ?? []),
    options.limit,
  ];
  // RETURNING gives rows in storage order; work goes in the claim's order.
  return rowsOf(await strapi.db.connection.raw(sql, bindings)).sort(spec.compare);
}
