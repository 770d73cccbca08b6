import { BULK_AI_ANALYSIS_PAUSE_MS, type BulkAnalysisProgress, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../platform/clock';
import type { CmsEnv } from '../../platform/config/env';
import type { Selected } from '../../platform/database/rows';
import { enqueueJob, jobGroupState } from '../../platform/engine';
import { Refusal } from '../../platform/refusal';
import { openAiKey } from '../ai/openai-connection';
import { markScoringQueued } from '../applications/changes';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { readSettings } from '../settings/read-settings';
import { SCORE_APPLICATION_JOB, type ScoreJobPayload } from './score-application-job';

const BATCH = 'api::analysis-batch.analysis-batch';
const APPLICATION = 'api::application.application';
/** Below fresh applications from the site, which are scored first. */
const BULK_PRIORITY = -1;

const groupKeyOf = (batchId: string) => `analysis:${batchId}`;

/**
 * Run AI Analysis: one queued scoring job per
 * selected application, in one transaction with the batch that counts them. With OpenAI the jobs
 * are spaced one a second (BULK_AI_ANALYSIS_PAUSE_MS), which keeps a large batch under the API's rate limits.
 */
export async function startBulkAnalysis(
  strapi: Core.Strapi,
  env: CmsEnv,
  ids: string[],
  by: AdminActor,
): Promise<BulkAnalysisProgress> {
  const { ai_scoring_enabled: enabled } = await readSettings(strapi, ['ai_scoring_enabled']);
  if (!enabled) throw new Refusal(409, messages.scoring.disabled);
  const found: Selected<typeof APPLICATION, 'documentId'>[] = await strapi.db.query(APPLICATION).findMany({
    where: { documentId: { $in: [...new Set(ids)] } },
    select: ['documentId'],
    orderBy: { id: 'asc' },
  });
  if (found.length === 0) throw new Refusal(400, messages.applications.noSelection);
  const applicationIds = found.map((row) => row.documentId);
  const pauseMs = (await openAiKey(strapi, env)) ? BULK_AI_ANALYSIS_PAUSE_MS : 0;

  const batchId = await strapi.db.transaction(async () => {
    const id = await queueScoringBatch(strapi, { applicationIds, pauseMs, requestedBy: by.email });
    // With the batch it names: an analysis is never started unaudited.
    await writeAudit(strapi, {
      action: 'applications.ai_analysis',
      ...auditActor(by),
      entityType: 'analysis-batch',
      entityId: id,
      details: { applications: applicationIds.length },
    });
    return id;
  });
  const progress = await bulkAnalysisProgress(strapi, batchId);
  if (!progress) throw new Error(`Analysis batch ${batchId} vanished`);
  return progress;
}

export interface ScoringBatchRequest {
  applicationIds: string[];
  /** Between jobs' start times: BULK_AI_ANALYSIS_PAUSE_MS with OpenAI, none offline. */
  pauseMs: number;
  requestedBy: string;
  purpose?: 'analysis' | 'scorer_upgrade';
  scorerVersion?: string;
}

/**
 * A batch and one queued scoring job per application, in the caller's transaction (which writes the
 * batch's audit line). Returns the batch's id.
 */
export async function queueScoringBatch(strapi: Core.Strapi, request: ScoringBatchRequest): Promise<string> {
  const batch = await strapi.documents(BATCH).create({
    data: {
      total: request.applicationIds.length,
      application_ids: request.applicationIds,
      requested_by: request.requestedBy,
      purpose: request.purpose ?? 'analysis',
      ...(request.scorerVersion ? { scorer_version: request.scorerVersion } : {}),
    },
  });
  const start = clockNow();
  for (const [index, applicationId] of request.applicationIds.entries()) {
    const payload: ScoreJobPayload = { applicationId, batchId: batch.documentId };
    await enqueueJob(strapi, {
      kind: SCORE_APPLICATION_JOB,
      payload: { ...payload },
      runAt: new Date(start + index * request.pauseMs),
      priority: BULK_PRIORITY,
      idempotencyKey: `score:${batch.documentId}:${applicationId}`,
      groupKey: groupKeyOf(batch.documentId),
    });
  }
  await markScoringQueued(strapi, request.applicationIds);
  return batch.documentId;
}

/** Where a Run AI Analysis stands, read from its jobs: processed, succeeded, failed and why. */
export async function bulkAnalysisProgress(strapi: Core.Strapi, batchId: string): Promise<BulkAnalysisProgress | null> {
  const batch: Selected<typeof BATCH, 'documentId' | 'total' | 'createdAt'> | null = await strapi.db
    .query(BATCH)
    .findOne({ where: { documentId: batchId }, select: ['documentId', 'total', 'createdAt'] });
  if (!batch) return null;
  const { counts, failures } = await jobGroupState(strapi, groupKeyOf(batchId));
  const succeeded = counts.succeeded;
  const failed = counts.failed + counts.cancelled;
  const processed = succeeded + failed;
  return {
    id: batch.documentId,
    total: batch.total,
    processed,
    succeeded,
    failed,
    done: processed >= batch.total,
    progress_text: messages.scoring.progress(processed, batch.total, succeeded, failed),
    failures: failures.map((failure) => ({
      application_id: String(failure.payload.applicationId ?? ''),
      error: failure.lastError,
    })),
    created_at: new Date(batch.createdAt).toISOString(),
  };
}
