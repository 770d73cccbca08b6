import { type AdminEmailTemplate, allowedTemplateVariables, BACK_OFFICE_API_ACCESS } from '@careers/shared';
import type { StoredRow } from '../../../platform/database/rows';
import { EMAIL_TEMPLATE, saveEmailTemplate } from '../../email-templates/save-template';
import type { ResourceConfig } from '../resource';

/** The e-mail templates: listed by key, edited, never created or deleted here (the code sends each by its key). */
export const emailTemplatesResource: ResourceConfig<
  AdminEmailTemplate,
  AdminEmailTemplate,
  StoredRow<typeof EMAIL_TEMPLATE>
> = {
  name: 'email-templates',
  uid: EMAIL_TEMPLATE,
  access: BACK_OFFICE_API_ACCESS['email-templates'],
  sortable: { template_key: 'template_key', name: 'name', updated_at: 'updatedAt' },
  defaultSort: { field: 'template_key', order: 'asc' },
  filters: { is_active: (value) => (typeof value === 'boolean' ? { is_active: value } : null) },
  search: ['name', 'template_key', 'subject'],
  serialize: (row) => ({
    id: row.documentId,
    name: row.name,
    template_key: row.template_key,
    subject: row.subject,
    body: row.body ?? '',
    subject_ar: row.subject_ar ?? '',
    body_ar: row.body_ar ?? '',
    // The editor offers exactly the variables a save accepts.
    variables: [...allowedTemplateVariables({ template_key: row.template_key, variables: row.variables })],
    is_active: row.is_active === true,
    updated_at: new Date(String(row.updatedAt)).toISOString(),
  }),
  update: saveEmailTemplate,
};
