// The Jobs page's records as the API serves them (cms/src/domain/backoffice/resources/job-*.ts).
import type { AdminJobPosting, AdminJobTemplate } from '@careers/shared';

export type JobPostingRecord = AdminJobPosting & { job_template_title: string | null };
export type JobTemplateRecord = AdminJobTemplate;

export const dateOnly = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');
