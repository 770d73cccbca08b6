import type { Core } from '@strapi/strapi';
import { currentDate } from '../clock';
import { fromDbTime } from '../database/db-values';
import { claimLeasedRows, type LeaseTable } from '../database/leases';

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

/** Claims up to `limit` due rows of a lease table for one worker (see claimLeasedRows). */
export function claimDueRows(
  strapi: Core.Strapi,
  spec: LeaseTable,
  options: { workerId: string; limit: number; leaseMs: number; now?: Date; dueBy?: Date; ids?: number[] },
): Promise<Record<string, unknown>[]> {
  return claimLeasedRows(strapi, spec, { ...options, now: options.now ?? currentDate() });
}
