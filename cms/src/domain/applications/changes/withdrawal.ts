import { documentId } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { cancelEmails } from '../../../platform/engine';
import { parse } from '../../../platform/refusal';
import { systemActor } from '../../auth/actor';
import { type ChangeOutcome, changeOne } from './change';
import { callOffOpenInterview } from './interview-changes';

/** Why e-mails still waiting for a withdrawn application were cancelled (the outbox's last_error). */
const WITHDRAWN = 'The candidate withdrew the application';

/**
 * The candidate withdraws an application on their own page: it becomes withdrawn and archived, with
 * its status event and audit line, every e-mail still waiting for it is cancelled and its scheduled
 * interview called off (kits stop, everyone gets the calendar cancellation), all in one transaction. A hired application cannot be withdrawn here (employment is
 * ended with HR, not a form); withdrawing twice changes nothing.
 */
export async function withdrawApplication(
  strapi: Core.Strapi,
  input: { id: string; now?: Date /** The candidate's client address, for the audit line. */; ip?: string },
): Promise<ChangeOutcome> {
  const id = parse(documentId, input.id);
  const now = input.now ?? currentDate();
  return strapi.db.transaction(async () => {
    const outcome = await changeOne({ strapi, by: systemActor('candidate', input.ip), now }, id, (application) =>
      application.status === 'withdrawn' || application.status === 'hired'
        ? null
        : {
            status: 'withdrawn',
            columns: { is_archived: true, archived_at: now, rejection_email_scheduled: null },
            audit: { action: 'application.withdrawn' },
          },
    );
    if (!outcome.changed) return outcome;
    await cancelEmails(strapi, { applicationId: id }, WITHDRAWN);
    // After the waiting e-mails are cancelled, so the calendar cancellations themselves go out.
    await callOffOpenInterview({ strapi, by: systemActor('candidate', input.ip), now }, id, {
      letterToCandidate: true,
    });
    return outcome;
  });
}
