import {
  messages,
  pageSectionCreateSchema,
  pageSectionUpdateSchema,
  sectionLinkRefusal,
  sectionMoveSchema,
} from '@careers/shared';
import { lockUntilCommit } from '../../platform/database/locks';
import type { StoredRow } from '../../platform/database/rows';
import { parse, Refusal } from '../../platform/refusal';
import type { WriteContext } from '../auth/actor';
import { auditContent, type ContentKind, deleteContent, switchContentActive } from './content-writes';

// The home and about page sections of Content Management, public content like benefits.

export const SECTIONS: ContentKind = { uid: 'api::page-section.page-section', entity: 'page_section' };
const documents = (context: WriteContext) => context.strapi.documents('api::page-section.page-section');
/** A page section as the back office reads it. */
export type StoredSection = StoredRow<'api::page-section.page-section'>;
type SectionData = Parameters<ReturnType<typeof documents>['create']>[0]['data'];
/** Strapi's generated input types leave null out of optional text, yet null is how a cleared field is stored. */
const storedAs = (form: Record<string, unknown>) => form as SectionData;

/**
 * After the last section of the page: the seed numbers both pages in one run, so a page's count
 * can be lower than its display orders.
 */
async function nextPlaceOn(context: WriteContext, page: string): Promise<number> {
  const last: { display_order: number } | null = await context.strapi.db.query(SECTIONS.uid).findOne({
    where: { page_name: page },
    select: ['display_order'],
    orderBy: { display_order: 'desc' },
  });
  return last ? last.display_order + 1 : 0;
}

/** A new section; without a display order it goes last on its page. */
export async function createSection(context: WriteContext, input: unknown) {
  const form = parse(pageSectionCreateSchema, input);
  return context.strapi.db.transaction(async () => {
    await lockUntilCommit(context.strapi, 'display-order');
    const displayOrder = form.display_order ?? (await nextPlaceOn(context, form.page_name));
    const data = storedAs({ ...form, display_order: displayOrder });
    const created = await documents(context).create({ data });
    await auditContent(context, SECTIONS, 'page_section.created', created, { page: form.page_name });
    return created;
  });
}

/** Edit a section; its page and key stay, its place too unless the form gives another one. */
export async function updateSection(context: WriteContext, section: StoredSection, input: unknown) {
  const form = parse(pageSectionUpdateSchema, input);
  const refusal = sectionLinkRefusal(String(section.section_key), form.content);
  if (refusal) throw new Refusal(400, refusal);
  const data = storedAs({ ...form, display_order: form.display_order ?? Number(section.display_order) });
  return context.strapi.db.transaction(async () => {
    const updated = await documents(context).update({ documentId: section.documentId, data });
    await auditContent(
      context,
      SECTIONS,
      'page_section.updated',
      { ...section, title: form.title },
      { page: String(section.page_name) },
    );
    return updated;
  });
}

export const setSectionActive = (context: WriteContext, section: StoredSection, input: unknown) =>
  switchContentActive(context, SECTIONS, section, input);

export const deleteSection = (context: WriteContext, section: StoredSection) =>
  deleteContent(context, SECTIONS, section, { page: String(section.page_name) });

/**
 * Reorder: the section changes places with its neighbour, and the page's sections are numbered
 * 0, 1, 2... in their new order, so equal or gapped display orders (from /cms or the seed) still move.
 */
export async function moveSection(context: WriteContext, section: StoredSection, input: unknown): Promise<void> {
  const { direction } = parse(sectionMoveSchema, input);
  const { strapi } = context;
  await strapi.db.transaction(async () => {
    await lockUntilCommit(strapi, 'display-order');
    const siblings: { id: number; documentId: string; display_order: number }[] = await strapi.db
      .query(SECTIONS.uid)
      .findMany({
        where: { page_name: section.page_name },
        select: ['id', 'documentId', 'display_order'],
        orderBy: [{ display_order: 'asc' }, { id: 'asc' }],
      });
    const from = siblings.findIndex((sibling) => sibling.id === section.id);
    const to = from + (direction === 'up' ? -1 : 1);
    const moved = siblings[from];
    if (!moved || to < 0 || to >= siblings.length) throw new Refusal(400, messages.sectionsAdmin.cannotMove);
    siblings.splice(from, 1);
    siblings.splice(to, 0, moved);
    for (const [index, sibling] of siblings.entries()) {
      if (sibling.display_order === index) continue;
      await documents(context).update({ documentId: sibling.documentId, data: { display_order: index } });
    }
    await auditContent(context, SECTIONS, 'page_section.moved', section, { from, to });
  });
}
