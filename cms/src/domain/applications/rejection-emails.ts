import { registerSendGuard } from '../../platform/engine';
import { NO_LONGER_REJECTED } from './changes';

/**
 * A rejection e-mail goes out only while the application is still rejected
 * (docs/requirements.md#statuses-rejection-and-its-e-mails). Leaving "rejected" through the changes module cancels it at once; this
 * check at the moment of sending is the last line of defence against any other write.
 */
export function guardRejectionEmails(): void {
  registerSendGuard('rejection', async (message, strapi) => {
    if (!message.applicationId) return null;
    const application = await strapi.db.query('api::application.application').findOne({
      where: { documentId: message.applicationId },
      select: ['status'],
    });
    return application?.status === 'rejected' ? null : NO_LONGER_REJECTED;
  });
}
