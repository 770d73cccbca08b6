import type { PostingAction, PostingStatus, PostingTab } from '../constants/jobs';

/** What the posting state machine reads of a posting (docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs). */
export interface PostingState {
  status: PostingStatus;
  is_inactive: boolean;
  closed_date: string | null;
}

/** The columns one transition writes; dates are the moment of the change. */
export interface PostingTransition {
  posting_status: PostingStatus;
  closed_date?: string | null;
  is_inactive?: boolean;
  inactive_date?: string | null;
}

const isLive = (posting: PostingState) => posting.status === 'active' && !posting.is_inactive;

/**
 * The one table of the posting actions: each is offered only from the states it lists, and
 * writes exactly the columns it names. null: the action does not apply to the posting as it is.
 */
export function postingTransition(action: PostingAction, posting: PostingState, now: Date): PostingTransition | null {
  const at = now.toISOString();
  switch (action) {
    case 'close':
      return isLive(posting) ? { posting_status: 'closed', closed_date: at } : null;
    case 'mark-inactive':
      return isLive(posting) ? { posting_status: 'closed', is_inactive: true, inactive_date: at } : null;
    case 'set-inactive':
      return isLive(posting) ? { posting_status: 'inactive' } : null;
    case 'reopen':
      if (posting.status !== 'inactive' && posting.status !== 'closed' && !posting.is_inactive) return null;
      return {
        posting_status: 'active',
        ...(posting.status === 'closed' ? { closed_date: null } : {}),
        ...(posting.is_inactive ? { is_inactive: false, inactive_date: null } : {}),
      };
  }
}

/** The Jobs page's tab of a posting: a flagged one is inactive whatever its status; drafts sit with the active. */
export function postingTab(posting: Pick<PostingState, 'status' | 'is_inactive'>): PostingTab {
  if (posting.is_inactive || posting.status === 'inactive') return 'inactive';
  return posting.status === 'closed' ? 'closed' : 'active';
}

/** Saving the posting form: choosing closed dates the closing, unless it already has a date. */
export function closedDateOnSave(status: PostingStatus, closedDate: string | null, now: Date): string | null {
  return status === 'closed' && !closedDate ? now.toISOString() : closedDate;
}
