import { companyToday } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { enqueueJob, registerJobHandler, type Schedule } from '../../platform/engine';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { writeAudit } from '../auth/audit';
import { eraseApplications } from './application-erasure';
import { deleteAuditEntries } from './audit-erasure';
import { dueApplications, dueAuditEntries, dueOnboardings } from './due-for-erasure';
import { deletePendingFiles, recordErasures } from './erasure-records';
import { eraseOnboardings } from './onboarding-erasure';
import { retentionCutoffs } from './retention-periods';

/** The queued job of one day's retention run. */
export const RETENTION_RUN_JOB = 'privacy.retention-run';

/** Rows per transaction: small enough that no batch holds its locks for long (figures: PERFORMANCE.md). */
const BATCH = 500;
const AUDIT_BATCH = 5000;

export interface RetentionRunResult {
  applications: number;
  onboardings: number;
  auditEntries: number;
  filesDeleted: number;
  /** The longest single batch transaction, in milliseconds. */
  longestBatchMs: number;
}

/**
 * Erases everything due under the three retention rules (Settings → Retention), in short batches,
 * until nothing is due; then writes one audit line with the counts. Idempotent: what is erased is no
 * longer due, and a run cut short leaves the rest for the next. Files go after their batch commits.
 */
export async function runRetention(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  now = currentDate(),
): Promise<RetentionRunResult> {
  const result: RetentionRunResult = {
    applications: 0,
    onboardings: 0,
    auditEntries: 0,
    filesDeleted: 0,
    longestBatchMs: 0,
  };
  const timed = async <T>(batch: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const answer = await batch();
    result.longestBatchMs = Math.max(result.longestBatchMs, performance.now() - started);
    return answer;
  };
  result.filesDeleted += await deletePendingFiles(strapi, store);
  const cutoffs = await retentionCutoffs(strapi, now);
  // Expired private links open nothing; their addresses need not stay.
  await strapi.db.query('api::candidate-link.candidate-link').deleteMany({ where: { expires_at: { $lt: now } } });

  for (let after = 0; ; ) {
    const ids = await dueApplications(strapi, cutoffs, { afterId: after, limit: BATCH });
    const last = ids.at(-1);
    if (last === undefined) break;
    after = last;
    const erased = await timed(() =>
      eraseApplications(strapi, { ids, rule: 'retention_rejected', now, decidedBefore: cutoffs.decidedBefore }),
    );
    result.applications += erased.length;
    result.filesDeleted += await deletePendingFiles(strapi, store);
  }

  for (let after = 0; ; ) {
    const ids = await dueOnboardings(strapi, cutoffs, { afterId: after, limit: BATCH });
    const last = ids.at(-1);
    if (last === undefined) break;
    after = last;
    result.onboardings += await timed(() =>
      eraseOnboardings(strapi, { ids, now, decidedBefore: cutoffs.onboardedBefore }),
    );
    result.filesDeleted += await deletePendingFiles(strapi, store);
  }

  for (;;) {
    const ids = await dueAuditEntries(strapi, cutoffs, { limit: AUDIT_BATCH });
    if (ids.length === 0) break;
    result.auditEntries += await timed(() => deleteAuditEntries(strapi, ids));
  }

  if (result.applications + result.onboardings + result.auditEntries > 0) {
    await strapi.db.transaction(async () => {
      if (result.auditEntries > 0) {
        await recordErasures(strapi, [
          {
            rule: 'retention_audit',
            subjectType: 'audit-event',
            entriesDeleted: result.auditEntries,
            decidedBefore: cutoffs.loggedBefore,
            erasedAt: now,
          },
        ]);
      }
      await writeAudit(strapi, {
        action: 'privacy.retention_run',
        entityType: 'retention',
        details: {
          by: 'retention',
          applications: result.applications,
          onboardings: result.onboardings,
          audit_entries: result.auditEntries,
          files_deleted: result.filesDeleted,
        },
      });
    });
    strapi.log.info(
      `[retention] erased ${result.applications} applications and ${result.onboardings} onboardings, deleted ` +
        `${result.auditEntries} audit entries and ${result.filesDeleted} files`,
    );
  }
  return result;
}

export function registerRetentionJob(store: PrivateFileStore): void {
  registerJobHandler(RETENTION_RUN_JOB, async (_job, strapi) => {
    await runRetention(strapi, store);
  });
}

/** The key of a company day's run: one job per day, however many instances ask. */
export const retentionRunKey = (now: Date) => `retention-run:${companyToday(now)}`;

/**
 * Once a day (a company day, Bahrain time): asked every hour, the job's key lets one instance's
 * first ask of the day queue it, and the queue's lease lets one worker run it.
 */
export const RETENTION_SCHEDULE: Schedule = {
  name: 'retention-run',
  cron: '0 7 * * * *',
  run: async (strapi) => {
    await enqueueJob(strapi, {
      kind: RETENTION_RUN_JOB,
      idempotencyKey: retentionRunKey(currentDate()),
    });
  },
};
