import { emailTemplateFormSchemaFor, securityTemplateProblem, securityTemplateRefusal } from '@careers/shared';
import type { StoredRow } from '../../platform/database/rows';
import { parse, Refusal } from '../../platform/refusal';
import type { WriteContext } from '../auth/actor';
import { permissionsOf } from '../auth/admin-accounts';
import { writeAudit } from '../auth/audit';
import type { ActiveSession } from '../auth/sessions';

export const EMAIL_TEMPLATE = 'api::email-template.email-template' as const;

type StoredTemplate = StoredRow<typeof EMAIL_TEMPLATE>;

/** Refuses (403) a security template to an admin without every permission: see securityTemplateRefusal. */
export function assertMayChangeTemplate(session: ActiveSession, templateKey: unknown): void {
  const refusal = securityTemplateRefusal(templateKey, permissionsOf(session.admin));
  if (refusal) throw new Refusal(403, refusal);
}

/**
 * Saves a template's subject, body and active flag with its audit line, in one transaction. The
 * sign-in-code and password-reset templates keep their rules (stay active, keep their variable): the
 * same check the database guard makes on every write, asked first so the editor gets its message.
 * Every placeholder must be a variable the template's e-mail is given (the list is in the refusal).
 */
export async function saveEmailTemplate(
  context: WriteContext,
  template: StoredTemplate,
  input: unknown,
): Promise<StoredTemplate> {
  const { strapi, session } = context;
  assertMayChangeTemplate(session, template.template_key);
  const identity = { template_key: template.template_key, variables: template.variables };
  const form = parse(emailTemplateFormSchemaFor(identity), input);
  const problem = securityTemplateProblem({ template_key: template.template_key, ...form });
  if (problem) throw new Refusal(400, problem);
  return strapi.db.transaction(async () => {
    const saved: StoredTemplate = await strapi.db.query(EMAIL_TEMPLATE).update({
      where: { id: template.id },
      data: {
        subject: form.subject,
        body: form.body,
        // Left out of the form: the Arabic wording stays as it was.
        ...(form.subject_ar === undefined ? {} : { subject_ar: form.subject_ar }),
        ...(form.body_ar === undefined ? {} : { body_ar: form.body_ar }),
        is_active: form.is_active,
      },
    });
    await writeAudit(strapi, {
      action: 'email_template.updated',
      actorId: session.admin.documentId,
      actorEmail: session.admin.email,
      entityType: 'email_template',
      entityId: template.documentId,
      ip: context.ip,
      details: {
        template_key: template.template_key,
        is_active: form.is_active,
        subject_changed: form.subject !== template.subject,
        body_changed: form.body !== template.body,
        ...(form.subject_ar === undefined && form.body_ar === undefined
          ? {}
          : {
              arabic_changed:
                (form.subject_ar ?? '') !== (template.subject_ar ?? '') ||
                (form.body_ar ?? '') !== (template.body_ar ?? ''),
            }),
      },
    });
    return saved;
  });
}
