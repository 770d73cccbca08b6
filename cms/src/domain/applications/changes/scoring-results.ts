import {
  applicationIdsSchema,
  documentId,
  SCORING_STATUSES,
  type ScoringMethod,
  type ScoringStatus,
  scoringResultSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';
import { APPLICATION } from './rows';
import { inChangeTransaction } from './trail';

// The AI scoring columns belong to the scorer: they never move the status, so they leave no status
// event, and the queue's own rows are their trail (Run AI Analysis is audited where it is asked for).

/** Marks applications as waiting for a scoring job (intake, Run AI Analysis). */
export async function markScoringQueued(strapi: Core.Strapi, ids: string[]): Promise<void> {
  const unique = parse(applicationIdsSchema, [...new Set(ids)]);
  await inChangeTransaction(strapi, () =>
    strapi.db
      .query(APPLICATION)
      .updateMany({ where: { documentId: { $in: unique } }, data: { ai_scoring_status: 'queued' } }),
  );
}

const stateSchema = z.object({
  id: documentId,
  status: z.enum(SCORING_STATUSES),
  error: z.string().nullable(),
});

/** Where scoring stands; an earlier result stays as it was (nothing half stored). */
export async function recordScoringState(
  strapi: Core.Strapi,
  input: { id: string; status: ScoringStatus; error: string | null },
): Promise<void> {
  const { id, status, error } = parse(stateSchema, input);
  await strapi.db.query(APPLICATION).updateMany({
    where: { documentId: id, erased_at: null },
    data: { ai_scoring_status: status, ai_scoring_error: error },
  });
}

export interface ScoringProvenance {
  method: ScoringMethod;
  model: string;
  promptVersion: string | null;
}

/** A re-run replaces the previous result in one write, with which method and version produced it. */
export async function recordScoringResult(
  strapi: Core.Strapi,
  input: { id: string; result: unknown; provenance: ScoringProvenance; now?: Date },
): Promise<void> {
  const id = parse(documentId, input.id);
  const result = parse(scoringResultSchema, input.result);
  // A score that was running while the application was erased must not bring its summary back.
  await strapi.db.query(APPLICATION).updateMany({
    where: { documentId: id, erased_at: null },
    data: {
      ...result,
      ai_scoring_status: 'scored',
      ai_scoring_method: input.provenance.method,
      ai_model: input.provenance.model,
      ai_prompt_version: input.provenance.promptVersion,
      ai_scored_at: input.now ?? currentDate(),
      ai_scoring_error: null,
    },
  });
}
