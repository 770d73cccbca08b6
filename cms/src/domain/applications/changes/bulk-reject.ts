import { applicationIdsSchema, type BulkRejectResult, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { parse, Refusal } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { scheduleRejectionEmails } from './rejection';

/**
 * Bulk reject (docs/requirements.md#statuses-rejection-and-its-e-mails): each selected application is rejected with its e-mail
 * due now and is archived (the list's rule), each in its own transaction, so one that fails (gone,
 * changed meanwhile) leaves the others done; its result names why. An e-mail the outbox could not
 * queue (template off) counts as failed. One rejection, one e-mail: an application already rejected
 * is skipped, so a repeated or concurrent bulk reject sends nobody a second one (Resend Rejection
 * Email is the way to send another).
 */
export async function rejectEach(
  strapi: Core.Strapi,
  input: { ids: string[]; by: ChangeActor; now?: Date },
): Promise<BulkRejectResult[]> {
  const ids = [...new Set(parse(applicationIdsSchema, input.ids))];
  const now = input.now ?? currentDate();
  const results: BulkRejectResult[] = [];
  for (const id of ids) {
    try {
      // From the list: the list's rule archives what it rejects, in the rejection's transaction.
      const [outcome] = await scheduleRejectionEmails(strapi, {
        ids: [id],
        sendAt: now,
        by: input.by,
        archiveByStatus: true,
        skipAlreadyRejected: true,
        now,
      });
      if (outcome?.skipped) {
        results.push({ id, ok: true, skipped: true });
      } else if (outcome?.emailProblem) {
        // The outbox's reason (SMTP or template text) is for the log, not for the browser.
        strapi.log.warn(`[bulk-reject] rejection e-mail for ${id} not queued: ${outcome.emailProblem}`);
        results.push({ id, ok: false, error: messages.applicationActions.rejectionEmailNotQueued });
      } else {
        results.push({ id, ok: true });
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      results.push({ id, ok: false, error: error.message });
    }
  }
  return results;
}
