import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

// The engine writes its tables with knex directly (claims need SQL the entity layer lacks), so it
// fills the columns Strapi's document layer would: document id, timestamps, published_at.

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

/** JSON columns come back parsed on PostgreSQL and as text on SQLite. */
export function fromDbJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A document id in Strapi's format (24 lowercase letters and digits). */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = alphabet[(bytes[0] as number) % 26] as string;
  for (let i = 1; i < 24; i += 1) id += alphabet[(bytes[i] as number) % alphabet.length];
  return id;
}

/** The bookkeeping columns of a new row. */
export function rowStamp(dialect: Dialect, now: Date) {
  const time = toDbTime(dialect, now);
  return { document_id: newDocumentId(), created_at: time, updated_at: time, published_at: time };
}

export type Executor = Knex | Knex.Transaction;

/** The caller's transaction when there is one (strapi.db.transaction), so writes commit together. */
export async function inTransaction<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => work(trx as Knex.Transaction));
}
