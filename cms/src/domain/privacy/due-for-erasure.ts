import { RETENTION_FINAL_STATUSES } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { RetentionCutoffs } from './retention-periods';

const STATUS_EVENT = 'api::application-status-event.application-status-event';
const EMPLOYEE = 'api::hired-employee.hired-employee';
const AUDIT = 'api::audit-event.audit-event';

// What each retention rule erases next, in id order, a batch at a time. The same questions serve
// the run and its dry run (the Privacy page), so what the page promises is what the run does.

/** The open status event of a final decision older than the cutoff (one per application). */
const finalDecisionBefore = (cutoffs: Pick<RetentionCutoffs, 'decidedBefore'>) => ({
  to_status: { $in: [...RETENTION_FINAL_STATUSES] },
  left_at: null,
  occurred_at: { $lte: cutoffs.decidedBefore },
});

/** An application still in a final status, not erased and not on legal hold. */
const erasableApplication = {
  status: { $in: [...RETENTION_FINAL_STATUSES] },
  erased_at: null,
  legal_hold_since: null,
};

/** A hired employee whose onboarding completed before the cutoff and whose data is not yet erased. */
const onboardingDone = (cutoffs: Pick<RetentionCutoffs, 'onboardedBefore'>) => ({
  onboarding_completed: true,
  onboarding_completed_at: { $lte: cutoffs.onboardedBefore },
  personal_data_erased_at: null,
  // A hold on the application covers the employee's onboarding data too.
  $or: [{ application: { id: null } }, { application: { legal_hold_since: null } }],
});

const loggedBefore = (cutoffs: Pick<RetentionCutoffs, 'loggedBefore'>) => ({
  occurred_at: { $lt: cutoffs.loggedBefore },
});

/** The ids of a type's rows that match, in id order, a batch at a time. */
async function idsWhere(
  strapi: Core.Strapi,
  uid: typeof EMPLOYEE | typeof AUDIT,
  where: Record<string, unknown>,
  limit: number,
): Promise<number[]> {
  const rows: { id: number }[] = await strapi.db
    .query(uid)
    .findMany({ where, select: ['id'], orderBy: { id: 'asc' }, limit });
  return rows.map((row) => row.id);
}

/**
 * Applications whose final decision (the status event that brought them to their current, final
 * status, still open) is older than the cutoff, not erased and not on legal hold.
 */
export async function dueApplications(
  strapi: Core.Strapi,
  cutoffs: Pick<RetentionCutoffs, 'decidedBefore'>,
  options: { afterId?: number; limit: number },
): Promise<number[]> {
  const events: { application: { id: number } | null }[] = await strapi.db.query(STATUS_EVENT).findMany({
    where: {
      ...finalDecisionBefore(cutoffs),
      application: { id: { $gt: options.afterId ?? 0 }, ...erasableApplication },
    },
    select: ['id'],
    populate: { application: { select: ['id'] } },
    orderBy: { application: { id: 'asc' } },
    limit: options.limit,
  });
  return [...new Set(events.flatMap((event) => (event.application ? [event.application.id] : [])))];
}

/** Hired employees whose onboarding completed before the cutoff and whose data is not yet erased. */
export function dueOnboardings(
  strapi: Core.Strapi,
  cutoffs: Pick<RetentionCutoffs, 'onboardedBefore'>,
  options: { afterId?: number; limit: number },
): Promise<number[]> {
  return idsWhere(strapi, EMPLOYEE, { id: { $gt: options.afterId ?? 0 }, ...onboardingDone(cutoffs) }, options.limit);
}

/** Audit entries older than the cutoff. */
export function dueAuditEntries(
  strapi: Core.Strapi,
  cutoffs: Pick<RetentionCutoffs, 'loggedBefore'>,
  options: { limit: number },
): Promise<number[]> {
  return idsWhere(strapi, AUDIT, loggedBefore(cutoffs), options.limit);
}

/** How many of each are due now (the dry run's counts), by the same conditions as the run's batches. */
export async function countDue(
  strapi: Core.Strapi,
  cutoffs: RetentionCutoffs,
): Promise<{ applications: number; onboardings: number; auditEntries: number }> {
  const [applications, onboardings, auditEntries] = await Promise.all([
    // One event per application is open (left_at null), so counting events counts applications.
    strapi.db.query(STATUS_EVENT).count({
      where: { ...finalDecisionBefore(cutoffs), application: erasableApplication },
    }),
    strapi.db.query(EMPLOYEE).count({ where: onboardingDone(cutoffs) }),
    strapi.db.query(AUDIT).count({ where: loggedBefore(cutoffs) }),
  ]);
  return { applications, onboardings, auditEntries };
}
