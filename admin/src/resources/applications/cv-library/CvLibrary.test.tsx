import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationRow, FACETS, renderApplications } from '../../../test/render-applications';
import { type Answer, serve, signedInAs } from '../../../test/server';

const text = labels.applicationsAdmin.cvLibrary;
const PLAN = 'POST /api/backoffice/applications/cv-archive/plan';

function list(rows: ReturnType<typeof applicationRow>[]): Answer {
  return { body: rows, headers: { 'content-range': `applications 0-${rows.length - 1}/${rows.length}` } };
}

describe('CV Library', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Download Selected fetches the ZIP of the chosen CVs and reports the server’s counts', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cvs');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const served = serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      'GET /api/backoffice/applications': list([
        applicationRow(1),
        applicationRow(2),
        applicationRow(3, { has_cv: false }),
      ]),
      [PLAN]: { body: { withCv: 2, withoutCv: 1 } },
      'POST /api/backoffice/applications/cv-archive': {
        headers: { 'x-cv-count': '1', 'x-cv-failed': '1', 'content-disposition': 'attachment; filename="CVs.zip"' },
      },
    });
    await renderApplications('/applications/cv-library');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: labels.applicationsList.selectAll }));
    await user.click(await screen.findByRole('button', { name: text.downloadSelected }));
    const result = await screen.findByRole('dialog', { name: messages.applications.downloadComplete });
    expect(result.textContent).toContain(messages.applications.downloadSummary(1, 1));
    // Only the chosen applications that have a CV are asked for.
    expect(served.bodies.get('POST /api/backoffice/applications/cv-archive')).toEqual([
      { ids: ['application0001', 'application0002'] },
    ]);
    expect(saved).toHaveBeenCalledOnce();
  });

  it('lists every application of its own filters, and counts the CVs of the view', async () => {
    const filters: unknown[] = [];
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      'GET /api/backoffice/applications': ({ url }) => {
        filters.push(JSON.parse(url.searchParams.get('filter') ?? '{}'));
        return list([applicationRow(1, { job_title: null }), applicationRow(2, { status: 'hired' })]);
      },
      [PLAN]: { body: { withCv: 2, withoutCv: 0 } },
    });
    await renderApplications('/applications/cv-library?nationality=Bahraini&status=hired');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    const first = (await screen.findByText('Applicant 1')).closest('tr') as HTMLElement;
    expect(within(first).getByText(messages.common.notAvailable)).toBeTruthy();
    expect(filters.at(-1)).toEqual({ nationality: ['Bahraini'], status: ['hired'], archive: 'all' });
    expect(await screen.findByRole('button', { name: messages.applications.downloadAllCvs(2) })).toBeTruthy();
  });

  it('an erased candidate’s row says Erased and offers no download or choice for the ZIP', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      'GET /api/backoffice/applications': list([
        applicationRow(1),
        applicationRow(2, {
          full_name: messages.privacy.erasedCandidate,
          email: '',
          has_cv: false,
          is_archived: true,
          erased_at: '2026-11-21T08:00:00.000Z',
        }),
      ]),
      [PLAN]: { body: { withCv: 1, withoutCv: 1 } },
    });
    await renderApplications('/applications/cv-library');
    const erased = (await screen.findByText(messages.privacy.erasedCandidate)).closest('tr') as HTMLElement;
    expect(within(erased).getByText(messages.privacy.erasedField)).toBeTruthy();
    expect(within(erased).queryByRole('button', { name: text.download })).toBeNull();
    expect(within(erased).queryByRole('checkbox')).toBeNull();
    const kept = screen.getByText('Applicant 1').closest('tr') as HTMLElement;
    expect(within(kept).getByRole('button', { name: text.download })).toBeTruthy();
    expect(within(kept).queryByText(messages.privacy.erasedField)).toBeNull();
    // Select all chooses only the candidates whose CVs are still there.
    await userEvent.setup().click(screen.getByRole('checkbox', { name: labels.applicationsList.selectAll }));
    expect(await screen.findByText(messages.applications.cvsSelected(1))).toBeTruthy();
  });

  it('a selection shows its banner; Clear Selection removes it', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      'GET /api/backoffice/applications': list([applicationRow(1), applicationRow(2)]),
      [PLAN]: { body: { withCv: 2, withoutCv: 0 } },
    });
    await renderApplications('/applications/cv-library');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: labels.applicationsList.selectAll }));
    expect(await screen.findByText(messages.applications.cvsSelected(2))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.clearSelection }));
    await waitFor(() => expect(screen.queryByText(messages.applications.cvsSelected(2))).toBeNull());
  });

  it('Download All CVs with none in the view says No CVs', async () => {
    const served = serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      'GET /api/backoffice/applications': list([applicationRow(1, { has_cv: false })]),
      [PLAN]: { body: { withCv: 0, withoutCv: 1 } },
    });
    await renderApplications('/applications/cv-library');
    await userEvent.setup().click(await screen.findByRole('button', { name: messages.applications.downloadAllCvs(0) }));
    const dialog = await screen.findByRole('dialog', { name: messages.applications.noCvs });
    expect(dialog.textContent).toContain(messages.applications.noCvsInView);
    expect(served.requests).not.toContain('POST /api/backoffice/applications/cv-archive');
  });

  it('the tabs keep each list’s own query', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      'GET /api/backoffice/applications': list([applicationRow(1)]),
      [PLAN]: { body: { withCv: 1, withoutCv: 0 } },
    });
    await renderApplications('/applications?ai=high');
    await screen.findByText('Applicant 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: labels.applicationsAdmin.tabs.cvLibrary }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/applications/cv-library'));
    await screen.findByRole('heading', { name: text.title });
    await user.click(screen.getByRole('tab', { name: labels.applicationsAdmin.tabs.applications }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/applications?ai=high'));
  });
});
