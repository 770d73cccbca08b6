import { applicationIdsSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { type ChangeOutcome, changeEach } from './change';

export interface ArchiveInput {
  ids: string[];
  by: ChangeActor;
  now?: Date;
}

/** Archives applications (the auto-archive schedule, a closed posting, the back office); one transaction. */
export async function archiveApplications(strapi: Core.Strapi, input: ArchiveInput): Promise<ChangeOutcome[]> {
  const ids = parse(applicationIdsSchema, input.ids);
  const now = input.now ?? currentDate();
  return changeEach({ strapi, by: input.by, now }, ids, (application) =>
    application.is_archived
      ? null
      : { columns: { is_archived: true, archived_at: now }, audit: { action: 'application.archived' } },
  );
}
