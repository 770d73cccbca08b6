import { type ApplicationStatusRequest, applicationStatusRequestSchema, documentId } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { parse, Refusal } from '../../platform/refusal';
import type { ChangeActor } from '../auth/actor';
import { congratulateHired, type HiringEmail } from '../hiring';
import { applicationsToChange, type ChangeOutcome, changeApplicationStatus, inChangeTransaction } from './changes';

export interface StatusFromScreenInput {
  id: string;
  /** As the list's select or the detail dialog sent it: `{ status, source }`. */
  request: unknown;
  by: ChangeActor;
  now?: Date;
}

export interface StatusFromScreenOutcome extends ChangeOutcome {
  /** Set when the status became hired and an e-mail was due: whether it could be queued. */
  hiringEmail?: HiringEmail;
}

/**
 * Change Status from a screen: the list's rule archives rejected and
 * hired and brings any other status back; the detail dialog leaves the archive as it is. Setting
 * hired congratulates the new hire with a working onboarding link in the same transaction (see
 * congratulateHired); when the e-mail cannot be built or sent (template inactive or missing, no hire
 * details yet) the status stays and the answer says so.
 */
export async function changeStatusFromScreen(
  strapi: Core.Strapi,
  input: StatusFromScreenInput,
): Promise<StatusFromScreenOutcome> {
  const id = parse(documentId, input.id);
  const request: ApplicationStatusRequest = parse(applicationStatusRequestSchema, input.request);
  const now = input.now ?? currentDate();
  return inChangeTransaction(strapi, async () => {
    const [application] = await applicationsToChange(strapi, [id]);
    if (!application) throw new Refusal(404, 'Not Found');
    const [outcome] = await changeApplicationStatus(strapi, {
      ids: [id],
      status: request.status,
      by: input.by,
      archiveByStatus: request.source === 'list',
      now,
    });
    if (!outcome) throw new Error('A change of one application answered for none');
    if (request.status !== 'hired' || outcome.from === 'hired') return outcome;
    const hiringEmail = await congratulateHired(strapi, application, input.by, now);
    return hiringEmail ? { ...outcome, hiringEmail } : outcome;
  });
}
