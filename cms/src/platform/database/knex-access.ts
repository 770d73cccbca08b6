import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

// How the modules of this folder reach knex: inside the caller's transaction, and the rows of a raw
// statement. Only this folder uses knex; the rest of the system calls its primitives.

/** The caller's transaction when there is one, so writes here commit or roll back with it. */
export async function inTransaction<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => work(trx as Knex.Transaction));
}

/** knex answers { rows } on PostgreSQL and the rows themselves on SQLite. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
}
