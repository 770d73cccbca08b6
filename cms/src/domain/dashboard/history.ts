import { FUNNEL_STAGES, type FunnelStage, TIME_IN_STAGE_STATUSES } from '@careers/shared';
import { averageOf, inScope, type MetricsQuery, msBetween, numberOf, placeholders, select } from './sql';

const DAY_MS = 86_400_000;

/** The stages after applied, in funnel order; an application reached a stage when it reached it or a later one. */
const LATER_STAGES = FUNNEL_STAGES.slice(1) as Exclude<FunnelStage, 'applied'>[];

/**
 * The funnel from the status history: how many applications ever reached each stage (or a later
 * one). Applied is every application in scope, which the caller counts and gives to the answer.
 */
export async function funnelReached(query: MetricsQuery) {
  const scope = inScope(query, 'l.application_id');
  const columns = LATER_STAGES.map((stage, index) => {
    const reached = LATER_STAGES.slice(index);
    return `COUNT(DISTINCT CASE WHEN e.to_status IN (${placeholders(reached)}) THEN l.application_id END) AS ${stage}`;
  });
  const [row] = await select(
    query,
    `SELECT ${columns.join(', ')}
       FROM application_status_events e
       JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
      WHERE e.to_status IN (${placeholders(LATER_STAGES)}) ${scope.sql}`,
    [...LATER_STAGES.flatMap((_, index) => LATER_STAGES.slice(index)), ...LATER_STAGES, ...scope.bindings],
  );
  return (applied: number) =>
    FUNNEL_STAGES.map((stage) => ({ stage, count: stage === 'applied' ? applied : numberOf(row?.[stage]) }));
}

/**
 * Median days an application stays in each status before its next one, from the status history
 * (stays not yet ended are left out). Both databases lack a median aggregate: each status's stays
 * are ranked, and the middle one (or the mean of the middle two) is taken.
 */
export async function timeInStage(query: MetricsQuery) {
  const scope = inScope(query, 'l.application_id');
  const rows = await select(
    query,
    `WITH stays AS (
       SELECT e.to_status AS status, e.occurred_at AS entered_at,
              LEAD(e.occurred_at) OVER (PARTITION BY l.application_id ORDER BY e.occurred_at, e.id) AS left_at
         FROM application_status_events e
         JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
        WHERE 1 = 1 ${scope.sql}
     ), durations AS (
       SELECT status, ${msBetween(query, 'left_at', 'entered_at')} AS ms
         FROM stays
        WHERE left_at IS NOT NULL AND status IN (${placeholders(TIME_IN_STAGE_STATUSES)})
     ), ranked AS (
       SELECT status, ms,
              ROW_NUMBER() OVER (PARTITION BY status ORDER BY ms) AS position,
              COUNT(*) OVER (PARTITION BY status) AS samples
         FROM durations
     )
     SELECT status, AVG(ms) AS median_ms, MAX(samples) AS samples
       FROM ranked
      WHERE position IN ((samples + 1) / 2, (samples + 2) / 2)
      GROUP BY status`,
    [...scope.bindings, ...TIME_IN_STAGE_STATUSES],
  );
  const byStatus = new Map(rows.map((row) => [String(row.status), row]));
  return TIME_IN_STAGE_STATUSES.map((status) => {
    const row = byStatus.get(status);
    const median = averageOf(row?.median_ms);
    return {
      status,
      median_days: median === null ? null : Math.round((median / DAY_MS) * 10) / 10,
      samples: numberOf(row?.samples),
    };
  });
}
