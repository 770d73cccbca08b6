import { describe, expect, it } from 'vitest';
import { closedDateOnSave, POSTING_ACTIONS, type PostingStatus, postingTab, postingTransition } from '../src';

// The posting state machine (docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs): what each action allows and writes.

const now = new Date('2026-11-24T09:00:00.000Z');
const at = now.toISOString();
const state = (status: PostingStatus, is_inactive = false, closed_date: string | null = null) => ({
  status,
  is_inactive,
  closed_date,
});

describe('postingTransition', () => {
  it('offers Close, Mark as inactive and Set Inactive on a live posting, each writing its columns', () => {
    expect(postingTransition('close', state('active'), now)).toEqual({ posting_status: 'closed', closed_date: at });
    expect(postingTransition('mark-inactive', state('active'), now)).toEqual({
      posting_status: 'closed',
      is_inactive: true,
      inactive_date: at,
    });
    expect(postingTransition('set-inactive', state('active'), now)).toEqual({ posting_status: 'inactive' });
    expect(postingTransition('reopen', state('active'), now)).toBeNull();
  });

  it('reopens inactive, closed and flagged postings, clearing only what each has', () => {
    expect(postingTransition('reopen', state('inactive'), now)).toEqual({ posting_status: 'active' });
    expect(postingTransition('reopen', state('closed', false, at), now)).toEqual({
      posting_status: 'active',
      closed_date: null,
    });
    expect(postingTransition('reopen', state('closed', true), now)).toEqual({
      posting_status: 'active',
      closed_date: null,
      is_inactive: false,
      inactive_date: null,
    });
  });

  it('refuses every action on a draft, and all but Reopen on a closed or flagged posting', () => {
    for (const action of POSTING_ACTIONS) expect(postingTransition(action, state('draft'), now), action).toBeNull();
    for (const action of ['close', 'mark-inactive', 'set-inactive'] as const) {
      expect(postingTransition(action, state('closed'), now), action).toBeNull();
      expect(postingTransition(action, state('inactive'), now), action).toBeNull();
      expect(postingTransition(action, state('active', true), now), action).toBeNull();
    }
  });
});

describe('postingTab and closedDateOnSave', () => {
  it('puts a flagged posting in Inactive whatever its status, drafts with the active ones', () => {
    expect(postingTab(state('closed', true))).toBe('inactive');
    expect(postingTab(state('inactive'))).toBe('inactive');
    expect(postingTab(state('closed'))).toBe('closed');
    expect(postingTab(state('draft'))).toBe('active');
    expect(postingTab(state('active'))).toBe('active');
  });

  it('dates a closing saved from the form once', () => {
    expect(closedDateOnSave('closed', null, now)).toBe(at);
    expect(closedDateOnSave('closed', '2026-01-01T00:00:00.000Z', now)).toBe('2026-01-01T00:00:00.000Z');
    expect(closedDateOnSave('active', null, now)).toBeNull();
  });
});
