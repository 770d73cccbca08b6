import type { Core } from '@strapi/strapi';
import { currentDate } from '../clock';
import { dialectOf, fromDbTime, toDbTime } from './db-rows';

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

const time = (value: unknown) => fromDbTime(value)?.getTime() ?? 0;

export const JOBS_TABLE: LeaseTable = {
  table: 'background_jobs',
  waiting: 'queued',
  working: 'running',
  dueColumn: 'run_at',
  order: 'priority DESC, run_at ASC, id ASC',
  compare: (a, b) =>
    Number(b.priority) - Number(a.priority) || time(a.run_at) - time(b.run_at) || Number(a.id) - Number(b.id),
};

export const OUTBOX_TABLE: LeaseTable = {
  table: 'email_outbox',
  waiting: 'pending',
  working: 'sending',
  dueColumn: 'send_at',
  order: 'send_at ASC, id ASC',
  compare: (a, b) => time(a.send_at) - time(b.send_at) || Number(a.id) - Number(b.id),
};

/**
 * Claims up to `limit` due rows for one worker: waiting rows whose time has come, and working rows
 * whose lease ran out (their worker died). One UPDATE per claim, so two workers never hold one row:
 * PostgreSQL skips rows another transaction is claiming (FOR UPDATE SKIP LOCKED); SQLite has a
 * single writer. The claim counts an attempt and returns the claimed rows.
 */
export async function claimDueRows(
  strapi: Core.Strapi,
  spec: LeaseTable,
  options: { workerId: string; limit: number; leaseMs: number; now?: Date; ids?: number[] },
): Promise<Record<string, unknown>[]> {
  const dialect = dialectOf(strapi);
  const now = options.now ?? currentDate();
  const knex = strapi.db.connection;
  const time = toDbTime(dialect, now);
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
    time,
    spec.working,
    time,
    ...(options.ids ?? []),
    options.limit,
  ];
  const result = await knex.raw(sql, bindings);
  // knex answers { rows } on PostgreSQL and the rows themselves on SQLite.
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
  // RETURNING gives rows in storage order; work goes in the claim's order.
  return rows.sort(spec.compare);
}
