export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Labels shown for job types; the public Type filter offers the first three (docs/requirements.md#browsing-jobs). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};
export const PUBLIC_JOB_TYPE_FILTERS = ['full-time', 'part-time', 'contract'] as const;

export const POSTING_STATUSES = ['draft', 'active', 'inactive', 'closed'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];
/** The posting form offers these three; inactive is reached through the posting actions. */
export const POSTING_FORM_STATUSES = ['draft', 'active', 'closed'] as const;

/** The Jobs page's posting tabs; a flagged posting (is_inactive) counts as inactive whatever its status. */
export const POSTING_TABS = ['active', 'inactive', 'closed'] as const;
export type PostingTab = (typeof POSTING_TABS)[number];

/** The posting actions of the Jobs page, each one transition of the posting state machine. */
export const POSTING_ACTIONS = ['close', 'mark-inactive', 'reopen', 'set-inactive'] as const;
export type PostingAction = (typeof POSTING_ACTIONS)[number];

export const CURRENCIES = ['BHD', 'USD', 'EUR', 'GBP', 'SAR', 'AED', 'KWD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BHD';

export const VACANCIES = { min: 1, max: 100, default: 1 } as const;
export const MINIMUM_EXPERIENCE = { min: 0, max: 30 } as const;

/** The AI job template generator: its model, how freely it writes, and the location it assumes. */
export const TEMPLATE_GENERATOR = { model: 'gpt-4o-mini', temperature: 0.7, defaultLocation: 'Bahrain' } as const;
