import { type AuditAction, messages, type PostingAction, postingTransition } from '@careers/shared';
import { lockUntilCommit } from '../../platform/database/raw';
import { archiveApplications } from '../applications/changes';
import { ResourceError } from '../backoffice/resource';
import { currentPosting, storedPostingState } from './postings';
import { auditJob, documentData, type JobChangeContext, POSTING } from './trail';

const APPLICATION = 'api::application.application';
/** The most the application changes module takes in one call. */
const ARCHIVE_BATCH = 1000;

const AUDIT: Record<PostingAction, AuditAction> = {
  close: 'job_posting.closed',
  'mark-inactive': 'job_posting.marked_inactive',
  reopen: 'job_posting.reopened',
  'set-inactive': 'job_posting.set_inactive',
};

/** Close: every application of the posting not archived yet is archived, each with its own trail. */
async function archiveApplicationsOf(context: JobChangeContext, postingId: number): Promise<number> {
  const rows: { documentId: string }[] = await context.strapi.db.query(APPLICATION).findMany({
    where: { job_posting: { id: postingId }, is_archived: false },
    select: ['documentId'],
    orderBy: { id: 'asc' },
  });
  for (let start = 0; start < rows.length; start += ARCHIVE_BATCH) {
    const ids = rows.slice(start, start + ARCHIVE_BATCH).map((row) => row.documentId);
    await archiveApplications(context.strapi, { ids, by: context.by, now: context.now });
  }
  return rows.length;
}

/**
 * One action of the posting state machine (back-office spec section 4), decided from the posting as
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
    if (!transition) throw new ResourceError(409, messages.jobsAdmin.transitionRefused(state.status));
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
