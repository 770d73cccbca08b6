import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payrollPosting, payrollTemplate } from '../../test/job-fixtures';
import { renderResourceList } from '../../test/render';
import { listOf, serve, signedInAs } from '../../test/server';
import JobsPage from './JobsPage';

const openJobs = (at: string) => renderResourceList('/jobs/*', <JobsPage />, at);
const where = () => screen.getByTestId('where').textContent;

const counts = { active: 0, drafts: 0, inactive: 2, closed: 5, templates: 1 };

describe('Jobs Management', () => {
  it('shows the four tabs with their counts, the tab of the URL and its empty message', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: counts },
      'GET /api/backoffice/job-postings': listOf('job-postings', []),
    });
    await openJobs('/jobs?tab=inactive');
    expect(await screen.findByRole('tab', { name: 'Inactive Postings (2)', selected: true })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Active Postings (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Closed Jobs (5)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Templates (1)' })).toBeTruthy();
    expect(await screen.findByText(messages.jobsAdmin.noInactivePostings)).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.jobsAdmin.newTemplate })).toBeTruthy();
  });

  it('counts active postings and drafts apart in the Active tab, and a posting marked inactive reads Inactive', async () => {
    const flagged = { ...payrollPosting, id: 'posting00000002', title: 'Flagged Officer', status: 'closed' as const };
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: { ...counts, active: 8, drafts: 9 } },
      'GET /api/backoffice/job-postings': listOf('job-postings', [{ ...flagged, is_inactive: true }]),
    });
    await openJobs('/jobs?tab=inactive');
    expect(await screen.findByRole('tab', { name: 'Active Postings (8 + 9 drafts)' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Flagged Officer' });
    expect(within(card).getByText(labels.jobsAdmin.statuses.inactive)).toBeTruthy();
    expect(within(card).queryByText(labels.jobsAdmin.statuses.closed)).toBeNull();
  });

  it('marks a posting whose text lacks its Arabic version, and only that one', async () => {
    const untranslated = { ...payrollPosting, id: 'posting00000003', title: 'Treasury Analyst', requirements_ar: null };
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: { ...counts, active: 2 } },
      'GET /api/backoffice/job-postings': listOf('job-postings', [payrollPosting, untranslated]),
    });
    await openJobs('/jobs?tab=active');
    const missing = await screen.findByRole('article', { name: 'Treasury Analyst' });
    expect(within(missing).getByText(labels.jobsAdmin.lacksArabic)).toBeTruthy();
    const translated = screen.getByRole('article', { name: 'Payroll Officer' });
    expect(within(translated).queryByText(labels.jobsAdmin.lacksArabic)).toBeNull();
  });

  it("links a posting's title to its page on the careers site, at the address the site serves it under", async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: { ...counts, active: 1 } },
      'GET /api/backoffice/job-postings': listOf('job-postings', [payrollPosting]),
    });
    await openJobs('/jobs?tab=active');
    const title = await screen.findByRole('link', { name: 'Payroll Officer' });
    expect(title.getAttribute('href')).toBe('/jobs/posting00000001/');
    expect(title.getAttribute('target')).toBe('_blank');
  });

  it('opens each dialog at its own path, keeps the tab while it is open, and a link opens it again', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: { ...counts, active: 1 } },
      'GET /api/backoffice/job-postings': listOf('job-postings', [payrollPosting]),
      'GET /api/backoffice/job-postings/posting00000001': { body: payrollPosting },
      'GET /api/backoffice/job-templates': listOf('job-templates', [payrollTemplate]),
      'GET /api/backoffice/job-templates/template000000000001': { body: payrollTemplate },
    });
    await openJobs('/jobs?tab=active');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Payroll Officer' });
    await user.click(within(card).getByRole('button', { name: labels.jobsAdmin.edit }));
    expect(where()).toBe('/jobs/posting00000001?tab=active');
    const editing = await screen.findByRole('dialog', { name: labels.jobsAdmin.editPosting });
    expect(within(editing).getByRole('textbox', { name: /^job title/i })).toHaveProperty('value', 'Payroll Officer');
    await user.click(within(editing).getByRole('button', { name: labels.dialogs.cancel }));
    await waitFor(() => expect(where()).toBe('/jobs?tab=active'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: labels.jobsAdmin.newTemplate }));
    expect(where()).toBe('/jobs/templates/create?tab=active');
    expect(await screen.findByRole('dialog', { name: labels.jobsAdmin.newTemplate })).toBeTruthy();
  });

  it('opens New Posting from a template at its link, prefilled from that template', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/job-postings/tab-counts': { body: counts },
      'GET /api/backoffice/job-templates': listOf('job-templates', [payrollTemplate]),
      'GET /api/backoffice/job-templates/template000000000001': { body: payrollTemplate },
    });
    await openJobs('/jobs/create?tab=templates&template=template000000000001');
    const dialog = await screen.findByRole('dialog', { name: labels.jobsAdmin.newPosting });
    expect(within(dialog).getByRole('textbox', { name: /^job title/i })).toHaveProperty('value', 'Payroll Officer');
    expect(within(dialog).getByRole('textbox', { name: /department/i })).toHaveProperty('value', 'Finance');
    // Its Arabic texts too, beside the English, written right to left.
    const arabicTitle = within(dialog).getByRole('textbox', { name: labels.jobsAdmin.fields.title_ar });
    expect(arabicTitle).toHaveProperty('value', 'مسؤول الرواتب');
    expect(arabicTitle.getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByRole('textbox', { name: labels.jobsAdmin.fields.requirements_ar })).toHaveProperty(
      'value',
      '- سنتان في الرواتب',
    );
    // The template's focus attributes come along, for every interviewer of the posting to rate.
    expect(within(dialog).getByRole('textbox', { name: labels.jobsAdmin.fields.focus_attribute_name })).toHaveProperty(
      'value',
      'Payroll accuracy',
    );
  });

  it('is refused to a role without manage_jobs, which asks for no jobs data', async () => {
    const server = serve({ 'GET /api/admin-auth/me': signedInAs('viewer') });
    await openJobs('/jobs');
    expect(await screen.findByText(/not authorized|access denied/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: labels.jobsAdmin.newTemplate })).toBeNull();
    expect(server.requests.filter((request) => request.includes('/backoffice/job-'))).toEqual([]);
  });
});
