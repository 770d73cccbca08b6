import { FUNNEL_STAGES, type FunnelStage, TIME_IN_STAGE_STATUSES } from '@careers/shared';
import { averageOf, inScope, type MetricsQuery, numberOf, placeholders, select } from './sql';

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

/** The events in scope: every event, or those of one posting's applications. */
function eventsInScope(query: MetricsQuery) {
  const scope = inScope(query, 'l.application_id');
  if (!scope.sql) return { join: '', ...scope };
  return {
    join: 'JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id',
    ...scope,
  };
}

/**
 * Median days an application stays in each status before its next one, from the stays' lengths kept
 * on the status events (stays not yet ended have none and are left out). Neither database has a
 * median aggregate: each status's ended stays are counted, then the middle one (or the middle two,
 * averaged) is read in order off the (to_status, stay_ms) index.
 */
export async function timeInStage(query: MetricsQuery) {
  const scope = eventsInScope(query);
  const counted = await select(
    query,
    `SELECT e.to_status AS status, COUNT(*) AS samples
       FROM application_status_events e ${scope.join}
      WHERE e.stay_ms IS NOT NULL AND e.to_status IN (${placeholders(TIME_IN_STAGE_STATUSES)}) ${scope.sql}
      GROUP BY e.to_status`,
    [...TIME_IN_STAGE_STATUSES, ...scope.bindings],
  );
  const samplesOf = new Map(counted.map((row) => [String(row.status), numberOf(row.samples)]));
  return Promise.all(
    TIME_IN_STAGE_STATUSES.map(async (status) => {
      const samples = samplesOf.get(status) ?? 0;
      if (samples === 0) return { status, median_days: null, samples };
      const [middle] = await select(
        query,
        `SELECT AVG(stay_ms) AS median_ms FROM (
           SELECT e.stay_ms FROM application_status_events e ${scope.join}
            WHERE e.to_status = ? AND e.stay_ms IS NOT NULL ${scope.sql}
            ORDER BY e.stay_ms LIMIT ? OFFSET ?
         ) middle`,
        [status, ...scope.bindings, samples % 2 === 1 ? 1 : 2, Math.floor((samples - 1) / 2)],
      );
      const median = averageOf(middle?.median_ms);
      return {
        status,
        median_days: median === null ? null : Math.round((median / DAY_MS) * 10) / 10,
        samples,
      };
    }),
  );
}
