import { defaultFocusAttributes, jobTemplateArchiveSchema, jobTemplateFormSchema } from '@careers/shared';
import { documentData } from '../../platform/database/document-data';
import { parse } from '../../platform/refusal';
import { deletePosting } from './postings';
import { auditJob, type JobChangeContext, POSTING, TEMPLATE } from './trail';

// Job template writes, each in one transaction with its audit.

export interface StoredTemplate {
  id: number;
  documentId: string;
  title: string;
}

const entity = (documentId: string) => ({ type: 'job_template' as const, id: documentId });

export async function createTemplate(context: JobChangeContext, input: unknown): Promise<{ documentId: string }> {
  const form = parse(jobTemplateFormSchema, input);
  return context.strapi.db.transaction(async () => {
    const created = await context.strapi.documents(TEMPLATE).create({
      data: documentData<typeof TEMPLATE>({
        ...form,
        focus_attributes: form.focus_attributes ?? defaultFocusAttributes(form.department),
        is_archived: false,
      }),
    });
    await auditJob(context, 'job_template.created', entity(created.documentId), { title: form.title });
    return created;
  });
}

export async function updateTemplate(context: JobChangeContext, template: StoredTemplate, input: unknown) {
  const form = parse(jobTemplateFormSchema, input);
  return context.strapi.db.transaction(async () => {
    const updated = await context.strapi.documents(TEMPLATE).update({
      documentId: template.documentId,
      data: documentData<typeof TEMPLATE>(form),
    });
    await auditJob(context, 'job_template.updated', entity(template.documentId), { title: form.title });
    return updated;
  });
}

/** The archive toggle, as the state asked for: archiving twice changes nothing more. */
export async function setTemplateArchived(context: JobChangeContext, template: StoredTemplate, input: unknown) {
  const { is_archived } = parse(jobTemplateArchiveSchema, input);
  await context.strapi.db.transaction(async () => {
    await context.strapi.documents(TEMPLATE).update({ documentId: template.documentId, data: { is_archived } });
    await auditJob(
      context,
      is_archived ? 'job_template.archived' : 'job_template.unarchived',
      entity(template.documentId),
    );
  });
}

/** Deleting a template deletes its postings (their applications stay), each with its audit line. */
export async function deleteTemplate(context: JobChangeContext, template: StoredTemplate): Promise<void> {
  const { strapi } = context;
  await strapi.db.transaction(async () => {
    const postings: { documentId: string; title: string }[] = await strapi.db.query(POSTING).findMany({
      where: { job_template: { id: template.id } },
      select: ['documentId', 'title'],
    });
    // Each in this transaction, with its own audit line.
    for (const posting of postings) await deletePosting(context, posting);
    await strapi.documents(TEMPLATE).delete({ documentId: template.documentId });
    await auditJob(context, 'job_template.deleted', entity(template.documentId), {
      title: template.title,
      postings_deleted: postings.length,
    });
  });
}
