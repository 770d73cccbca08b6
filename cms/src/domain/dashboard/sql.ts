import type { Core } from '@strapi/strapi';
import { type Dialect, dialectOf, toDbTime } from '../../platform/database/db-values';
import { type SqlBinding, selectAggregates } from '../../platform/database/statements';

// What the dashboard's statements share: the few expressions that differ between SQLite (datetimes
// as integer milliseconds) and PostgreSQL (timestamptz), and the scope of one job posting.

export interface MetricsQuery {
  strapi: Core.Strapi;
  dialect: Dialect;
  /** The internal id of the job posting the application figures are limited to, or null. */
  postingId: number | null;
}

export function metricsQuery(strapi: Core.Strapi, postingId: number | null): MetricsQuery {
  return { strapi, dialect: dialectOf(strapi), postingId };
}

/** Milliseconds from `earlier` to `later` (two datetime expressions). */
export function msBetween(query: MetricsQuery, later: string, earlier: string): string {
  return query.dialect === 'sqlite'
    ? `(${later} - ${earlier})`
    : `(EXTRACT(EPOCH FROM (${later} - ${earlier})) * 1000)`;
}

/** A datetime as the database compares it. */
export function dbTime(query: MetricsQuery, date: Date): SqlBinding {
  return toDbTime(query.dialect, date);
}

/** `AND <application id column> belongs to the posting`, with its binding; nothing without a scope. */
export function inScope(query: MetricsQuery, applicationId: string): { sql: string; bindings: SqlBinding[] } {
  if (query.postingId === null) return { sql: '', bindings: [] };
  return {
    sql: `AND ${applicationId} IN (SELECT application_id FROM applications_job_posting_lnk WHERE job_posting_id = ?)`,
    bindings: [query.postingId],
  };
}

export async function select(query: MetricsQuery, sql: string, bindings: readonly SqlBinding[]) {
  return selectAggregates(query.strapi, sql, bindings);
}

/** A count or sum as a number (PostgreSQL answers bigint and numeric as text; an empty SUM is null). */
export function numberOf(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/** An average, or null when there was nothing to average. */
export function averageOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** `?, ?, ?` for a list bound to an IN (...). */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
