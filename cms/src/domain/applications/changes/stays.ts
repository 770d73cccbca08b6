import { FUNNEL_STAGES, type FunnelStage } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { SqlBinding } from '../../../platform/database/statements';
import { APPLICATION, STATUS_EVENT } from './rows';

// What the dashboard reads of an application's status history, kept as the history is written:
// - each status event is the start of a stay in its status, which the application's next event (by
//   time, then id) ends: the end and the stay's length are kept on the event, so the median time in
//   stage reads them from an index instead of pairing every event with the next each time;
// - the furthest funnel stage any of its events reached (FUNNEL_STAGES' index; 0, applied, when
//   none), kept on the application, so the funnel is one count per stage over an index.

/** An event's funnel stage: its place in FUNNEL_STAGES, or 0 (applied) for a status outside the funnel. */
export function funnelRank(status: string): number {
  return Math.max(0, FUNNEL_STAGES.indexOf(status as FunnelStage));
}

/** The same as SQL over the column `status`, with its bindings. */
export function funnelRankSql(status: string): { sql: string; bindings: SqlBinding[] } {
  const later = FUNNEL_STAGES.slice(1);
  return {
    sql: `CASE ${status} ${later.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END`,
    bindings: later.flatMap((stage, index) => [stage, index + 1]),
  };
}

interface EventTimes {
  id: number;
  occurred_at: string | Date;
  left_at: string | Date | null;
  stay_ms: string | number | null;
}

const msOf = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

/**
 * Writes what the dashboard reads of one application's history from its events (a few), in the
 * caller's transaction: the end of every stay (after a new event, its predecessor's stay ends at it)
 * and the furthest funnel stage. Only what changes is written. Called where the events are written;
 * the application's row lock (the change's own update of it) keeps two changes of one application
 * from interleaving here.
 */
export async function settleHistory(strapi: Core.Strapi, applicationDocumentId: string): Promise<void> {
  const events: (EventTimes & { to_status: string })[] = await strapi.db.query(STATUS_EVENT).findMany({
    where: { application: { documentId: applicationDocumentId } },
    select: ['id', 'to_status', 'occurred_at', 'left_at', 'stay_ms'],
    orderBy: [{ occurred_at: 'asc' }, { id: 'asc' }],
  });
  const reach = Math.max(0, ...events.map((event) => funnelRank(event.to_status)));
  await strapi.db.query(APPLICATION).updateMany({
    where: { documentId: applicationDocumentId, funnel_reach: { $ne: reach } },
    data: { funnel_reach: reach },
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
