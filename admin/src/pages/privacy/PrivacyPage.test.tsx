import type { PrivacyRegister } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { serve, signedInAs } from '../../test/server';
import PrivacyPage from './PrivacyPage';

const text = labels.privacyAdmin;
const register: PrivacyRegister = {
  requests: [
    {
      id: 'request000000001',
      kind: 'erasure',
      channel: 'back_office',
      received_at: '2026-11-20T22:30:00.000Z',
      handled_by: 'officer@gulfhorizon.bh',
      outcome: 'partly_held',
      application_references: ['GH-AAAA1111', 'GH-BBBB2222'],
    },
  ],
  legal_holds: [
    {
      id: 'application00001',
      reference_id: 'GH-BBBB2222',
      job_title: 'Senior Accountant',
      since: '2026-11-01T09:00:00.000Z',
      reason: 'Employment tribunal',
    },
  ],
  next_run: {
    next_run_at: '2026-11-28T21:07:00.000Z',
    decided_before: '2025-11-28T21:07:00.000Z',
    onboarded_before: '2026-08-30T21:07:00.000Z',
    logged_before: '2024-11-28T21:07:00.000Z',
    applications: 3,
    onboardings: 0,
    audit_entries: 12,
    application_references: ['GH-CCCC3333', 'GH-DDDD4444', 'GH-EEEE5555'],
  },
  erasures: [
    {
      id: 'erasure000000001',
      erased_at: '2026-11-20T22:30:00.000Z',
      rule: 'candidate_request',
      subject_type: 'application',
      subject_reference: 'GH-AAAA1111',
      files_deleted: 1,
      emails_redacted: 2,
      entries_deleted: 0,
    },
  ],
};

describe('the Privacy page', () => {
  it('shows the requests, the holds, the next run and the erasures, in Bahrain time, by reference only', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/privacy/register': { body: register },
    });
    await renderInAdmin(<PrivacyPage />);
    const requests = await screen.findByRole('table', { name: text.requests.title });
    const request = within(requests).getAllByRole('row')[1] as HTMLElement;
    expect(within(request).getByText('21 Nov 2026, 01:30')).toBeTruthy();
    expect(within(request).getByText(text.requests.kinds.erasure)).toBeTruthy();
    expect(within(request).getByText(text.requests.outcomes.partly_held)).toBeTruthy();
    expect(within(request).getByText('GH-AAAA1111, GH-BBBB2222')).toBeTruthy();
    const holds = screen.getByRole('table', { name: text.holds.title });
    // The page says names never appear on it: a hold is named by its reference, which opens the application.
    expect(
      within(holds)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      text.holds.columns.reference_id,
      text.holds.columns.job_title,
      text.holds.columns.since,
      text.holds.columns.reason,
    ]);
    expect(within(holds).getByRole('link', { name: 'GH-BBBB2222' }).getAttribute('href')).toContain(
      '/applications/application00001',
    );
    const nextRun = screen.getByTestId('next-retention-run');
    expect(within(nextRun).getByText(text.nextRun.startsAt('29 Nov 2026, 00:07'))).toBeTruthy();
    expect(within(nextRun).getByText(text.nextRun.count(12))).toBeTruthy();
    expect(within(nextRun).getByText('GH-CCCC3333 GH-DDDD4444 GH-EEEE5555')).toBeTruthy();
    const erasures = screen.getByRole('table', { name: text.erasures.title });
    expect(within(erasures).getByText(messages.privacy.erasureRules.candidate_request)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.exportCsv })).toBeTruthy();
  });

  it('says so when nothing has happened yet', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/privacy/register': {
        body: {
          ...register,
          requests: [],
          legal_holds: [],
          erasures: [],
          next_run: { ...register.next_run, applications: 0, audit_entries: 0, application_references: [] },
        },
      },
    });
    await renderInAdmin(<PrivacyPage />);
    expect(await screen.findByText(text.requests.empty)).toBeTruthy();
    expect(screen.getByText(text.holds.empty)).toBeTruthy();
    expect(screen.getByText(text.erasures.empty)).toBeTruthy();
    expect(screen.getByText(text.nextRun.nothingDue)).toBeTruthy();
  });
});
