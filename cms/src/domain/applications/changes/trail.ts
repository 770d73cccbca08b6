import type { ApplicationStatus, AuditAction } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { auditActor, type ChangeActor, changedBy, SYSTEM_REASONS } from '../../auth/actor';
import { writeAudit } from '../../auth/audit';
import { linkByDocumentId, STATUS_EVENT } from './rows';
import { settleHistory } from './stays';

// The trail every change leaves: its audit line and, when the status moves, its status event. Both
// are written in the change's transaction, so a change and its trail exist together or not at all.

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface ChangeContext {
  strapi: Core.Strapi;
  by: ChangeActor;
  now: Date;
}

/** Runs `work` in the caller's transaction, or in a new one when the caller has none. */
export async function inChangeTransaction<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  return strapi.db.transaction(() => work());
}

export async function writeApplicationAudit(
  context: ChangeContext,
  applicationId: string,
  action: AuditAction,
  details: AuditDetails = {},
): Promise<void> {
  await writeAudit(context.strapi, {
    action,
    ...auditActor(context.by),
    entityType: 'application',
    entityId: applicationId,
    details: { ...details, ...(context.by.kind === 'system' ? { by: context.by.name } : {}) },
  });
}

/**
 * The status history: from, to, who, when; the stay it ends gets its end.
 * Answers when the move happened: what an e-mail caused by this move is keyed on.
 */
export async function recordStatusEvent(
  context: ChangeContext,
  applicationId: string,
  from: ApplicationStatus | null,
  to: ApplicationStatus,
): Promise<Date> {
  const admin = changedBy(context.by);
  await context.strapi.documents(STATUS_EVENT).create({
    data: {
      application: linkByDocumentId(applicationId),
      ...(from ? { from_status: from } : {}),
      to_status: to,
      ...(admin ? { changed_by: admin } : {}),
      ...(context.by.kind === 'system' ? { reason: SYSTEM_REASONS[context.by.name] } : {}),
      occurred_at: context.now.toISOString(),
    },
  });
  await settleHistory(context.strapi, applicationId);
  return context.now;
}
