import { funnelReached } from './history';
import { type MetricsQuery, numberOf, select } from './sql';

// The funnel reads every status event: the costliest part of the dashboard (the time in stage reads
// the stays' lengths kept on the events, off an index, and needs no keeping). Events are only ever
// added, so the funnel stays right until an event is added (the event links' newest id moves) or an
// application is deleted with its events' links (the scope's application count drops; a new
// application always comes with a new event). It is kept per scope under that version and computed
// again only once it moves. One instance's memory: another instance computes its own.

type HistoryFigures = Awaited<ReturnType<typeof funnelReached>>;

interface Entry {
  version: string;
  figures: Promise<HistoryFigures>;
}

/** Scopes kept (all jobs, and the jobs looked at lately). */
const MAX_SCOPES = 50;
const kept = new Map<string, Entry>();

async function newestEventLink(query: MetricsQuery): Promise<number> {
  const [row] = await select(query, 'SELECT MAX(id) AS last FROM application_status_events_application_lnk', []);
  return numberOf(row?.last);
}

/** The funnel of a scope that holds `applications` applications now. */
export async function historyFigures(query: MetricsQuery, applications: number): Promise<HistoryFigures> {
  const scope = `${query.dialect}:${query.postingId ?? 'all'}`;
  const version = `${await newestEventLink(query)}:${applications}`;
  const entry = kept.get(scope);
  if (entry && entry.version === version) return entry.figures;
  // Requests that arrive while the figures are computed share that one computation.
  const figures = funnelReached(query);
  kept.delete(scope);
  kept.set(scope, { version, figures });
  if (kept.size > MAX_SCOPES) kept.delete(kept.keys().next().value as string);
  figures.catch(() => kept.delete(scope));
  return figures;
}
