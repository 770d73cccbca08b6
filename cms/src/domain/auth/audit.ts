import type { AuditAction } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';

export interface AuditEntry {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  entityType?: string;
  entityId?: string;
  ip?: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * One line of the audit log, written in the caller's transaction: a change and its audit row exist
 * together or not at all, so a failure here fails the change.
 */
export async function writeAudit(strapi: Core.Strapi, entry: AuditEntry): Promise<void> {
  await strapi.documents('api::audit-event.audit-event').create({
    data: {
      action: entry.action,
      ...(entry.actorId ? { actor: entry.actorId } : {}),
      ...(entry.actorEmail ? { actor_email: entry.actorEmail } : {}),
      ...(entry.entityType ? { entity_type: entry.entityType } : {}),
      ...(entry.entityId ? { entity_id: entry.entityId } : {}),
      ...(entry.ip ? { ip: entry.ip } : {}),
      details: entry.details ?? {},
      occurred_at: currentDate().toISOString(),
    },
  });
}

/**
 * An audit line for an event that changes nothing else (a refused sign-in, a download): it never
 * fails what the visitor asked for.
 */
export async function recordAudit(strapi: Core.Strapi, entry: AuditEntry): Promise<void> {
  try {
    await writeAudit(strapi, entry);
  } catch (error) {
    strapi.log.error(`[audit] could not record ${entry.action}: ${(error as Error).message}`);
  }
}
