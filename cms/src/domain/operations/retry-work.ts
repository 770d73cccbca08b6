import type { Core } from '@strapi/strapi';
import { requeueFailedJob, requeueFailedMessage } from '../../platform/engine';
import { writeAudit } from '../auth/audit';
import type { SettingsActor } from '../settings/save-settings';

/**
 * Retry from Settings → Advanced: one failed job or e-mail back in its queue, with its audit line, in
 * one transaction. False when the row is not (or no longer) a failed one.
 */
export async function retryFailedWork(
  strapi: Core.Strapi,
  target: { kind: 'jobs' | 'messages'; id: number },
  actor: SettingsActor,
): Promise<boolean> {
  return strapi.db.transaction(async () => {
    const requeued =
      target.kind === 'jobs'
        ? await requeueFailedJob(strapi, target.id)
        : await requeueFailedMessage(strapi, target.id);
    if (!requeued) return false;
    await writeAudit(strapi, {
      action: target.kind === 'jobs' ? 'background.job_retried' : 'background.email_retried',
      actorId: actor.documentId,
      actorEmail: actor.email,
      entityType: target.kind === 'jobs' ? 'background-job' : 'outbox-message',
      entityId: String(target.id),
      ...(actor.ip ? { ip: actor.ip } : {}),
    });
    return true;
  });
}
