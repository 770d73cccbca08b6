import type { AuditAction } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { auditActor, type ChangeActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';

export const POSTING = 'api::job-posting.job-posting';
export const TEMPLATE = 'api::job-template.job-template';

/** Who changes a job and when; every change of this module runs in one transaction with its audit. */
export interface JobChangeContext {
  strapi: Core.Strapi;
  by: ChangeActor;
  now: Date;
}

export async function auditJob(
  context: JobChangeContext,
  action: AuditAction,
  entity: { type: 'job_posting' | 'job_template'; id: string },
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await writeAudit(context.strapi, {
    action,
    ...auditActor(context.by),
    entityType: entity.type,
    entityId: entity.id,
    details,
  });
}
