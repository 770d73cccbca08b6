// The Applications tab's filters, sort and page as the URL query carries them (so they survive a
// reload and can be shared): ?status=new,reviewed&ai=high&applied=last_7_days&page=2 ...
import {
  APPLICATIONS_PAGE_SIZES,
  ARCHIVE_FILTERS,
  DATE_RANGE_FILTERS,
  DEFAULT_APPLICATIONS_PAGE_SIZE,
  LIST_APPLICATION_STATUSES,
  SCORE_FILTERS,
} from '@careers/shared/client';
import type { UrlListFormat } from '../../components/UrlListStore';

type ListStatus = (typeof LIST_APPLICATION_STATUSES)[number];
type ScoreBand = (typeof SCORE_FILTERS)[number];
type DateRange = (typeof DATE_RANGE_FILTERS)[number];
type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

export interface ApplicationListFilters {
  q: string;
  status: ListStatus[];
  job: string[];
  nationality: string[];
  ai: ScoreBand[];
  interview: ScoreBand[];
  applied: DateRange;
  from: string;
  to: string;
  archive: ArchiveFilter;
  ageing: boolean;
  /** Only applications with a scorecard not in after its interview. */
  scorecardsAwaiting: boolean;
}

export interface ApplicationListQuery extends ApplicationListFilters {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
}

export const SORTABLE_FIELDS = ['created_at', 'full_name', 'ai_score', 'interview_score', 'status'] as const;

export const NO_FILTERS: ApplicationListFilters = {
  q: '',
  status: [],
  job: [],
  nationality: [],
  ai: [],
  interview: [],
  applied: 'all',
  from: '',
  to: '',
  archive: 'active',
  ageing: false,
  scorecardsAwaiting: false,
};

export const DEFAULT_QUERY: ApplicationListQuery = {
  ...NO_FILTERS,
  page: 1,
  perPage: DEFAULT_APPLICATIONS_PAGE_SIZE,
  sort: 'created_at',
  order: 'DESC',
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

function someOf<T extends string>(allowed: readonly T[], value: string | null): T[] {
  const chosen = new Set((value ?? '').split(','));
  return allowed.filter((option) => chosen.has(option));
}

/** Free values (postings, nationalities) are kept as given; the server checks them. */
function listOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** Reads the query; anything unknown or malformed falls back to the default, never an error. */
export function readListQuery(params: URLSearchParams): ApplicationListQuery {
  const perPage = Number(params.get('per_page'));
  const dateOr = (key: string) => {
    const value = params.get(key) ?? '';
    return isoDate.test(value) ? value : '';
  };
  return {
    q: params.get('q')?.trim() ?? '',
    status: someOf(LIST_APPLICATION_STATUSES, params.get('status')),
    job: listOf(params.get('job')),
    nationality: listOf(params.get('nationality')),
    ai: someOf(SCORE_FILTERS, params.get('ai')),
    interview: someOf(SCORE_FILTERS, params.get('interview')),
    applied: oneOf(DATE_RANGE_FILTERS, params.get('applied'), 'all'),
    from: dateOr('from'),
    to: dateOr('to'),
    archive: oneOf(ARCHIVE_FILTERS, params.get('archive'), 'active'),
    ageing: params.get('ageing') === '1',
    scorecardsAwaiting: params.get('scorecards_awaiting') === '1',
    page: positive(params.get('page'), 1),
    perPage: APPLICATIONS_PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_APPLICATIONS_PAGE_SIZE,
    sort: oneOf(SORTABLE_FIELDS, params.get('sort'), 'created_at'),
    order: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** Writes only what differs from the default, so a fresh list has a clean address. */
export function writeListQuery(query: ApplicationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  const list = (key: string, values: readonly string[]) => {
    if (values.length > 0) params.set(key, values.join(','));
  };
  text('q', query.q, '');
  list('status', query.status);
  list('job', query.job);
  list('nationality', query.nationality);
  list('ai', query.ai);
  list('interview', query.interview);
  text('applied', query.applied, 'all');
  if (query.applied === 'custom') {
    text('from', query.from, '');
    text('to', query.to, '');
  }
  text('archive', query.archive, 'active');
  if (query.ageing) params.set('ageing', '1');
  if (query.scorecardsAwaiting) params.set('scorecards_awaiting', '1');
  text('sort', query.sort, DEFAULT_QUERY.sort);
  text('order', query.order, DEFAULT_QUERY.order);
  text('per_page', String(query.perPage), String(DEFAULT_QUERY.perPage));
  text('page', String(query.page), '1');
  return params;
}

/** Whether any filter is set (Clear All Filters has something to clear). */
export function hasFilters(query: ApplicationListFilters): boolean {
  return writeListQuery({ ...DEFAULT_QUERY, ...pickFilters(query) }).toString() !== '';
}

export function pickFilters(query: ApplicationListFilters): ApplicationListFilters {
  const { q, status, job, nationality, ai, interview, applied, from, to, archive, ageing, scorecardsAwaiting } = query;
  return { q, status, job, nationality, ai, interview, applied, from, to, archive, ageing, scorecardsAwaiting };
}

/**
 * The filter the server resolves (applicationFiltersSchema's keys), with symbolic values:
 * the server turns bands and date ranges into bounds with its own clock. A custom range waits for both dates.
 */
export function serverFilter(filters: ApplicationListFilters): Record<string, unknown> {
  const filter: Record<string, unknown> = { archive: filters.archive };
  if (filters.q) filter.q = filters.q;
  if (filters.status.length > 0) filter.status = filters.status;
  if (filters.job.length > 0) filter.job_posting_id = filters.job;
  if (filters.nationality.length > 0) filter.nationality = filters.nationality;
  if (filters.ai.length > 0) filter.ai_score = filters.ai;
  if (filters.interview.length > 0) filter.interview_score = filters.interview;
  if (filters.applied === 'custom') {
    if (filters.from && filters.to)
      Object.assign(filter, { date_range: 'custom', date_from: filters.from, date_to: filters.to });
  } else if (filters.applied !== 'all') {
    filter.date_range = filters.applied;
  }
  if (filters.ageing) filter.ageing = true;
  if (filters.scorecardsAwaiting) filter.scorecards_awaiting = true;
  return filter;
}

/** The server filter a list derives from the form (the Applications tab's, or the CV Library's own). */
export type ServerFilterOf = (filters: ApplicationListFilters) => Record<string, unknown>;

const withoutSearch = (params: URLSearchParams) => {
  const rest = new URLSearchParams(params);
  rest.delete('q');
  rest.delete('page');
  return rest.toString();
};

/**
 * The list's react-admin params as our address carries them. `displayedFilters` holds the filter form
 * (a custom range with one date yet is form state the server must not see); `filter` is what the
 * server gets, always derived from the form, so nothing but the address is ever the source.
 */
export function listFormat(toServer: ServerFilterOf): UrlListFormat {
  return {
    read(search) {
      const query = readListQuery(search);
      const { page, perPage, sort, order } = query;
      return { filter: toServer(query), displayedFilters: pickFilters(query), page, perPage, sort, order };
    },
    write(params) {
      const form: Partial<ApplicationListFilters> = params.displayedFilters ?? {};
      const order = params.order === 'ASC' ? 'ASC' : 'DESC';
      const { page, perPage, sort } = params;
      return writeListQuery({ ...DEFAULT_QUERY, ...form, page, perPage, sort, order });
    },
    // Typing in the search box replaces the entry, so Back leaves the list instead of undoing letters.
    replaces: (before, after) => before.get('q') !== after.get('q') && withoutSearch(before) === withoutSearch(after),
  };
}
