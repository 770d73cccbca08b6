import { applicationIdsSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { ChangeActor } from './actor';
import { type ChangeOutcome, changeEach } from './change';
import { parseInput } from './rows';

export interface ShortlistInput {
  ids: string[];
  by: ChangeActor;
  now?: Date;
}

/** Shortlist sets shortlisted; an application already shortlisted is left as it is (spec section 4). */
export async function shortlistApplications(strapi: Core.Strapi, input: ShortlistInput): Promise<ChangeOutcome[]> {
  const ids = parseInput(applicationIdsSchema, input.ids);
  return changeEach({ strapi, by: input.by, now: input.now ?? new Date() }, ids, (application) =>
    application.status === 'shortlisted'
      ? null
      : { status: 'shortlisted', audit: { action: 'application.shortlisted' } },
  );
}
