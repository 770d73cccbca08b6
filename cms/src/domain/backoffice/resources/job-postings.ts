import {
  type AdminJobPosting,
  BACK_OFFICE_API_ACCESS,
  POSTING_STATUSES,
  POSTING_TABS,
  type PostingTab,
} from '@careers/shared';
import { storedScreeningQuestions } from '../../catalog/screening-questions';
import { applicationCounts, createPosting, deletePosting, updatePosting } from '../../jobs';
import type { ResourceConfig, Where } from '../resource';
import { isoOrNull, jobChangeContext, jobRowOutput, type StoredJobPosting, withCount } from './job-context';

/** The Jobs page's tabs as database conditions (the same rules as shared postingTab). */
const TAB_WHERE: Record<PostingTab, Where> = {
  active: { posting_status: { $in: ['draft', 'active'] }, is_inactive: false },
  inactive: { $or: [{ is_inactive: true }, { posting_status: 'inactive' }] },
  closed: { posting_status: 'closed', is_inactive: false },
};

const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

export const jobPostingsResource: ResourceConfig<AdminJobPosting, AdminJobPosting, StoredJobPosting> = {
  name: 'job-postings',
  uid: 'api::job-posting.job-posting',
  access: BACK_OFFICE_API_ACCESS.jobs,
  sortable: { created_at: 'createdAt', posted_date: 'posted_date', title: 'title', closed_date: 'closed_date' },
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: {
    tab: (value) => (oneOf(POSTING_TABS, value) ? TAB_WHERE[value] : null),
    status: (value) => (oneOf(POSTING_STATUSES, value) ? { posting_status: value } : null),
    job_template_id: (value) => (typeof value === 'string' ? { job_template: { documentId: value } } : null),
  },
  search: ['title', 'department', 'location'],
  populate: { job_template: { select: ['documentId', 'title'] } },
  decorate: withCount('application_count', applicationCounts),
  serialize: (row) => {
    const template = row.job_template;
    return {
      ...jobRowOutput(row),
      job_template_id: template?.documentId ?? null,
      job_template_title: template?.title ?? null,
      responsibilities: row.responsibilities ?? null,
      screening_questions: storedScreeningQuestions(row.screening_questions),
      salary_min: row.salary_min ?? null,
      salary_max: row.salary_max ?? null,
      salary_currency: row.salary_currency,
      show_salary: row.show_salary === true,
      status: row.posting_status,
      is_inactive: row.is_inactive === true,
      inactive_date: isoOrNull(row.inactive_date),
      posted_date: isoOrNull(row.posted_date),
      closed_date: isoOrNull(row.closed_date),
      application_count: Number(row.application_count ?? 0),
    };
  },
  create: (context, input) => createPosting(jobChangeContext(context), input),
  update: (context, row, input) => updatePosting(jobChangeContext(context), row, input),
  remove: (context, row) => deletePosting(jobChangeContext(context), row),
};
