// The Jobs page's records as the API serves them (cms/src/domain/backoffice/resources/job-*.ts).
import type { AdminJobPosting, AdminJobTemplate } from '@careers/shared';
import { companyDate } from '../../format/company-time';

export type JobPostingRecord = AdminJobPosting;
export type JobTemplateRecord = AdminJobTemplate;

/** A posting's day (posted, closed) in Bahrain, as every date of the back office. */
export const dateOnly = (iso: string | null) => (iso ? companyDate(iso) : '');
