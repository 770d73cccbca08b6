import { documentId, legalHoldRequestSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { lockUntilCommit } from '../../../platform/database/locks';
import { parse } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { type ChangeOutcome, changeOne } from './change';
import { inChangeTransaction } from './trail';

export interface LegalHoldInput {
  id: string;
  /** `{ hold: true, reason }` or `{ hold: false }`, as sent. */
  request: unknown;
  by: ChangeActor;
  now?: Date;
}

/**
 * Places or releases a legal hold: a held application is never erased until it is
 * released. The reason stays on the application; the audit line names only the action, so the log
 * holds no text a recruiter wrote about a candidate. The status does not move.
 */
export async function setLegalHold(strapi: Core.Strapi, input: LegalHoldInput): Promise<ChangeOutcome> {
  const id = parse(documentId, input.id);
  const request = parse(legalHoldRequestSchema, input.request);
  const now = input.now ?? currentDate();
  return inChangeTransaction(strapi, async () => {
    // An erasure running now finishes first (or waits): the hold and the erasure never interleave.
    await lockUntilCommit(strapi, 'erasure');
    return changeOne({ strapi, by: input.by, now }, id, () =>
      request.hold
        ? {
            columns: { legal_hold_reason: request.reason, legal_hold_since: now },
            audit: { action: 'application.legal_hold_placed' },
          }
        : {
            columns: { legal_hold_reason: null, legal_hold_since: null },
            audit: { action: 'application.legal_hold_released' },
          },
    );
  });
}
