import { FUNNEL_STAGES, TIME_IN_STAGE_STATUSES } from '@careers/shared';
import { averageOf, inScope, type MetricsQuery, numberOf, placeholders, select } from './sql';

const DAY_MS = 86_400_000;

/**
 * The funnel: how many applications reached each stage or a later one, from the furthest stage each
 * application's history reached (kept on it, see applications/changes/stays.ts): one count per
 * stage reached, over its index. Applied is every application in scope, which the caller counts.
 */
export async function funnelReached(query: MetricsQuery) {
  const scope = inScope(query, 'a.id');
  const rows = await select(
    query,
    `SELECT a.funnel_reach AS reach, COUNT(*) AS applications
       FROM applications a
      WHERE 1 = 1 ${scope.sql}
      GROUP BY a.funnel_reach`,
    scope.bindings,
  );
  const reachedAtLeast = (stage: number) =>
    rows.filter((row) => numberOf(row.reach) >= stage).reduce((sum, row) => sum + numberOf(row.applications), 0);
  return (applied: number) =>
    FUNNEL_STAGES.map((stage, index) => ({ stage, count: index === 0 ? applied : reachedAtLeast(index) }));
}

type Median = { median_ms: number | null; samples: number };

/**
 * All jobs: each status's ended stays counted, then the middle one (or the middle two) read in
 * order off the (to_status, stay_ms) index: no sort, whatever the number of events.
 */
async function indexedMedians(query: MetricsQuery): Promise<Map<string, Median>> {
  const counted = await select(
    query,
    `SELECT to_status AS status, COUNT(*) AS samples FROM application_status_events
      WHERE stay_ms IS NOT NULL AND to_status IN (${placeholders(TIME_IN_STAGE_STATUSES)})
      GROUP BY to_status`,
    [...TIME_IN_STAGE_STATUSES],
  );
  const medians = await Promise.all(
    counted.map(async (row): Promise<[string, Median]> => {
      const samples = numberOf(row.samples);
      const [middle] = await select(
        query,
        `SELECT AVG(stay_ms) AS median_ms FROM (
           SELECT stay_ms FROM application_status_events
            WHERE to_status = ? AND stay_ms IS NOT NULL
            ORDER BY stay_ms LIMIT ? OFFSET ?
         ) middle`,
        [String(row.status), samples % 2 === 1 ? 1 : 2, Math.floor((samples - 1) / 2)],
      );
      return [String(row.status), { median_ms: averageOf(middle?.median_ms), samples }];
    }),
  );
  return new Map(medians);
}

/** One posting: its applications' ended stays (thousands at most) ranked per status in one statement. */
async function rankedMedians(query: MetricsQuery): Promise<Map<string, Median>> {
  const scope = inScope(query, 'l.application_id');
  const rows = await select(
    query,
    `WITH ranked AS (
       SELECT e.to_status AS status, e.stay_ms AS ms,
              ROW_NUMBER() OVER (PARTITION BY e.to_status ORDER BY e.stay_ms) AS position,
              COUNT(*) OVER (PARTITION BY e.to_status) AS samples
         FROM application_status_events e
         JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
        WHERE e.stay_ms IS NOT NULL AND e.to_status IN (${placeholders(TIME_IN_STAGE_STATUSES)}) ${scope.sql}
     )
     SELECT status, AVG(ms) AS median_ms, MAX(samples) AS samples
       FROM ranked
      WHERE position IN ((samples + 1) / 2, (samples + 2) / 2)
      GROUP BY status`,
    [...TIME_IN_STAGE_STATUSES, ...scope.bindings],
  );
  return new Map(
    rows.map((row) => [String(row.status), { median_ms: averageOf(row.median_ms), samples: numberOf(row.samples) }]),
  );
}

/**
 * Median days an application stays in each status before its next one, from the stays' lengths kept
 * on the status events (see applications/changes/stays.ts; stays not yet ended have none and are
 * left out). Neither database has a median aggregate: the middle stay (or the mean of the middle
 * two) is read in order.
 */
export async function timeInStage(query: MetricsQuery) {
  const medians = query.postingId === null ? await indexedMedians(query) : await rankedMedians(query);
  return TIME_IN_STAGE_STATUSES.map((status) => {
    const median = medians.get(status);
    const ms = median?.median_ms ?? null;
    return {
      status,
      median_days: ms === null ? null : Math.round((ms / DAY_MS) * 10) / 10,
      samples: median?.samples ?? 0,
    };
  });
}
