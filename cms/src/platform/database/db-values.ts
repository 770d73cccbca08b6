import type { Core } from '@strapi/strapi';

// How values look in the database itself, for the few statements that bypass Strapi's query engine
// (which converts them on its own) and for rows those statements return.

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(strapi: Core.Strapi): Dialect {
  return strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite';
}

/** Strapi keeps datetimes as integer milliseconds on SQLite and as timestamptz on PostgreSQL. */
export function toDbTime(dialect: Dialect, date: Date): number | Date {
  return dialect === 'sqlite' ? date.getTime() : date;
}

export function fromDbTime(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date
    ? value
    : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
}

/** A datetime column as the API answers it: ISO 8601, or null when the column is empty. */
export function isoFromDb(value: unknown): string | null {
  return fromDbTime(value)?.toISOString() ?? null;
}

/** JSON columns come back parsed on PostgreSQL and as text on SQLite. */
export function fromDbJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
