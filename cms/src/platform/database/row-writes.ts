import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../clock';
import { type Dialect, dialectOf, toDbTime } from './db-values';
import { inTransaction } from './knex-access';

// Writes the query engine cannot express: inserts a unique key may refuse without aborting the
// transaction, batch inserts in one statement, counters changed in the database itself, the demo reset.

/** A document id in Strapi's format (24 lowercase letters and digits). */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = alphabet[(bytes[0] as number) % 26] as string;
  for (let i = 1; i < 24; i += 1) id += alphabet[(bytes[i] as number) % alphabet.length];
  return id;
}

/** The columns Strapi's document layer fills, for a row inserted outside it. */
export function rowStamp(dialect: Dialect, now: Date) {
  const time = toDbTime(dialect, now);
  return { document_id: newDocumentId(), created_at: time, updated_at: time, published_at: time };
}

/**
 * Inserts a row unless its unique key is taken (by any instance), in the caller's transaction.
 * A taken key adds nothing and, unlike a refused insert, does not abort the transaction. Columns are
 * as stored (see db-values); the bookkeeping columns are filled here unless `row` gives them (a
 * document_id from newDocumentId). Returns the new id, or null.
 */
export async function insertUnlessKeyTaken(
  strapi: Core.Strapi,
  table: 'email_outbox' | 'used_form_tokens',
  uniqueColumn: 'idempotency_key' | 'nonce',
  row: Record<string, unknown>,
): Promise<number | null> {
  const dialect = dialectOf(strapi);
  const inserted = (await inTransaction(strapi, (trx) =>
    trx(table)
      .insert({ ...rowStamp(dialect, currentDate()), ...row })
      .onConflict(uniqueColumn)
      .ignore()
      .returning('id'),
  )) as { id: number }[];
  const first = inserted[0];
  return first ? Number(first.id) : null;
}

/**
 * Inserts rows in one statement, in the caller's transaction, each with a new document id and the
 * bookkeeping columns. Columns are as stored (see db-values; JSON as text).
 */
export async function insertRows(
  strapi: Core.Strapi,
  table: 'erasure_records',
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const dialect = dialectOf(strapi);
  const now = currentDate();
  await inTransaction(strapi, (trx) => trx(table).insert(rows.map((row) => ({ ...rowStamp(dialect, now), ...row }))));
}

/** Adds one to a counter in the database itself, so increments sent in parallel all count. */
export async function incrementColumn(
  strapi: Core.Strapi,
  table: 'admin_otp_codes',
  column: 'failed_attempts',
  id: number,
): Promise<void> {
  await inTransaction(strapi, (trx) => trx(table).where({ id }).increment(column, 1));
}

/** Deletes every row of these tables (the demo reset), in the caller's transaction. */
export async function deleteAllRows(strapi: Core.Strapi, tables: string[]): Promise<void> {
  await inTransaction(strapi, async (trx) => {
    for (const table of tables) await trx(table).del();
  });
}
