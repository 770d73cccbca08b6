import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  ARCHIVING_STATUSES,
  applicationIdsSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { type ApplicationColumns, type ChangeOutcome, changeEach } from './change';

const statusChangeSchema = z.object({
  ids: applicationIdsSchema,
  status: z.enum(APPLICATION_STATUSES),
  archiveByStatus: z.boolean().default(true),
});

export interface StatusChangeInput {
  ids: string[];
  status: ApplicationStatus;
  by: ChangeActor;
  /**
   * The list's rule: rejected or hired archives, any other status
   * unarchives. On by default; the detail dialog's Change Status may turn it off.
   */
  archiveByStatus?: boolean;
  now?: Date;
}

/** The archive columns the list's rule sets with a status, or none when they already hold. */
export function archiveColumnsFor(
  status: ApplicationStatus,
  application: { is_archived: boolean },
  now: Date,
): ApplicationColumns {
  const archived = ARCHIVING_STATUSES.includes(status);
  if (archived === application.is_archived) return {};
  return { is_archived: archived, archived_at: archived ? now : null };
}

/**
 * Change Status, for one application or a bulk selection in one transaction. Leaving "rejected"
 * cancels the waiting rejection e-mail; entering it starts the automatic rejection's delay (the
 * status event is the clock the schedule reads).
 */
export async function changeApplicationStatus(strapi: Core.Strapi, input: StatusChangeInput): Promise<ChangeOutcome[]> {
  const { ids, status, archiveByStatus } = parse(statusChangeSchema, input);
  const now = input.now ?? currentDate();
  return changeEach({ strapi, by: input.by, now }, ids, (application) => {
    const columns = archiveByStatus ? archiveColumnsFor(status, application, now) : {};
    if (application.status === status && Object.keys(columns).length === 0) return null;
    return {
      status,
      columns,
      audit: {
        action: 'application.status_changed',
        ...(columns.is_archived === undefined ? {} : { details: { is_archived: columns.is_archived } }),
      },
    };
  });
}
