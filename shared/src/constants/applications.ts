/**
 * Every application status; `pending` is set only in the back office's detail dialog
 * (docs/requirements.md#statuses-rejection-and-its-e-mails).
 * Our own addition: `withdrawn`, set only by the candidate on their own page.
 */
export const APPLICATION_STATUSES = [
  'pending',
  'new',
  'reviewed',
  'interviewed',
  'shortlisted',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The applications list and the CV Library show and filter every status but pending. */
export const LIST_APPLICATION_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, 'pending'> => status !== 'pending',
);

/** What a recruiter may set: all but `withdrawn`. Only the candidate withdraws, and nothing moves a withdrawn application. */
export const RECRUITER_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, 'withdrawn'> => status !== 'withdrawn',
);
/** What a recruiter may set from the list (no pending either). */
export const LIST_SET_STATUSES = LIST_APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, 'pending' | 'withdrawn'> => status !== 'withdrawn',
);

/** Statuses that archive an application when set from the list (or, withdrawn, by the candidate). */
export const ARCHIVING_STATUSES: readonly ApplicationStatus[] = ['rejected', 'hired', 'withdrawn'];

export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_DURATIONS = [30, 45, 60, 90, 120] as const;
export const DEFAULT_INTERVIEW_DURATION = 60;
/** Interviewers besides the main one that one interview can invite. */
export const MAX_ADDITIONAL_INTERVIEWERS = 10;

export const YEARS_OF_EXPERIENCE = { min: 0, max: 50 } as const;
export const AI_SCORE = { min: 0, max: 100 } as const;
export const INTERVIEW_SCORE = { min: 0, max: 10 } as const;

/** Score bands of the applications filters and colours (docs/requirements.md#applications-list-manage_applications). */
export const AI_SCORE_BANDS = {
  high: { min: 80, max: 100 },
  medium: { min: 60, max: 79 },
  low: { min: 0, max: 59 },
} as const;
export const INTERVIEW_SCORE_BANDS = {
  high: { min: 8, max: 10 },
  medium: { min: 5, max: 7 },
  low: { min: 0, max: 4 },
} as const;
export const AI_SCORE_STAR_THRESHOLD = 90;
export const SCORE_FILTERS = ['high', 'medium', 'low', 'scored', 'unscored'] as const;

export const DATE_RANGE_FILTERS = ['all', 'today', 'last_7_days', 'last_30_days', 'custom'] as const;
export const ARCHIVE_FILTERS = ['active', 'archived', 'all'] as const;

export const APPLICATIONS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_APPLICATIONS_PAGE_SIZE = 20;
export const TOP_APPLICANTS_COUNT = 10;
export const TOP_JOBS_COUNT = 5;
export const TREND_WINDOW_DAYS = 7;

/** The pause between bulk AI analyses: one a second keeps a large selection within the provider's rate limits. */
export const BULK_AI_ANALYSIS_PAUSE_MS = 1000;
