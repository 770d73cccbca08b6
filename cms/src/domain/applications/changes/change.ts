import { type ApplicationStatus, type AuditAction, messages } from '@careers/shared';
import { Refusal } from '../../../platform/refusal';
import { cancelWaitingRejections } from './rejection-cancel';
import { APPLICATION, type ApplicationToChange, applicationAgain, applicationsToChange } from './rows';
import {
  type AuditDetails,
  type ChangeContext,
  inChangeTransaction,
  recordStatusEvent,
  writeApplicationAudit,
} from './trail';

/** The columns a change may write besides status; everything else of an application is the candidate's. */
export interface ApplicationColumns {
  is_archived?: boolean;
  archived_at?: Date | null;
  hired?: boolean;
  interview_score?: number;
  interview_feedback?: string;
  rejection_email_scheduled?: Date | null;
  interview_status?: 'scheduled' | 'completed' | 'cancelled' | null;
  interview_scheduled_date?: Date | null;
  legal_hold_reason?: string | null;
  legal_hold_since?: Date | null;
}

/** What one change does to one application, decided from its current state. */
export interface PlannedChange {
  status?: ApplicationStatus;
  columns?: ApplicationColumns;
  /**
   * A rejection scheduled again: the rejection e-mail still waiting is cancelled with this reason, once
   * the row is known to be as planned (its count is the audit line's `replaced`).
   */
  replacesWaitingRejection?: string;
  audit: { action: AuditAction; details?: AuditDetails };
}

/** Decides the change from the application as it is now, or null when there is nothing to do. */
export type ChangePlan = (application: ApplicationToChange) => PlannedChange | null;

export interface ChangeOutcome {
  id: string;
  changed: boolean;
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** When the status event of this change happened; null when the status stayed. */
  movedAt: Date | null;
}

const ATTEMPTS = 3;

/** What may still happen to a withdrawn application. */
const WITHDRAWN_MAY: readonly AuditAction[] = [
  'application.archived',
  'application.unarchived',
  'application.legal_hold_placed',
  'application.legal_hold_released',
  // The interview the candidate no longer comes to.
  'application.interview_cancelled',
];

const unchanged = (application: ApplicationToChange): ChangeOutcome => ({
  id: application.documentId,
  changed: false,
  from: application.status,
  to: application.status,
  movedAt: null,
});

/**
 * The one write path of an application: the row, its status event when the status moves, the
 * cancellation of waiting rejection e-mails when it leaves "rejected", and the audit line. The row
 * is updated only while it still has the status and flags the plan was made from, so two changes
 * at once never record a transition that did not happen: the later one plans again (and may refuse).
 */
export async function changeApplication(
  context: ChangeContext,
  application: ApplicationToChange,
  plan: ChangePlan,
): Promise<ChangeOutcome> {
  const { strapi } = context;
  let current = application;
  for (let attempt = 1; ; attempt += 1) {
    // Nothing about an erased candidate moves again: a person is told why, the system passes it by.
    if (current.erased_at) {
      if (context.by.kind === 'system') return unchanged(current);
      throw new Refusal(409, messages.privacy.erasedCannotChange);
    }
    const change = plan(current);
    if (!change) return unchanged(current);
    const to = change.status ?? current.status;
    // Withdrawal is the candidate's decision: no one moves it on or writes to them again; it may
    // still be archived, unarchived or kept on legal hold.
    if (current.status === 'withdrawn' && (to !== 'withdrawn' || !WITHDRAWN_MAY.includes(change.audit.action))) {
      if (context.by.kind === 'system') return unchanged(current);
      throw new Refusal(409, messages.privacy.withdrawnCannotMove);
    }
    const leavesRejected = current.status === 'rejected' && to !== 'rejected';
    const { count } = await strapi.db.query(APPLICATION).updateMany({
      where: {
        id: current.id,
        status: current.status,
        is_archived: current.is_archived,
        hired: current.hired,
        interview_status: current.interview_status,
      },
      data: {
        ...change.columns,
        status: to,
        // No rejection e-mail is scheduled for an application that is no longer rejected.
        ...(leavesRejected ? { rejection_email_scheduled: null } : {}),
      },
    });
    if (count === 0) {
      if (attempt >= ATTEMPTS) throw new Refusal(400, messages.applications.changedMeanwhile);
      current = await applicationAgain(strapi, current.id);
      continue;
    }
    const movedAt =
      to === current.status ? null : await recordStatusEvent(context, current.documentId, current.status, to);
    if (leavesRejected) await cancelWaitingRejections(context, current.documentId);
    const replaced: AuditDetails = change.replacesWaitingRejection
      ? { replaced: await cancelWaitingRejections(context, current.documentId, change.replacesWaitingRejection) }
      : {};
    await writeApplicationAudit(context, current.documentId, change.audit.action, {
      from: current.status,
      to,
      ...change.audit.details,
      ...replaced,
    });
    return { id: current.documentId, changed: true, from: current.status, to, movedAt };
  }
}

/** One change applied to each named application, all in one transaction. */
export async function changeEach(
  context: ChangeContext,
  ids: readonly string[],
  plan: ChangePlan,
): Promise<ChangeOutcome[]> {
  return inChangeTransaction(context.strapi, async () => {
    const outcomes: ChangeOutcome[] = [];
    for (const application of await applicationsToChange(context.strapi, ids)) {
      outcomes.push(await changeApplication(context, application, plan));
    }
    return outcomes;
  });
}

/** One change of one application (unknown: 404, as changeEach answers); its outcome. */
export async function changeOne(context: ChangeContext, id: string, plan: ChangePlan): Promise<ChangeOutcome> {
  const [outcome] = await changeEach(context, [id], plan);
  if (!outcome) throw new Error('A change of one application answered for none');
  return outcome;
}
