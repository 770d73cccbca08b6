import { applicationIdsSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { type ChangeOutcome, changeEach } from './change';

export interface ShortlistInput {
  ids: string[];
  by: ChangeActor;
  now?: Date;
}

/** Shortlist sets shortlisted; an application already shortlisted is left as it is and answered as unchanged. */
export async function shortlistApplications(strapi: Core.Strapi, input: ShortlistInput): Promise<ChangeOutcome[]> {
  const ids = parse(applicationIdsSchema, input.ids);
  return changeEach({ strapi, by: input.by, now: input.now ?? currentDate() }, ids, (application) =>
    application.status === 'shortlisted'
      ? null
      : { status: 'shortlisted', audit: { action: 'application.shortlisted' } },
  );
}
