import { applicationIdsSchema, messages, rejectionScheduleFormSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { currentDate } from '../../../platform/clock';
import { enqueueTemplatedEmail, whyNotSent } from '../../../platform/engine';
import { parse } from '../../../platform/refusal';
import { type ChangeActor, systemActor } from '../../auth/actor';
import { type ApplicationForEmail, applicationVariables, candidateLanguage } from '../email-variables';
import { type ChangeOutcome, changeApplication } from './change';
import { applicationsToChange } from './rows';
import { archiveColumnsFor } from './status';
import { inChangeTransaction, writeApplicationAudit } from './trail';

/** Bahrain keeps UTC+3 all year: the dialog's date and time are Bahrain's. */
export function rejectionTimeFromForm(form: unknown): Date {
  const { date, time } = parse(rejectionScheduleFormSchema, form);
  return new Date(`${date}T${time}:00+03:00`);
}

const scheduleSchema = z.object({ ids: applicationIdsSchema, sendAt: z.date() });

export interface RejectionScheduleInput {
  ids: string[];
  /** When the rejection e-mail goes: the dialog's time (rejectionTimeFromForm), or now for bulk reject. */
  sendAt: Date;
  by: ChangeActor;
  /** The list's rule: rejecting from the list also archives. Off for the detail dialog. */
  archiveByStatus?: boolean;
  /**
   * Bulk reject: an application already rejected (before, or by a request running at the same time)
   * is left as it is and gets no second e-mail. Off for Reject & Email, whose second use is a resend.
   */
  skipAlreadyRejected?: boolean;
  now?: Date;
}

/** An application rejected, and whether its rejection e-mail will go. */
export interface RejectionOutcome extends ChangeOutcome {
  /** Why the e-mail will not be sent (template off, a variable missing); null when it is queued. */
  emailProblem: string | null;
  /** Left as it was: already rejected (skipAlreadyRejected). */
  skipped: boolean;
}

/**
 * Reject & Email, Resend Rejection Email and bulk reject: sets rejected, records when the e-mail goes
 * and queues it, replacing a rejection e-mail still waiting; for every selected application in one
 * transaction. The plan is made from the row as it is when it is written, so a rejection that another
 * request made first is seen (and skipped by bulk reject). The rejection stands when only its e-mail
 * cannot go: the outcome says why.
 */
export async function scheduleRejectionEmails(
  strapi: Core.Strapi,
  input: RejectionScheduleInput,
): Promise<RejectionOutcome[]> {
  const { ids, sendAt } = parse(scheduleSchema, input);
  const context = { strapi, by: input.by, now: input.now ?? currentDate() };
  return inChangeTransaction(strapi, async () => {
    const outcomes: RejectionOutcome[] = [];
    for (const application of await applicationsToChange(strapi, ids)) {
      const outcome = await changeApplication(context, application, (current) => {
        if (input.skipAlreadyRejected && current.status === 'rejected') return null;
        const archive = input.archiveByStatus ? archiveColumnsFor('rejected', current, context.now) : {};
        return {
          status: 'rejected',
          columns: { rejection_email_scheduled: sendAt, ...archive },
          // Rejected already: a resend, whose e-mail replaces the one still waiting.
          ...(current.status === 'rejected'
            ? { replacesWaitingRejection: messages.applications.rejectionCancelled.replaced }
            : {}),
          audit: {
            action: 'application.rejection_scheduled',
            details: {
              send_at: sendAt.toISOString(),
              ...(archive.is_archived === undefined ? {} : { is_archived: archive.is_archived }),
            },
          },
        };
      });
      if (!outcome.changed) {
        outcomes.push({ ...outcome, emailProblem: null, skipped: true });
        continue;
      }
      // One e-mail per rejection: keyed on the move to rejected (the automatic rejection's key for the
      // same move), or for a resend on its own time.
      const email = await enqueueTemplatedEmail(strapi, {
        templateKey: 'rejection',
        to: application.email,
        purpose: 'rejection',
        applicationId: application.documentId,
        language: candidateLanguage(application),
        idempotencyKey: rejectionKey(application.documentId, outcome.movedAt ?? context.now),
        sendAt,
        variables: applicationVariables(application, candidateLanguage(application)),
      });
      outcomes.push({ ...outcome, emailProblem: whyNotSent(email), skipped: false });
    }
    return outcomes;
  });
}

/** One rejection e-mail per application and rejection (or resend) time. */
const rejectionKey = (applicationId: string, at: Date) => `rejection:${applicationId}:${at.getTime()}`;

/**
 * The automatic rejection e-mail (`email_rejection_delay_days` after a rejection that got none), queued by its schedule for an application
 * rejected at `rejectedAt`: the message and its audit line, together. True when one was queued.
 */
export async function queueAutomaticRejection(
  strapi: Core.Strapi,
  application: ApplicationForEmail,
  rejectedAt: Date,
  now = currentDate(),
): Promise<boolean> {
  const context = { strapi, by: systemActor('automatic-rejection'), now };
  return inChangeTransaction(strapi, async () => {
    const result = await enqueueTemplatedEmail(strapi, {
      templateKey: 'rejection',
      trigger: 'automatic_rejection',
      to: application.email,
      purpose: 'rejection',
      applicationId: application.documentId,
      language: candidateLanguage(application),
      idempotencyKey: rejectionKey(application.documentId, rejectedAt),
      variables: applicationVariables(application, candidateLanguage(application)),
    });
    const queued = result.status === 'pending' && !result.duplicate;
    if (queued) {
      await writeApplicationAudit(context, application.documentId, 'application.rejection_scheduled', {
        send_at: now.toISOString(),
        automatic: true,
      });
    }
    return queued;
  });
}
