import { TREND_WINDOW_DAYS } from '@careers/shared';
import { lastCompanyDays } from './company-days';
import { dbTime, inScope, type MetricsQuery, numberOf, select } from './sql';

/** Applications received on each of the last 7 calendar days in Bahrain: one conditional count per day. */
export async function applicationTrends(query: MetricsQuery, now: Date) {
  const days = lastCompanyDays(now, TREND_WINDOW_DAYS);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const scope = inScope(query, 'a.id');
  const columns = days.map(
    (_, index) => `SUM(CASE WHEN a.created_at >= ? AND a.created_at < ? THEN 1 ELSE 0 END) AS d${index}`,
  );
  const [row] = await select(
    query,
    `SELECT ${columns.join(', ')}
       FROM applications a
      WHERE a.created_at >= ? AND a.created_at < ? ${scope.sql}`,
    [
      ...days.flatMap((day) => [dbTime(query, day.start), dbTime(query, day.end)]),
      dbTime(query, first.start),
      dbTime(query, last.end),
      ...scope.bindings,
    ],
  );
  return days.map((day, index) => ({ date: day.date, count: numberOf(row?.[`d${index}`]) }));
}
