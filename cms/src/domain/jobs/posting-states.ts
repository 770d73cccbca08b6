import { type AuditAction, messages, type PostingAction, postingTransition } from '@careers/shared';
import { documentData } from '../../platform/database/document-data';
import { lockUntilCommit } from '../../platform/database/locks';
import { Refusal } from '../../platform/refusal';
import { archiveApplicationsOf } from './posting-applications';
import { currentPosting, storedPostingState } from './postings';
import { auditJob, type JobChangeContext, POSTING } from './trail';

const AUDIT: Record<PostingAction, AuditAction> = {
  close: 'job_posting.closed',
  'mark-inactive': 'job_posting.marked_inactive',
  reopen: 'job_posting.reopened',
  'set-inactive': 'job_posting.set_inactive',
};

/**
 * One action of the posting state machine (docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs), decided from the posting as
 * it is inside the transaction: its columns, the archiving Close does, and its audit line, together.
 */
export async function changePostingState(
  context: JobChangeContext,
  documentId: string,
  action: PostingAction,
): Promise<void> {
  const { strapi } = context;
  await strapi.db.transaction(async () => {
    await lockUntilCommit(strapi, 'job-posting-states');
    const posting = await currentPosting(context, documentId);
    const state = storedPostingState(posting);
    const transition = postingTransition(action, state, context.now);
    if (!transition) throw new Refusal(409, messages.jobsAdmin.transitionRefused(state.status));
    await strapi.documents(POSTING).update({ documentId, data: documentData<typeof POSTING>(transition) });
    const archived = action === 'close' ? await archiveApplicationsOf(context, posting.id) : 0;
    await auditJob(
      context,
      AUDIT[action],
      { type: 'job_posting', id: documentId },
      {
        from: state.status,
        to: transition.posting_status,
        ...(action === 'close' ? { archived_applications: archived } : {}),
      },
    );
  });
}
