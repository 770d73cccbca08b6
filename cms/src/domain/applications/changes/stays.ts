import type { Core } from '@strapi/strapi';
import { fillStayEnds, runOnce, selectAggregates } from '../../../platform/database/raw';
import { STATUS_EVENT } from './rows';

// Each status event is the start of a stay in its status; the application's next event (by time,
// then id) ends it. The end and the stay's length are kept on the event, so the dashboard's median
// time in stage reads them from an index instead of pairing every event with the next each time.

interface EventTimes {
  id: number;
  occurred_at: string | Date;
  left_at: string | Date | null;
  stay_ms: string | number | null;
}

const msOf = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

/**
 * Sets the end of every stay of one application from its events (a few), in the caller's
 * transaction: after a new event, its predecessor's stay ends at it. Only events whose end changes
 * are written. Called where the events are written; the application's row lock (the change's own
 * update of it) keeps two changes of one application from interleaving here.
 */
export async function closeStays(strapi: Core.Strapi, applicationDocumentId: string): Promise<void> {
  const events: EventTimes[] = await strapi.db.query(STATUS_EVENT).findMany({
    where: { application: { documentId: applicationDocumentId } },
    select: ['id', 'occurred_at', 'left_at', 'stay_ms'],
    orderBy: [{ occurred_at: 'asc' }, { id: 'asc' }],
  });
  for (const [index, event] of events.entries()) {
    const next = events[index + 1];
    const leftAt = next ? msOf(next.occurred_at) : null;
    const stayMs = leftAt === null ? null : leftAt - (msOf(event.occurred_at) as number);
    const storedStay = event.stay_ms === null ? null : Number(event.stay_ms);
    if (msOf(event.left_at) === leftAt && storedStay === stayMs) continue;
    await strapi.db.query(STATUS_EVENT).update({
      where: { id: event.id },
      data: { left_at: leftAt === null ? null : new Date(leftAt), stay_ms: stayMs },
    });
  }
}

/** Applications per statement of the backfill. */
const BACKFILL_BATCH = 2_000;

/**
 * Gives every ended stay of the status history its end (events written before ends were kept),
 * a batch of applications per statement. Idempotent: ended stays are not touched again.
 */
export async function backfillStayEnds(strapi: Core.Strapi): Promise<void> {
  const [row] = await selectAggregates(
    strapi,
    'SELECT MAX(application_id) AS last FROM application_status_events_application_lnk',
    [],
  );
  const last = Number(row?.last ?? 0);
  for (let after = 0; after < last; after += BACKFILL_BATCH) {
    await fillStayEnds(strapi, after, Math.min(after + BACKFILL_BATCH, last));
  }
}

/** The backfill, once per database (on start). */
export async function backfillStayEndsOnce(strapi: Core.Strapi): Promise<void> {
  await runOnce(strapi, 'status-event-stay-ends', () => backfillStayEnds(strapi));
}
