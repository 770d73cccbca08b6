import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { currentDate } from '../clock';
import { type Dialect, dialectOf, toDbTime } from './db-values';

/*
 * The one module that talks to knex (strapi.db.connection) directly. Everything else reads and writes
 * through Strapi's query engine or document service, which join the caller's strapi.db.transaction.
 * What is here needs SQL the query engine cannot express: lease claims (UPDATE … RETURNING with
 * SKIP LOCKED), inserts that a unique key may refuse without aborting the transaction, counters
 * changed in the database itself, a transaction lock, a savepoint, the demo reset, the readiness ping,
 * index DDL, read-only aggregate statements (window functions, conditional counts: the dashboard),
 * the Applications list's subqueries (a posting link join, SQLite's full-text search table and its
 * upkeep), one-off data backfills (the status history's stay ends and furthest stages), the
 * erasure records' batch inserts (thousands per retention run, one statement each batch), and the
 * schema generation stamp, read at start before Strapi's own tables exist.
 */

/** A document id in Strapi's format (24 lowercase letters and digits). */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = alphabet[(bytes[0] as number) % 26] as string;
  for (let i = 1; i < 24; i += 1) id += alphabet[(bytes[i] as number) % alphabet.length];
  return id;
}

/** The columns Strapi's document layer fills, for a row inserted here. */
function rowStamp(dialect: Dialect, now: Date) {
  const time = toDbTime(dialect, now);
  return { document_id: newDocumentId(), created_at: time, updated_at: time, published_at: time };
}

/** The caller's transaction when there is one, so writes here commit or roll back with it. */
async function inTransaction<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => work(trx as Knex.Transaction));
}

/**
 * Runs `work` inside the caller's transaction, if any, so it commits or rolls back with it; if `work`
 * fails, only what it wrote is undone (a savepoint) and the caller's transaction goes on. On
 * PostgreSQL a failed statement otherwise aborts the whole transaction. Rethrows `work`'s error.
 */
export async function isolatedInTransaction<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  if (!strapi.db.inTransaction()) return work();
  return strapi.db.transaction(async ({ trx }) => {
    await trx.raw('SAVEPOINT isolated_work');
    try {
      const result = await work();
      await trx.raw('RELEASE SAVEPOINT isolated_work');
      return result;
    } catch (error) {
      await trx.raw('ROLLBACK TO SAVEPOINT isolated_work');
      await trx.raw('RELEASE SAVEPOINT isolated_work');
      throw error;
    }
  });
}

/** knex answers { rows } on PostgreSQL and the rows themselves on SQLite. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
}

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

/**
 * Counts a hit on a rate-limit bucket in one atomic upsert: a new window starts at 1 once the old one
 * (started at or before `windowStart`) has ended. Outside any transaction: a refused request that
 * rolls back still counts. Returns the bucket's hits and window start after this hit.
 */
export async function hitRateBucket(
  strapi: Core.Strapi,
  bucketKey: string,
  now: number,
  windowStart: number,
): Promise<{ hits: number; windowStartedAt: number }> {
  const knex = strapi.db.connection;
  const [row] = (await knex('rate_limit_buckets')
    .insert({ ...rowStamp(dialectOf(strapi), new Date(now)), bucket_key: bucketKey, window_started_at: now, hits: 1 })
    .onConflict('bucket_key')
    .merge({
      hits: knex.raw('CASE WHEN ?? <= ? THEN 1 ELSE ?? + 1 END', [
        'rate_limit_buckets.window_started_at',
        windowStart,
        'rate_limit_buckets.hits',
      ]),
      window_started_at: knex.raw('CASE WHEN ?? <= ? THEN ? ELSE ?? END', [
        'rate_limit_buckets.window_started_at',
        windowStart,
        now,
        'rate_limit_buckets.window_started_at',
      ]),
    })
    .returning(['hits', 'window_started_at'])) as { hits: number | string; window_started_at: number | string }[];
  return { hits: Number(row?.hits ?? 1), windowStartedAt: Number(row?.window_started_at ?? now) };
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

/** Deletes every row of these tables (the demo reset), in the caller's transaction. */
export async function deleteAllRows(strapi: Core.Strapi, tables: string[]): Promise<void> {
  await inTransaction(strapi, async (trx) => {
    for (const table of tables) await trx(table).del();
  });
}

/** A value bound to a placeholder of an aggregate statement. */
export type SqlBinding = string | number | Date | null;

/**
 * Runs one read-only aggregate statement (SELECT or WITH … SELECT, `?` placeholders) and returns its
 * rows as the driver gives them: PostgreSQL answers counts as text, so callers convert. Joins the
 * caller's transaction when there is one (on SQLite it holds the only connection).
 */
export async function selectAggregates(
  strapi: Core.Strapi,
  sql: string,
  bindings: readonly SqlBinding[],
): Promise<Record<string, unknown>[]> {
  if (!/^\s*(select|with)\b/i.test(sql)) throw new Error('selectAggregates runs SELECT statements only');
  if (strapi.db.inTransaction()) return inTransaction(strapi, async (trx) => rowsOf(await trx.raw(sql, [...bindings])));
  return rowsOf(await strapi.db.connection.raw(sql, [...bindings]));
}

interface ConnectionPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * Resolves once no query has run or waited for a connection for `quietMs`, or at `deadline`: work
 * that follows an answer (event listeners, after-commit hooks) still queries for a moment, and closing
 * the pool under it would abort those queries.
 */
export async function waitForIdleDatabase(strapi: Core.Strapi, deadline: number, quietMs = 300): Promise<boolean> {
  const pool = (strapi.db.connection.client as { pool?: ConnectionPool }).pool;
  if (!pool) return true;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    if (pool.numUsed() + pool.numPendingAcquires() > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

let pendingPing: Promise<void> | null = null;

/** Whether a ping is still waiting for the database's answer (one that hangs waits until it answers). */
export function isPingPending(): boolean {
  return pendingPing !== null;
}

/**
 * Throws when the database does not answer within `timeoutMs`: a hung database (or a pool whose every
 * connection waits on it) must not hold a readiness probe for the pool's minute. One ping at a time:
 * probes during a slow one share it instead of queueing more work behind it.
 */
export async function pingDatabase(strapi: Core.Strapi, timeoutMs: number): Promise<void> {
  pendingPing ??= Promise.resolve(strapi.db.connection.raw('select 1')).then(
    () => {
      pendingPing = null;
    },
    (error: unknown) => {
      pendingPing = null;
      throw error;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([pendingPing, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one schema statement (index DDL), outside any transaction. */
export async function runSchemaStatement(strapi: Core.Strapi, statement: string): Promise<void> {
  await strapi.db.connection.raw(statement);
}

/** How a link table joins one row to another (Strapi's join-table metadata, by name). */
export interface LinkTable {
  table: string;
  /** The linking row's id column (e.g. application_id). */
  ownerColumn: string;
  /** The linked row's id column (e.g. job_posting_id). */
  targetColumn: string;
}

/**
 * The owner ids linked to target rows whose `column` is one of `values`, as a subquery for the query
 * engine's `id: { $in }` (a join, not a nested IN: SQLite would read the whole link table to probe a
 * nested list).
 */
export function linkedOwnerIds(
  strapi: Core.Strapi,
  link: LinkTable,
  target: { table: string; column: string; values: readonly string[] },
): Knex.QueryBuilder {
  return strapi.db
    .connection(`${link.table} as link`)
    .join(`${target.table} as target`, 'target.id', `link.${link.targetColumn}`)
    .select(`link.${link.ownerColumn}`)
    .whereIn(`target.${target.column}`, [...target.values]);
}

/**
 * The target ids linked to owner rows where every `empty` column is null and `before.column` is at or
 * before `before.value`, as a subquery for `id: { $in }` (e.g. applications with a scorecard awaited).
 */
export function linkedTargetIds(
  strapi: Core.Strapi,
  link: LinkTable,
  owner: { table: string; empty: readonly string[]; before: { column: string; value: Date } },
): Knex.QueryBuilder {
  const query = strapi.db
    .connection(`${link.table} as link`)
    .join(`${owner.table} as owner`, 'owner.id', `link.${link.ownerColumn}`)
    .select(`link.${link.targetColumn}`)
    .where(`owner.${owner.before.column}`, '<=', owner.before.value);
  for (const column of owner.empty) query.whereNull(`owner.${column}`);
  return query;
}

/** The row ids an SQLite FTS5 table matches for `query`, as a subquery for `id: { $in }`. */
export function fullTextMatches(strapi: Core.Strapi, table: string, query: string): Knex.QueryBuilder {
  return strapi.db.connection(table).select('rowid').whereRaw('?? MATCH ?', [table, query]);
}

/**
 * SQLite schema objects (tables, triggers) kept by the application itself: unless every one of
 * `names` exists, `statements` run in one transaction (they drop and recreate them all).
 */
export async function ensureSqliteObjects(
  strapi: Core.Strapi,
  names: readonly string[],
  statements: readonly string[],
): Promise<void> {
  await strapi.db.connection.transaction(async (trx) => {
    const existing = rowsOf(
      await trx.raw(`SELECT name FROM sqlite_master WHERE name IN (${names.map(() => '?').join(', ')})`, [...names]),
    );
    if (existing.length === names.length) return;
    for (const statement of statements) await trx.raw(statement);
  });
}

/**
 * Sets each application's furthest funnel stage (`rank`: SQL over e.to_status) from its status
 * events, for applications with ids in (afterId, throughId]: one batch of the backfill. Idempotent.
 */
export async function fillFunnelReach(
  strapi: Core.Strapi,
  rank: { sql: string; bindings: SqlBinding[] },
  afterId: number,
  throughId: number,
): Promise<void> {
  await strapi.db.connection.raw(
    `UPDATE applications SET funnel_reach = COALESCE((
       SELECT MAX(${rank.sql})
         FROM application_status_events e
         JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
        WHERE l.application_id = applications.id
     ), 0)
     WHERE id > ? AND id <= ?`,
    [...rank.bindings, afterId, throughId],
  );
}

/**
 * Runs `work` once per database (a one-off data backfill), marked done in `data_backfills` after it
 * succeeded. Two instances starting together may both run it: `work` must be idempotent.
 */
export async function runOnce(strapi: Core.Strapi, name: string, work: () => Promise<void>): Promise<boolean> {
  const knex = strapi.db.connection;
  await knex.raw(
    'CREATE TABLE IF NOT EXISTS data_backfills (name VARCHAR(100) PRIMARY KEY, done_at VARCHAR(30) NOT NULL)',
  );
  if (await knex('data_backfills').where({ name }).first()) return false;
  await work();
  await knex('data_backfills').insert({ name, done_at: new Date().toISOString() }).onConflict('name').ignore();
  return true;
}

/**
 * Sets the end of each stay that has none but has a next event (by time, then id), for the status
 * events of applications with ids in (afterId, throughId]: one statement, so one batch of the
 * backfill. Events already ended are left as they are, so running it again changes nothing.
 */
export async function fillStayEnds(strapi: Core.Strapi, afterId: number, throughId: number): Promise<void> {
  const ms =
    dialectOf(strapi) === 'postgres'
      ? 'CAST(ROUND(EXTRACT(EPOCH FROM (stays.left_at - application_status_events.occurred_at)) * 1000) AS BIGINT)'
      : '(stays.left_at - application_status_events.occurred_at)';
  await strapi.db.connection.raw(
    `WITH stays AS (
       SELECT e.id, LEAD(e.occurred_at) OVER (PARTITION BY l.application_id ORDER BY e.occurred_at, e.id) AS left_at
         FROM application_status_events e
         JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
        WHERE l.application_id > ? AND l.application_id <= ?
     )
     UPDATE application_status_events
        SET left_at = stays.left_at, stay_ms = ${ms}
       FROM stays
      WHERE application_status_events.id = stays.id
        AND stays.left_at IS NOT NULL
        AND application_status_events.left_at IS NULL`,
    [afterId, throughId],
  );
}

/**
 * The schema generation stamp (platform/database/schema-stamp.ts): one row in a table of ours, which
 * Strapi's schema sync leaves alone as it tracks only its own. Made on first use: the first read
 * comes before Strapi has made any table.
 */
async function schemaStampTable(strapi: Core.Strapi): Promise<Knex> {
  const knex = strapi.db.connection;
  await knex.raw(
    'CREATE TABLE IF NOT EXISTS schema_generation (id INTEGER PRIMARY KEY, generation INTEGER NOT NULL, schema_hash VARCHAR(64) NOT NULL, stamped_at VARCHAR(30) NOT NULL)',
  );
  return knex;
}

/** The schema generation the database was last synced to, or null before any release stamped it. */
export async function readSchemaStamp(strapi: Core.Strapi): Promise<number | null> {
  const knex = await schemaStampTable(strapi);
  const row = (await knex('schema_generation').where({ id: 1 }).first('generation')) as
    | { generation: number | string }
    | undefined;
  return row ? Number(row.generation) : null;
}

/** Records the schema generation (and its hash) the database is now synced to. */
export async function writeSchemaStamp(strapi: Core.Strapi, generation: number, schemaHash: string): Promise<void> {
  const knex = await schemaStampTable(strapi);
  await knex('schema_generation')
    .insert({ id: 1, generation, schema_hash: schemaHash, stamped_at: new Date().toISOString() })
    .onConflict('id')
    .merge();
}
