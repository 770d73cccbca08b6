import type { Core } from '@strapi/strapi';
import {
  applicationVariables,
  candidateLanguage,
  findApplicationsWithEmailFields,
} from '../../domain/applications/email-variables';
import { enqueueTemplatedEmail } from '../../platform/engine';

const DAY = 24 * 60 * 60 * 1000;
const FOLLOW_UP_DAYS = 14;
const REJECTION_DELAY_DAYS = 3;

/**
 * The e-mails the demo company already sent: a confirmation for every application, the rejections
 * and the follow-ups that were due. Without this history the schedules would mail every old demo
 * candidate on the first start.
 */
export async function seedEmailLog(strapi: Core.Strapi, now: Date): Promise<number> {
  // Withdrawn candidates got their confirmation before they withdrew.
  const applications = await findApplicationsWithEmailFields(strapi, {}, 10_000);
  const rejectionEvents = await strapi.db.query('api::application-status-event.application-status-event').findMany({
    where: { to_status: 'rejected' },
    select: ['occurred_at'],
    populate: { application: { select: ['documentId'] } },
  });
  const rejectedAt = new Map<string, Date>(
    rejectionEvents.map((event) => [String(event.application?.documentId), new Date(event.occurred_at)]),
  );
  let logged = 0;

  const logAsSent = async (
    application: (typeof applications)[number],
    templateKey: string,
    key: string,
    sentAt: Date,
    extra: Record<string, string> = {},
  ) => {
    const result = await enqueueTemplatedEmail(strapi, {
      templateKey,
      to: application.email,
      purpose: templateKey,
      applicationId: application.documentId,
      idempotencyKey: key,
      sendAt: sentAt,
      language: candidateLanguage(application),
      variables: { ...applicationVariables(application, candidateLanguage(application)), ...extra },
    });
    // updateMany: a plain update would stamp updatedAt with today.
    await strapi.db.query('api::outbox-message.outbox-message').updateMany({
      where: { id: result.id },
      data: { status: 'sent', attempts: 1, sent_at: sentAt, createdAt: sentAt, updatedAt: sentAt },
    });
    logged += 1;
  };

  for (const application of applications) {
    const applied = new Date(application.createdAt);
    await logAsSent(
      application,
      'application_received',
      `application_received:${application.documentId}`,
      new Date(applied.getTime() + 60_000),
    );
    const status = String(application.status);
    // A rejection e-mail went out after the delay; one not yet due is left to the schedule.
    const rejected = rejectedAt.get(application.documentId);
    const rejectionSentAt = rejected ? rejected.getTime() + REJECTION_DELAY_DAYS * DAY : Number.POSITIVE_INFINITY;
    if (status === 'rejected' && rejectionSentAt < now.getTime()) {
      await logAsSent(application, 'rejection', `rejection:${application.documentId}:seed`, new Date(rejectionSentAt));
    }
    const waitingSince = now.getTime() - applied.getTime();
    if (['pending', 'new', 'reviewed'].includes(status) && waitingSince >= FOLLOW_UP_DAYS * DAY) {
      await logAsSent(
        application,
        'application_followup',
        `followup:${application.documentId}`,
        new Date(applied.getTime() + FOLLOW_UP_DAYS * DAY),
        {
          followup_days: String(FOLLOW_UP_DAYS),
        },
      );
    }
  }
  return logged;
}
