import { benefitCreateSchema, benefitFormSchema } from '@careers/shared';
import { documentData } from '../../platform/database/document-data';
import { lockUntilCommit } from '../../platform/database/locks';
import type { StoredRow } from '../../platform/database/rows';
import { parse } from '../../platform/refusal';
import type { WriteContext } from '../auth/actor';
import { auditContent, type ContentKind, deleteContent, switchContentActive } from './content-writes';

const BENEFITS_UID = 'api::benefit.benefit';
export const BENEFITS: ContentKind = { uid: BENEFITS_UID, entity: 'benefit' };
const documents = (context: WriteContext) => context.strapi.documents('api::benefit.benefit');

/** A benefit as the back office reads it. */
export type StoredBenefit = StoredRow<'api::benefit.benefit'>;

/** Add Benefit; without a display order it goes last (the current count). */
export async function createBenefit(context: WriteContext, input: unknown) {
  const form = parse(benefitCreateSchema, input);
  return context.strapi.db.transaction(async () => {
    await lockUntilCommit(context.strapi, 'display-order');
    const displayOrder = form.display_order ?? (await context.strapi.db.query(BENEFITS.uid).count({}));
    const created = await documents(context).create({
      data: documentData<typeof BENEFITS_UID>({ ...form, display_order: displayOrder }),
    });
    await auditContent(context, BENEFITS, 'benefit.created', created);
    return created;
  });
}

/** Edit Benefit: every field of the form. */
export async function updateBenefit(context: WriteContext, benefit: StoredBenefit, input: unknown) {
  const form = parse(benefitFormSchema, input);
  return context.strapi.db.transaction(async () => {
    const updated = await documents(context).update({
      documentId: benefit.documentId,
      data: documentData<typeof BENEFITS_UID>(form),
    });
    await auditContent(context, BENEFITS, 'benefit.updated', { ...benefit, title: form.title });
    return updated;
  });
}

export const setBenefitActive = (context: WriteContext, benefit: StoredBenefit, input: unknown) =>
  switchContentActive(context, BENEFITS, benefit, input);

export const deleteBenefit = (context: WriteContext, benefit: StoredBenefit) =>
  deleteContent(context, BENEFITS, benefit, { category: String(benefit.category) });
