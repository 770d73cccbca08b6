import { type AuditAction, activeSwitchSchema } from '@careers/shared';
import type { UID } from '@strapi/strapi';
import { parse } from '../../platform/refusal';
import type { WriteContext } from '../auth/actor';
import { writeAudit } from '../auth/audit';

// Benefits and page sections are public content: each write goes through the document service, whose
// publish trigger asks for a site build in the same transaction (domain/site-build/publish-triggers.ts),
// with its audit line. All of it happens, or none of it.

/** A kind of public content: its type and the audit's name for it. */
export interface ContentKind {
  uid: Extract<UID.ContentType, 'api::benefit.benefit' | 'api::page-section.page-section'>;
  entity: 'benefit' | 'page_section';
}

/** What a write reads of the benefit or section it changes: its id and its title for the audit. */
export interface ContentRecord {
  documentId: string;
  title?: unknown;
}

/** The audit line of a change to public content, written in the change's transaction. */
export function auditContent(
  { strapi, session, ip }: WriteContext,
  kind: ContentKind,
  action: `${ContentKind['entity']}.${string}` & AuditAction,
  row: ContentRecord,
  details: Record<string, string | number | boolean> = {},
): Promise<void> {
  return writeAudit(strapi, {
    action,
    actorId: session.admin.documentId,
    actorEmail: session.admin.email,
    entityType: kind.entity,
    entityId: row.documentId,
    ip,
    details: { title: String(row.title ?? ''), ...details },
  });
}

/** Activate / Deactivate: an inactive one leaves the careers site with the next build. */
export async function switchContentActive(
  context: WriteContext,
  kind: ContentKind,
  row: ContentRecord,
  input: unknown,
): Promise<void> {
  const { is_active } = parse(activeSwitchSchema, input);
  const action = `${kind.entity}.${is_active ? 'activated' : 'deactivated'}` as const;
  await context.strapi.db.transaction(async () => {
    await context.strapi.documents(kind.uid).update({ documentId: row.documentId, data: { is_active } });
    await auditContent(context, kind, action, row);
  });
}

export async function deleteContent(
  context: WriteContext,
  kind: ContentKind,
  row: ContentRecord,
  details: Record<string, string>,
): Promise<void> {
  await context.strapi.db.transaction(async () => {
    await context.strapi.documents(kind.uid).delete({ documentId: row.documentId });
    await auditContent(context, kind, `${kind.entity}.deleted`, row, details);
  });
}
