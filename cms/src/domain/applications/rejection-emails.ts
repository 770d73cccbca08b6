import type { Core } from '@strapi/strapi';
import { cancelEmails, registerSendGuard } from '../../platform/engine';

/**
 * A rejection e-mail goes out only while the application is still rejected: a recruiter who changes
 * their mind before the send time cancels it (back-office spec section 4; issue 3 item 6).
 */
export function guardRejectionEmails(): void {
  registerSendGuard('rejection', async (message, strapi) => {
    if (!message.applicationId) return null;
    const application = await strapi.db.query('api::application.application').findOne({
      where: { documentId: message.applicationId },
      select: ['status'],
    });
    return application?.status === 'rejected' ? null : 'Cancelled: the application is no longer rejected';
  });
}

interface ApplicationUpdateEvent {
  result?: { documentId?: string; status?: string } | null;
}

/** When an application leaves "rejected", its waiting rejection e-mails are cancelled at once. */
export function cancelRejectionsWhenStatusChanges(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['api::application.application'],
    async afterUpdate(event: ApplicationUpdateEvent) {
      const application = event.result;
      if (!application?.documentId || !application.status || application.status === 'rejected') return;
      await cancelEmails(
        strapi,
        { applicationId: application.documentId, templateKey: 'rejection' },
        'Cancelled: the application is no longer rejected',
      );
    },
  });
}
