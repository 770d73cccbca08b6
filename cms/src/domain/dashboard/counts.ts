import { averageOf, inScope, type MetricsQuery, msBetween, numberOf, select } from './sql';

const DAY_MS = 86_400_000;

/** Postings: all of them, active (open) and closed (filled: docs/requirements.md#dashboard-view_analytics). */
export async function postingCounts(query: MetricsQuery) {
  const [row] = await select(
    query,
    `SELECT COUNT(*) AS total,
            SUM(CASE WHEN posting_status = 'active' THEN 1 ELSE 0 END) AS active,
            SUM(CASE WHEN posting_status = 'closed' THEN 1 ELSE 0 END) AS closed
       FROM job_postings`,
    [],
  );
  return { total: numberOf(row?.total), active: numberOf(row?.active), closed: numberOf(row?.closed) };
}

/**
 * Applications by status (read from the status index alone) and those with an interview scheduled
 * (from the interview date's index): no pass over the application rows themselves.
 */
export async function applicationCounts(query: MetricsQuery) {
  const scope = inScope(query, 'a.id');
  const [byStatus, [scheduled]] = await Promise.all([
    select(
      query,
      `SELECT a.status AS status, COUNT(*) AS total FROM applications a WHERE 1 = 1 ${scope.sql} GROUP BY a.status`,
      scope.bindings,
    ),
    select(
      query,
      `SELECT COUNT(*) AS total FROM applications a WHERE a.interview_scheduled_date IS NOT NULL ${scope.sql}`,
      scope.bindings,
    ),
  ]);
  const count = new Map(byStatus.map((row) => [String(row.status), numberOf(row.total)]));
  return {
    total: [...count.values()].reduce((sum, value) => sum + value, 0),
    statuses: {
      new: count.get('new') ?? 0,
      reviewed: count.get('reviewed') ?? 0,
      shortlisted: count.get('shortlisted') ?? 0,
      interviewed: count.get('interviewed') ?? 0,
      rejected: count.get('rejected') ?? 0,
      withdrawn: count.get('withdrawn') ?? 0,
    },
    interviewScheduled: numberOf(scheduled?.total),
  };
}

/**
 * Hires (cancelled ones aside): how many, the mean days from application to hired date, and the mean
 * recruitment cost, where a hire without its own cost counts at the cost_per_hire setting.
 */
export async function hireFigures(query: MetricsQuery, defaultCost: number) {
  const scope = inScope(query, 'a.id');
  const [row] = await select(
    query,
    `SELECT COUNT(*) AS hires,
            AVG(${msBetween(query, 'h.hired_date', 'a.created_at')}) AS avg_ms,
            AVG(COALESCE(h.recruitment_cost, ?)) AS avg_cost
       FROM hires h
       LEFT JOIN hires_application_lnk hl ON hl.hire_id = h.id
       LEFT JOIN applications a ON a.id = hl.application_id
      WHERE h.status <> 'cancelled' ${scope.sql}`,
    [defaultCost, ...scope.bindings],
  );
  const avgMs = averageOf(row?.avg_ms);
  const avgCost = averageOf(row?.avg_cost);
  return {
    hires: numberOf(row?.hires),
    avgTimeToHireDays: avgMs === null ? null : Math.round(avgMs / DAY_MS),
    avgCostPerHire: avgCost === null ? 0 : Math.round(avgCost),
  };
}
