import {
  BULK_AI_ANALYSIS_PAUSE_MS,
  OFFLINE_SCORER_VERSION,
  SCORING_PROMPT_VERSION,
  type ScorerUpgradeProgress,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../../platform/config/env';
import type { Selected } from '../../platform/database/rows';
import { enqueueJob, registerJobHandler } from '../../platform/engine';
import { openAiKey } from '../ai/openai-connection';
import { writeAudit } from '../auth/audit';
import { bulkAnalysisProgress, queueScoringBatch } from './bulk-analysis';

const APPLICATION = 'api::application.application';
const BATCH = 'api::analysis-batch.analysis-batch';

/** The job that finds the scores an older scorer made and queues them again, once per scorer version. */
export const SCORER_UPGRADE_JOB = 'scoring.rescore-after-upgrade';

/** The scorers of this release, as stored with every score (ai_model offline, ai_prompt_version with OpenAI). */
export const CURRENT_SCORERS = `${OFFLINE_SCORER_VERSION}+${SCORING_PROMPT_VERSION}`;

/**
 * Asked at every start: the job's key makes it one job per release of the scorers, however many
 * instances start, and the queue runs it on one worker.
 */
export async function queueRescoreAfterUpgrade(strapi: Core.Strapi): Promise<void> {
  await enqueueJob(strapi, {
    kind: SCORER_UPGRADE_JOB,
    idempotencyKey: `rescore-after-upgrade:${CURRENT_SCORERS}`,
  });
}

/**
 * Applications whose stored score an older scorer made: offline scores of older rules, and, while a
 * key is set, OpenAI scores of an older prompt (without a key they stay as the model gave them rather
 * than turn into offline scores). Erased applications and those without a CV are left alone.
 */
async function staleScores(strapi: Core.Strapi, keySet: boolean): Promise<string[]> {
  const rows: Selected<typeof APPLICATION, 'documentId'>[] = await strapi.db.query(APPLICATION).findMany({
    where: {
      ai_score: { $notNull: true },
      cv_url: { $notNull: true },
      erased_at: { $null: true },
      $or: [
        { ai_scoring_method: 'offline', ai_model: { $ne: OFFLINE_SCORER_VERSION } },
        ...(keySet ? [{ ai_scoring_method: 'openai', ai_prompt_version: { $ne: SCORING_PROMPT_VERSION } }] : []),
      ],
    },
    select: ['documentId'],
    orderBy: { id: 'desc' },
  });
  return rows.map((row) => row.documentId);
}

/** The rescoring itself: one batch of scoring jobs (newest applications first) with its audit line. */
export async function rescoreAfterUpgrade(strapi: Core.Strapi, env: CmsEnv): Promise<string | null> {
  const keySet = (await openAiKey(strapi, env)) !== null;
  const applicationIds = await staleScores(strapi, keySet);
  if (applicationIds.length === 0) return null;
  const pauseMs = keySet ? BULK_AI_ANALYSIS_PAUSE_MS : 0;
  return strapi.db.transaction(async () => {
    const batchId = await queueScoringBatch(strapi, {
      applicationIds,
      pauseMs,
      requestedBy: 'scorer upgrade',
      purpose: 'scorer_upgrade',
      scorerVersion: CURRENT_SCORERS,
    });
    await writeAudit(strapi, {
      action: 'applications.ai_rescore_after_upgrade',
      entityType: 'analysis-batch',
      entityId: batchId,
      details: { by: 'scoring', applications: applicationIds.length, scorers: CURRENT_SCORERS },
    });
    return batchId;
  });
}

export function registerScorerUpgradeJob(env: CmsEnv): void {
  registerJobHandler(SCORER_UPGRADE_JOB, async (_job, strapi) => {
    await rescoreAfterUpgrade(strapi, env);
  });
}

/** The latest rescoring after an upgrade, for Settings → Advanced; null when none has run. */
export async function scorerUpgradeProgress(strapi: Core.Strapi): Promise<ScorerUpgradeProgress | null> {
  const latest: Selected<typeof BATCH, 'documentId' | 'scorer_version'> | null = await strapi.db.query(BATCH).findOne({
    where: { purpose: 'scorer_upgrade' },
    select: ['documentId', 'scorer_version'],
    orderBy: { id: 'desc' },
  });
  if (!latest) return null;
  const progress = await bulkAnalysisProgress(strapi, latest.documentId);
  return progress ? { ...progress, scorers: latest.scorer_version ?? '' } : null;
}
