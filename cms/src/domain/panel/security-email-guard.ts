import {
  isSecurityEmailTemplate,
  messages,
  SECURITY_EMAIL_TEMPLATES,
  type SecurityEmailTemplateKey,
  securityTemplateProblem,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Row } from '../../platform/database/rows';

const TEMPLATE = 'api::email-template.email-template' as const;

/** The fields checked, of a stored template or of the data a write brings. */
type TemplateRow = Partial<Pick<Row<typeof TEMPLATE>, 'template_key' | 'body' | 'is_active'>>;

interface WriteEvent {
  params: { where?: Record<string, unknown>; data?: TemplateRow | TemplateRow[] };
}

function refuse(message: string): never {
  throw new errors.ApplicationError(message);
}

function keptMessage(key: SecurityEmailTemplateKey): string {
  return messages.emailTemplates.securityTemplateKept(SECURITY_EMAIL_TEMPLATES[key].name);
}

function checkNew(data: TemplateRow): void {
  // A new row that leaves is_active out gets the schema's default, true.
  const problem = securityTemplateProblem({ ...data, is_active: data.is_active ?? true });
  if (problem) refuse(problem);
}

/**
 * The sign-in-code and password-reset templates keep working whoever writes: /cms, the document
 * service, the back office or a plain strapi.db.query. All of them pass through the database layer's
 * lifecycles, so this is the one place that checks (raw knex writes are the only way around it).
 */
export function guardSecurityEmailTemplates(strapi: Core.Strapi): void {
  const affected = async (where: Record<string, unknown> | undefined): Promise<TemplateRow[]> =>
    (await strapi.db.query(TEMPLATE).findMany({
      where: where ?? {},
      select: ['template_key', 'body', 'is_active'],
    })) as TemplateRow[];

  const beforeUpdate = async (event: WriteEvent) => {
    const data = event.params.data;
    if (!data || Array.isArray(data)) return;
    for (const row of await affected(event.params.where)) {
      const renamed = data.template_key !== undefined && data.template_key !== row.template_key;
      if (isSecurityEmailTemplate(row.template_key) && renamed) refuse(keptMessage(row.template_key));
      const problem = securityTemplateProblem({ ...row, ...data });
      if (problem) refuse(problem);
    }
  };

  const beforeDelete = async (event: WriteEvent) => {
    for (const row of await affected(event.params.where)) {
      if (isSecurityEmailTemplate(row.template_key)) refuse(keptMessage(row.template_key));
    }
  };

  strapi.db.lifecycles.subscribe({
    models: [TEMPLATE],
    async beforeCreate(event: WriteEvent) {
      const data = event.params.data;
      if (data && !Array.isArray(data)) checkNew(data);
    },
    async beforeCreateMany(event: WriteEvent) {
      const data = event.params.data;
      for (const row of Array.isArray(data) ? data : data ? [data] : []) checkNew(row);
    },
    beforeUpdate,
    beforeUpdateMany: beforeUpdate,
    beforeDelete,
    beforeDeleteMany: beforeDelete,
  });
}
