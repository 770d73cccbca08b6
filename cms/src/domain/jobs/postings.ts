import {
  closedDateOnSave,
  defaultFocusAttributes,
  type JobPostingForm,
  jobPostingFormSchema,
  messages,
  type PostingState,
  type PostingTransition,
  postingTransition,
} from '@careers/shared';
import { documentData } from '../../platform/database/document-data';
import { lockUntilCommit } from '../../platform/database/locks';
import { parse, Refusal } from '../../platform/refusal';
import { archiveApplicationsOf } from './posting-applications';
import { auditJob, type JobChangeContext, POSTING, TEMPLATE } from './trail';

// The posting form's writes. They go through the document
// service, so the content rules check them and the site rebuilds (publish-triggers.ts).

export interface StoredPosting {
  id: number;
  documentId: string;
  title: string;
  posting_status: JobPostingForm['status'] | 'inactive';
  is_inactive: boolean;
  closed_date: string | Date | null;
}

const isoOrNull = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** What the posting state machine reads of a stored posting. */
export const storedPostingState = (posting: StoredPosting): PostingState => ({
  status: posting.posting_status,
  is_inactive: posting.is_inactive === true,
  closed_date: isoOrNull(posting.closed_date),
});

/** The posting as it is now, read inside the caller's transaction. */
export async function currentPosting(context: JobChangeContext, documentId: string): Promise<StoredPosting> {
  const posting: StoredPosting | null = await context.strapi.db.query(POSTING).findOne({
    where: { documentId },
    select: ['id', 'documentId', 'title', 'posting_status', 'is_inactive', 'closed_date'],
  });
  if (!posting) throw new Refusal(404, messages.jobs.jobNotFound);
  return posting;
}

/**
 * The state columns a saved form writes. Back to active from closed, inactive or flagged is the
 * Reopen transition (its dates and flag cleared); choosing closed dates the closing if undated.
 */
function statusColumns(
  state: PostingState | null,
  status: JobPostingForm['status'],
  now: Date,
): { columns: PostingTransition; reopened: boolean } {
  const reopen = state && status === 'active' ? postingTransition('reopen', state, now) : null;
  if (reopen) return { columns: reopen, reopened: true };
  return {
    columns: { posting_status: status, closed_date: closedDateOnSave(status, state?.closed_date ?? null, now) },
    reopened: false,
  };
}

/** The template link of a form: a named template must exist. */
async function templateLink(context: JobChangeContext, templateId: string | null | undefined) {
  if (!templateId) return null;
  const found = await context.strapi.db.query(TEMPLATE).count({ where: { documentId: templateId } });
  if (found === 0) throw new Refusal(400, messages.jobsAdmin.unknownTemplate);
  return { documentId: templateId };
}

/**
 * New Posting takes the chosen status (draft, active or closed) and posted_date now; Edit Posting
 * keeps both dates and changes the status through the state machine's rules, decided under the
 * same lock as the posting actions from the posting as it is inside the transaction; saved as
 * closed, its open applications are archived as Close archives them.
 */
async function savePosting(context: JobChangeContext, documentId: string | null, input: unknown) {
  const { status, job_template_id, ...fields } = parse(jobPostingFormSchema, input);
  const { strapi, now } = context;
  return strapi.db.transaction(async () => {
    if (documentId) await lockUntilCommit(strapi, 'job-posting-states');
    const posting = documentId ? await currentPosting(context, documentId) : null;
    const state = posting ? storedPostingState(posting) : null;
    const { columns: stateColumns, reopened } = statusColumns(state, status, now);
    const columns = { ...fields, ...stateColumns, job_template: await templateLink(context, job_template_id) };
    const saved = posting
      ? await strapi.documents(POSTING).update({ documentId: posting.documentId, data: documentData(columns) })
      : await strapi.documents(POSTING).create({
          data: documentData<typeof POSTING>({
            ...columns,
            focus_attributes: fields.focus_attributes ?? defaultFocusAttributes(fields.department),
            is_inactive: false,
            posted_date: now.toISOString(),
          }),
        });
    if (!saved) throw new Refusal(404, messages.jobs.jobNotFound);
    const entity = { type: 'job_posting', id: saved.documentId } as const;
    const change = { from: state?.status ?? null, to: stateColumns.posting_status };
    // Saved as closed from another status, the posting closes as its Close action does.
    const closing = posting !== null && state?.status !== 'closed' && stateColumns.posting_status === 'closed';
    const archived = closing ? await archiveApplicationsOf(context, posting.id) : 0;
    await auditJob(context, posting ? 'job_posting.updated' : 'job_posting.created', entity, {
      title: fields.title,
      ...change,
      ...(closing ? { archived_applications: archived } : {}),
    });
    if (reopened) await auditJob(context, 'job_posting.reopened', entity, change);
    return saved;
  });
}

export const createPosting = (context: JobChangeContext, input: unknown) => savePosting(context, null, input);

export const updatePosting = (context: JobChangeContext, posting: Pick<StoredPosting, 'documentId'>, input: unknown) =>
  savePosting(context, posting.documentId, input);

/** Delete posting: its applications stay (they only lose the link to it). */
export async function deletePosting(
  context: JobChangeContext,
  posting: Pick<StoredPosting, 'documentId' | 'title'>,
): Promise<void> {
  await context.strapi.db.transaction(async () => {
    await context.strapi.documents(POSTING).delete({ documentId: posting.documentId });
    await auditJob(
      context,
      'job_posting.deleted',
      { type: 'job_posting', id: posting.documentId },
      {
        title: posting.title,
      },
    );
  });
}
