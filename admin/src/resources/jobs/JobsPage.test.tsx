import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payrollPosting } from '../../test/job-fixtures';
import { renderInAdmin } from '../../test/render';
import { listOf, serve, signedInAs } from '../../test/server';
import JobsPage from './JobsPage';

const counts = { active: 0, inactive: 2, closed: 5, templates: 1 };

describe('Jobs Management', () => {
  it('shows the four tabs with their counts, the tab of the URL and its empty message', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: counts },
      'GET /api/backoffice/job-postings': listOf('job-postings', []),
    });
    await renderInAdmin(<JobsPage />, { at: '/jobs?tab=inactive' });
    expect(await screen.findByRole('tab', { name: 'Inactive Postings (2)', selected: true })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Active Postings (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Closed Jobs (5)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Templates (1)' })).toBeTruthy();
    expect(await screen.findByText(messages.jobsAdmin.noInactivePostings)).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.jobsAdmin.newTemplate })).toBeTruthy();
  });

  it("links a posting's title to its page on the careers site, at the address the site serves it under", async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: { ...counts, active: 1 } },
      'GET /api/backoffice/job-postings': listOf('job-postings', [payrollPosting]),
    });
    await renderInAdmin(<JobsPage />, { at: '/jobs?tab=active' });
    const title = await screen.findByRole('link', { name: 'Payroll Officer' });
    expect(title.getAttribute('href')).toBe('/jobs/posting00000001/');
    expect(title.getAttribute('target')).toBe('_blank');
  });

  it('is refused to a role without manage_jobs, which asks for no jobs data', async () => {
    const server = serve({ 'GET /api/admin-auth/me': signedInAs('viewer') });
    await renderInAdmin(<JobsPage />, { at: '/jobs' });
    expect(await screen.findByText(/not authorized|access denied/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: labels.jobsAdmin.newTemplate })).toBeNull();
    expect(server.requests.filter((request) => request.includes('/backoffice/job-'))).toEqual([]);
  });
});
