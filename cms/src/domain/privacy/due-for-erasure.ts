import { RETENTION_FINAL_STATUSES } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../platform/database/rows';
import type { RetentionCutoffs } from './retention-periods';

const STATUS_EVENT = 'api::application-status-event.application-status-event';
const EMPLOYEE = 'api::hired-employee.hired-employee';
const AUDIT = 'api::audit-event.audit-event';

// What each retention rule erases next, in id order, a batch at a time. The same questions serve
// the run and its dry run (the Privacy page), so what the page promises is what the run does.

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
      to_status: { $in: [...RETENTION_FINAL_STATUSES] },
      left_at: null,
      occurred_at: { $lte: cutoffs.decidedBefore },
      application: {
        id: { $gt: options.afterId ?? 0 },
        status: { $in: [...RETENTION_FINAL_STATUSES] },
        erased_at: null,
        legal_hold_since: null,
      },
    },
    select: ['id'],
    populate: { application: { select: ['id'] } },
    orderBy: { application: { id: 'asc' } },
    limit: options.limit,
  });
  return [...new Set(events.flatMap((event) => (event.application ? [event.application.id] : [])))];
}

/** Hired employees whose onboarding completed before the cutoff and whose data is not yet erased. */
export async function dueOnboardings(
  strapi: Core.Strapi,
  cutoffs: Pick<RetentionCutoffs, 'onboardedBefore'>,
  options: { afterId?: number; limit: number },
): Promise<number[]> {
  const rows: Selected<typeof EMPLOYEE, 'id'>[] = await strapi.db.query(EMPLOYEE).findMany({
    where: {
      id: { $gt: options.afterId ?? 0 },
      onboarding_completed: true,
      onboarding_completed_at: { $lte: cutoffs.onboardedBefore },
      personal_data_erased_at: null,
      // A hold on the application covers the employee's onboarding data too.
      $or: [{ application: { id: null } }, { application: { legal_hold_since: null } }],
    },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: options.limit,
  });
  return rows.map((row) => row.id);
}

/** Audit entries older than the cutoff. */
export async function dueAuditEntries(
  strapi: Core.Strapi,
  cutoffs: Pick<RetentionCutoffs, 'loggedBefore'>,
  options: { limit: number },
): Promise<number[]> {
  const rows: { id: number }[] = await strapi.db.query(AUDIT).findMany({
    where: { occurred_at: { $lt: cutoffs.loggedBefore } },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: options.limit,
  });
  return rows.map((row) => row.id);
}

/** How many of each are due now (the dry run's counts). */
export async function countDue(
  strapi: Core.Strapi,
  cutoffs: RetentionCutoffs,
): Promise<{ applications: number; onboardings: number; auditEntries: number }> {
  const [applications, onboardings, auditEntries] = await Promise.all([
    // One event per application is open (left_at null), so counting events counts applications.
    strapi.db.query(STATUS_EVENT).count({
      where: {
        to_status: { $in: [...RETENTION_FINAL_STATUSES] },
        left_at: null,
        occurred_at: { $lte: cutoffs.decidedBefore },
        application: { status: { $in: [...RETENTION_FINAL_STATUSES] }, erased_at: null, legal_hold_since: null },
      },
    }),
    strapi.db.query(EMPLOYEE).count({
      where: {
        onboarding_completed: true,
        onboarding_completed_at: { $lte: cutoffs.onboardedBefore },
        personal_data_erased_at: null,
        $or: [{ application: { id: null } }, { application: { legal_hold_since: null } }],
      },
    }),
    strapi.db.query(AUDIT).count({ where: { occurred_at: { $lt: cutoffs.loggedBefore } } }),
  ]);
  return { applications, onboardings, auditEntries };
}
