import { type ApplicationStatusRequest, applicationStatusRequestSchema, documentId } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { enqueueTemplatedEmail } from '../../../platform/engine';
import { readSettings } from '../../settings/read-settings';
import { applicationVariables } from '../email-variables';
import type { ChangeActor } from './actor';
import type { ChangeOutcome } from './change';
import { startDateText } from './hire';
import { applicationsToChange, parseInput } from './rows';
import { changeApplicationStatus } from './status';
import { inChangeTransaction } from './trail';

const HIRE = 'api::hire.hire';
const HIRED_EMPLOYEE = 'api::hired-employee.hired-employee';

export interface StatusFromScreenInput {
  id: string;
  /** As the list's select or the detail dialog sent it: `{ status, source }`. */
  request: unknown;
  by: ChangeActor;
  now?: Date;
}

export interface StatusFromScreenOutcome extends ChangeOutcome {
  /** Set when the status became hired: whether the congratulations e-mail could be queued. */
  hiringEmail?: 'queued' | 'failed';
}

interface HireForEmail {
  /** The hire's id, when one was made: part of the e-mail's idempotency key. */
  hireId: string | null;
  /** What the hire adds to the congratulations e-mail (start date, link). */
  variables: Record<string, string>;
}

async function hireForEmail(strapi: Core.Strapi, applicationId: string): Promise<HireForEmail> {
  // One after another: inside the change's transaction they share its one connection.
  const hire = await strapi.db.query(HIRE).findOne({
    where: { application: { documentId: applicationId } },
    select: ['documentId', 'start_date', 'department'],
    orderBy: { id: 'desc' },
  });
  const employee = await strapi.db.query(HIRED_EMPLOYEE).findOne({
    where: { application: { documentId: applicationId }, onboarding_completed: false },
    select: ['onboarding_token'],
  });
  const settings = await readSettings(strapi, ['website_url']);
  return {
    hireId: hire?.documentId ? String(hire.documentId) : null,
    variables: {
      ...(hire?.department ? { department: String(hire.department) } : {}),
      ...(hire?.start_date ? { start_date: startDateText(String(hire.start_date)) } : {}),
      ...(employee?.onboarding_token
        ? { onboarding_link: `${settings.website_url.replace(/\/$/, '')}/onboarding/${employee.onboarding_token}` }
        : {}),
    },
  };
}

/**
 * One congratulations e-mail per application (and hire, when one was made): hired, another status
 * and hired again does not congratulate twice (DESIGN section 7, one key per purpose and entity).
 */
const hiringEmailKey = (applicationId: string, hireId: string | null) =>
  `hiring_congratulations:status:${applicationId}${hireId ? `:${hireId}` : ''}`;

/**
 * Change Status from a screen (back-office spec section 4): the list's rule archives rejected and
 * hired and brings any other status back; the detail dialog leaves the archive as it is. Setting
 * hired queues the congratulations e-mail in the same transaction; when it cannot be built or sent
 * (template inactive or missing, no hire details yet) the status stays and the answer says so.
 */
export async function changeStatusFromScreen(
  strapi: Core.Strapi,
  input: StatusFromScreenInput,
): Promise<StatusFromScreenOutcome> {
  const id = parseInput(documentId, input.id);
  const request: ApplicationStatusRequest = parseInput(applicationStatusRequestSchema, input.request);
  const now = input.now ?? new Date();
  return inChangeTransaction(strapi, async () => {
    const [application] = await applicationsToChange(strapi, [id]);
    if (!application) throw new errors.NotFoundError('Not Found');
    const [outcome] = await changeApplicationStatus(strapi, {
      ids: [id],
      status: request.status,
      by: input.by,
      archiveByStatus: request.source === 'list',
      now,
    });
    if (!outcome) throw new Error('A change of one application answered for none');
    if (request.status !== 'hired' || outcome.from === 'hired') return outcome;
    const hire = await hireForEmail(strapi, application.documentId);
    const result = await enqueueTemplatedEmail(strapi, {
      templateKey: 'hiring_congratulations',
      to: application.email,
      purpose: 'hiring congratulations',
      applicationId: application.documentId,
      idempotencyKey: hiringEmailKey(application.documentId, hire.hireId),
      variables: { ...applicationVariables(application), ...hire.variables },
    });
    const queued = result.status === 'pending' || result.status === 'sending' || result.status === 'sent';
    return { ...outcome, hiringEmail: queued ? 'queued' : 'failed' };
  });
}
