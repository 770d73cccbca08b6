import { retryTargetSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { requeueFailedJob, requeueFailedMessage } from '../../platform/engine';
import { parse } from '../../platform/refusal';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';

/**
 * Retry from Settings → Advanced: one failed job or e-mail back in its queue, with its audit line, in
 * one transaction. False when the row is not (or no longer) a failed one.
 */
export async function retryFailedWork(
  strapi: Core.Strapi,
  request: { kind: unknown; id: unknown },
  actor: AdminActor,
): Promise<boolean> {
  // A path that names no failed work is a page that isn't there.
  const target = parse(retryTargetSchema, request, { status: 404, message: 'Not Found', fields: false });
  return strapi.db.transaction(async () => {
    const requeued =
      target.kind === 'jobs'
        ? await requeueFailedJob(strapi, target.id)
        : await requeueFailedMessage(strapi, target.id);
    if (!requeued) return false;
    await writeAudit(strapi, {
      action: target.kind === 'jobs' ? 'background.job_retried' : 'background.email_retried',
      ...auditActor(actor),
      entityType: target.kind === 'jobs' ? 'background-job' : 'outbox-message',
      entityId: String(target.id),
    });
    return true;
  });
}
