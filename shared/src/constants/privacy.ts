// Our own addition: what erases personal data, named on each erasure record.

/** The rules under which personal data is erased. */
export const ERASURE_RULES = [
  'retention_rejected',
  'retention_onboarding',
  'retention_audit',
  'candidate_request',
] as const;
export type ErasureRule = (typeof ERASURE_RULES)[number];

/** What an erasure record is about. */
export const ERASURE_SUBJECTS = ['application', 'hired-employee', 'audit-event'] as const;
export type ErasureSubject = (typeof ERASURE_SUBJECTS)[number];

/** Final statuses whose applications are erased once the rejected-candidates period has passed. */
export const RETENTION_FINAL_STATUSES = ['rejected', 'withdrawn'] as const;

/** What a person may ask about their data (PDPL rights), each request recorded in the Privacy register. */
export const DATA_REQUEST_KINDS = ['access', 'correction', 'withdrawal', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Where a request came from: the candidate's own page, or a recruiter acting on a letter or call. */
export const DATA_REQUEST_CHANNELS = ['self_service', 'back_office'] as const;
export type DataRequestChannel = (typeof DATA_REQUEST_CHANNELS)[number];

/** How a request ended: done, or recorded and waiting because an application is on legal hold. */
/** `employee_record_kept`: erased, but a hire's employee record stays with HR (employment law). */
export const DATA_REQUEST_OUTCOMES = ['completed', 'partly_held', 'held', 'employee_record_kept'] as const;
export type DataRequestOutcome = (typeof DATA_REQUEST_OUTCOMES)[number];

/** How many due applications the dry run names; the counts cover them all. */
export const DRY_RUN_LISTED = 100;
/** How many of the latest requests and erasures the Privacy page shows; the CSV export holds every one. */
export const REGISTER_PAGE_ROWS = 200;
