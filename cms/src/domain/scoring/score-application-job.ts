import type { CmsEnv } from '../../platform/config/env';
import { PermanentJobFailure, registerJobHandler } from '../../platform/engine';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { scoreApplication } from './score-application';

/** The queued job that scores one application: enqueued by intake and by Run AI Analysis. */
export const SCORE_APPLICATION_JOB = 'application.score';

export interface ScoreJobPayload {
  applicationId: string;
  /** Set when the job belongs to a Run AI Analysis. */
  batchId?: string;
}

export function registerScoringJob(env: CmsEnv, store: PrivateFileStore): void {
  registerJobHandler(SCORE_APPLICATION_JOB, async (job, strapi) => {
    const { applicationId, batchId } = job.payload as Partial<ScoreJobPayload>;
    if (typeof applicationId !== 'string') throw new PermanentJobFailure('The job names no application');
    await scoreApplication(strapi, env, store, applicationId, {
      inBatch: typeof batchId === 'string',
      lastTry: job.attempts >= job.maxAttempts,
    });
  });
}
