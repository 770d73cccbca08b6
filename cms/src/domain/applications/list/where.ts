import {
  AI_SCORE_BANDS,
  type ApplicationFilters,
  COMPANY_TIME_ZONE,
  companyToday,
  INTERVIEW_SCORE_BANDS,
  type SCORE_FILTERS,
} from '@careers/shared';

export type Where = Record<string, unknown>;
type ScoreFilter = (typeof SCORE_FILTERS)[number];
type Bands = Readonly<Record<'high' | 'medium' | 'low', { min: number; max: number }>>;

export interface WhereContext {
  /** The server's now (the injectable clock), for the date presets and ageing. */
  now: Date;
  /** The setting application_review_ageing_days. */
  ageingDays: number;
  /**
   * A subquery of the row ids of the filter's postings' applications (see filters.ts). As a plain
   * `id IN (...)` it reads the posting link's own index; a relation filter would make the query
   * engine join every application to its posting and page with `SELECT DISTINCT`.
   */
  postingApplications?: unknown;
  /**
   * A subquery of the row ids that may match the search text (SQLite's full-text index, see
   * platform/database/sqlite-search.ts): it narrows the rows the search's own LIKE conditions read.
   */
  searchCandidates?: unknown;
  /** A subquery of the row ids with a scorecard awaited (scorecards/scorecard-summaries.ts). */
  awaitingScorecards?: unknown;
}

/** Statuses that still wait for a recruiter's first look; only these can be ageing. */
export const AWAITING_REVIEW = ['new', 'pending'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

// Bahrain keeps UTC+3 all year (no daylight saving), so a calendar day there is a fixed UTC window.
if (COMPANY_TIME_ZONE !== 'Asia/Bahrain') throw new Error('The date filters assume Bahrain time (UTC+3)');
const startOfCompanyDay = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** The YYYY-MM-DD `days` calendar days after (or before, when negative) `day`. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The created-at window of a date filter: from the first day's start to the day after the last. */
function dateWindow(filters: ApplicationFilters, now: Date): { from: Date; until?: Date } | null {
  const today = companyToday(now);
  switch (filters.date_range) {
    case 'today':
      return { from: startOfCompanyDay(today) };
    case 'last_7_days':
      return { from: startOfCompanyDay(shiftDay(today, -6)) };
    case 'last_30_days':
      return { from: startOfCompanyDay(shiftDay(today, -29)) };
    case 'custom':
      // The schema requires both dates for a custom range; the end day counts to its last moment.
      if (!filters.date_from || !filters.date_to) return null;
      return { from: startOfCompanyDay(filters.date_from), until: startOfCompanyDay(shiftDay(filters.date_to, 1)) };
    default:
      return null;
  }
}

/** A score filter's condition: the chosen bands, scored and unscored, any of them (OR). */
function scoreWhere(column: string, chosen: readonly ScoreFilter[] | undefined, bands: Bands): Where | null {
  if (!chosen || chosen.length === 0) return null;
  const alternatives = [...new Set(chosen)].map((choice): Where => {
    if (choice === 'scored') return { [column]: { $notNull: true } };
    if (choice === 'unscored') return { [column]: { $null: true } };
    const band = bands[choice];
    return { [column]: { $gte: band.min, $lte: band.max } };
  });
  return alternatives.length === 1 ? (alternatives[0] ?? null) : { $or: alternatives };
}

/** The columns a search looks in: a typed reference ID ("GH-...") only in its own, indexed column. */
export function searchColumns(text: string): string[] {
  return /^gh-/i.test(text) ? ['reference_id'] : ['full_name', 'email', 'reference_id'];
}

/** The created-at before which an application awaiting review counts as ageing. */
export const ageingCutoff = ({ now, ageingDays }: WhereContext) => new Date(now.getTime() - ageingDays * DAY_MS);

/**
 * The Applications tab's filters (parsed with applicationFiltersSchema) as one where of the query
 * engine, so filtering, counting and paging all happen in the database. A getMany (`id`) names its
 * applications and ignores the archive default, so a selection never loses its archived rows.
 */
export function applicationsWhere(filters: ApplicationFilters, context: WhereContext): Where {
  const conditions: Where[] = [];
  const add = (condition: Where | null) => {
    if (condition) conditions.push(condition);
  };
  if (filters.id) add({ documentId: { $in: filters.id } });
  const text = filters.q?.trim();
  if (text) {
    if (context.searchCandidates) add({ id: { $in: context.searchCandidates } });
    add({ $or: searchColumns(text).map((column) => ({ [column]: { $containsi: text } })) });
  }
  if (filters.status?.length) add({ status: { $in: filters.status } });
  if (filters.job_posting_id?.length) {
    add(
      context.postingApplications
        ? { id: { $in: context.postingApplications } }
        : { job_posting: { documentId: { $in: filters.job_posting_id } } },
    );
  }
  if (filters.nationality?.length) add({ nationality: { $in: filters.nationality } });
  add(scoreWhere('ai_score', filters.ai_score, AI_SCORE_BANDS));
  add(scoreWhere('interview_score', filters.interview_score, INTERVIEW_SCORE_BANDS));
  const window = dateWindow(filters, context.now);
  if (window) {
    add({ createdAt: { $gte: window.from } });
    if (window.until) add({ createdAt: { $lt: window.until } });
  }
  if (!filters.id && filters.archive !== 'all') add({ is_archived: filters.archive === 'archived' });
  if (filters.ageing) {
    add({ status: { $in: [...AWAITING_REVIEW] } });
    add({ createdAt: { $lt: ageingCutoff(context) } });
  }
  if (filters.scorecards_awaiting) add({ id: { $in: context.awaitingScorecards ?? [] } });
  return conditions.length > 0 ? { $and: conditions } : {};
}
