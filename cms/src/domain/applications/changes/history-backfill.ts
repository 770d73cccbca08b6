import type { Core } from '@strapi/strapi';
import { dialectOf } from '../../../platform/database/db-values';
import { runOnce } from '../../../platform/database/run-once';
import { selectAggregates, updateWithSql } from '../../../platform/database/statements';
import { funnelRankSql } from './stays';

// What stays.ts keeps as the history is written, given once to the history written before it was
// kept: a batch of applications per statement, so a large database is not held in one.

/** Applications per statement of the backfill. */
const BACKFILL_BATCH = 2_000;

/** The highest value of `column` in `table`, or 0 when it is empty. */
async function lastId(strapi: Core.Strapi, table: string, column: string): Promise<number> {
  const [row] = await selectAggregates(strapi, `SELECT MAX(${column}) AS last FROM ${table}`, []);
  return Number(row?.last ?? 0);
}

/**
 * Sets the end of each stay that has none but has a next event (by time, then id), for the status
 * events of applications with ids in (afterId, throughId]: one statement. Events already ended are
 * left as they are, so running it again changes nothing.
 */
async function fillStayEnds(strapi: Core.Strapi, afterId: number, throughId: number): Promise<void> {
  const ms =
    dialectOf(strapi) === 'postgres'
      ? 'CAST(ROUND(EXTRACT(EPOCH FROM (stays.left_at - application_status_events.occurred_at)) * 1000) AS BIGINT)'
      : '(stays.left_at - application_status_events.occurred_at)';
  await updateWithSql(
    strapi,
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
 * Sets each application's furthest funnel stage from its status events, for applications with ids in
 * (afterId, throughId]: one statement. Idempotent.
 */
async function fillFunnelReach(strapi: Core.Strapi, afterId: number, throughId: number): Promise<void> {
  const rank = funnelRankSql('e.to_status');
  await updateWithSql(
    strapi,
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
 * Gives every ended stay of the status history its end (events written before ends were kept),
 * a batch of applications per statement. Idempotent: ended stays are not touched again.
 */
export async function backfillStayEnds(strapi: Core.Strapi): Promise<void> {
  const last = await lastId(strapi, 'application_status_events_application_lnk', 'application_id');
  for (let after = 0; after < last; after += BACKFILL_BATCH) {
    await fillStayEnds(strapi, after, Math.min(after + BACKFILL_BATCH, last));
  }
}

/** Gives every application the furthest funnel stage of its events, a batch per statement. Idempotent. */
export async function backfillFunnelReach(strapi: Core.Strapi): Promise<void> {
  const last = await lastId(strapi, 'applications', 'id');
  for (let after = 0; after < last; after += BACKFILL_BATCH) {
    await fillFunnelReach(strapi, after, Math.min(after + BACKFILL_BATCH, last));
  }
}

/** The backfills, once per database (on start). */
export async function backfillHistoryOnce(strapi: Core.Strapi): Promise<void> {
  await runOnce(strapi, 'status-event-stay-ends', () => backfillStayEnds(strapi));
  await runOnce(strapi, 'application-funnel-reach', () => backfillFunnelReach(strapi));
}
