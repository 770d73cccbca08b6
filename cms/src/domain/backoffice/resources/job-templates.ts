import { type AdminJobTemplate, BACK_OFFICE_API_ACCESS } from '@careers/shared';
import { createTemplate, deleteTemplate, postingCounts, updateTemplate } from '../../jobs';
import type { ResourceConfig } from '../resource';
import { jobChangeContext, jobRowOutput, type StoredJobTemplate, withCount } from './job-context';

export const jobTemplatesResource: ResourceConfig<AdminJobTemplate, AdminJobTemplate, StoredJobTemplate> = {
  name: 'job-templates',
  uid: 'api::job-template.job-template',
  access: BACK_OFFICE_API_ACCESS.jobs,
  sortable: { created_at: 'createdAt', title: 'title', updated_at: 'updatedAt' },
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: { is_archived: (value) => (typeof value === 'boolean' ? { is_archived: value } : null) },
  search: ['title', 'department', 'location'],
  decorate: withCount('posting_count', postingCounts),
  serialize: (row) => ({
    ...jobRowOutput(row),
    responsibilities: row.responsibilities,
    is_archived: row.is_archived === true,
    posting_count: Number(row.posting_count ?? 0),
  }),
  create: (context, input) => createTemplate(jobChangeContext(context), input),
  update: (context, row, input) => updateTemplate(jobChangeContext(context), row, input),
  remove: (context, row) => deleteTemplate(jobChangeContext(context), row),
};
