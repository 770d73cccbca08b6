import { messages } from '@careers/shared';
import { cancelEmails } from '../../../platform/engine';
import { type ChangeContext, writeApplicationAudit } from './trail';

export const NO_LONGER_REJECTED = messages.applications.rejectionCancelled.noLongerRejected;

/**
 * Cancels the rejection e-mails still waiting for an application, in the change's transaction, and
 * audits it when there was one. The send guard stays as the last line of defence.
 */
export async function cancelWaitingRejections(
  context: ChangeContext,
  applicationId: string,
  reason: string = NO_LONGER_REJECTED,
): Promise<number> {
  const cancelled = await cancelEmails(context.strapi, { applicationId, templateKey: 'rejection' }, reason);
  if (cancelled > 0) {
    await writeApplicationAudit(context, applicationId, 'application.rejection_cancelled', { cancelled, reason });
  }
  return cancelled;
}
