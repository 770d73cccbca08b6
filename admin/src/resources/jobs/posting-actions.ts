import { labels, messages, type PostingAction, postingTransition } from '@careers/shared/client';
import { dataProvider } from '../../providers/data-provider';
import type { JobAction } from './job-actions';
import type { JobPostingRecord } from './job-records';

const text = messages.jobsAdmin;
const names = labels.jobsAdmin;

/** Where a posting's actions are offered: each place words Reopen its own way (the product's wording per tab). */
export type ActionPlace = 'active' | 'inactive' | 'closed' | 'template';

const OFFERED: Record<ActionPlace, readonly PostingAction[]> = {
  active: ['close', 'mark-inactive'],
  inactive: ['reopen'],
  closed: ['reopen'],
  template: ['set-inactive', 'reopen'],
};

const REOPEN_TEXT: Record<ActionPlace, string> = {
  active: text.confirmReopenPosting,
  inactive: text.confirmReopenPosting,
  closed: text.confirmReopenClosedPosting,
  template: text.confirmReopenJobPosting,
};

function describe(action: PostingAction, place: ActionPlace): Omit<JobAction, 'run'> {
  switch (action) {
    case 'close':
      return { title: names.close, message: text.confirmClosePosting, tone: 'danger', success: text.postingClosed };
    case 'mark-inactive':
      return {
        title: names.markAsInactive,
        message: text.confirmMarkInactive,
        tone: 'warning',
        success: text.postingMarkedInactive,
      };
    case 'set-inactive':
      return {
        title: names.setInactive,
        message: text.confirmSetInactive,
        tone: 'warning',
        success: text.postingSetInactive,
      };
    case 'reopen':
      return { title: names.reopen, message: REOPEN_TEXT[place], tone: 'warning', success: text.postingReopened };
  }
}

/** The actions a posting offers here: those its state allows (the same table as the server's). */
export function postingActions(
  posting: JobPostingRecord,
  place: ActionPlace,
): (JobAction & { action: PostingAction })[] {
  const state = { status: posting.status, is_inactive: posting.is_inactive, closed_date: posting.closed_date };
  return OFFERED[place]
    .filter((action) => postingTransition(action, state, new Date()) !== null)
    .map((action) => ({
      action,
      ...describe(action, place),
      run: () => dataProvider.changePosting(posting.id, action),
    }));
}
