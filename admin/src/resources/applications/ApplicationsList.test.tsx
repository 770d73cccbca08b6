import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18n-provider';
import { applicationRow, FACETS, renderApplications } from '../../test/render-applications';
import { type Answer, serve, signedInAs } from '../../test/server';
import type { ApplicationRow } from './application-row';

const LIST = 'GET /api/backoffice/applications';
const text = labels.applicationsAdmin;

/** A page of `total` applications, as the list answers it for the range asked. */
function pagedList(total: number, rows: (n: number) => ApplicationRow = (n) => applicationRow(n)) {
  return ({ url }: { url: URL }): Answer => {
    const [from, to] = JSON.parse(url.searchParams.get('range') ?? '[0,19]') as [number, number];
    const last = Math.min(to, total - 1);
    const page = Array.from({ length: Math.max(0, last - from + 1) }, (_, index) => rows(from + index + 1));
    return { body: page, headers: { 'content-range': `applications ${from}-${last}/${total}` } };
  };
}

function serveList(
  total: number,
  extra: Parameters<typeof serve>[0] = {},
  role: Parameters<typeof signedInAs>[0] = 'recruiter',
) {
  const urls: URL[] = [];
  const list = pagedList(total);
  const server = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    'GET /api/backoffice/applications/facets': FACETS,
    [LIST]: (request) => {
      urls.push(request.url);
      return list(request);
    },
    ...extra,
  });
  return { server, urls };
}

const address = () => screen.getByTestId('address').textContent ?? '';
const lastFilter = (urls: URL[]) =>
  JSON.parse(urls.at(-1)?.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

describe('Applications list', () => {
  it('names each score band with its range, for the AI score and the interview score', async () => {
    serveList(5);
    await renderApplications('/applications');
    const user = userEvent.setup();
    const optionsOf = async (filter: string) => {
      await user.click(await screen.findByRole('combobox', { name: filter }));
      const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      return names;
    };
    expect(await optionsOf(text.filters.aiScore)).toEqual([
      'High (80-100)',
      'Medium (60-79)',
      'Low (0-59)',
      'Scored',
      'Unscored',
    ]);
    expect(await optionsOf(text.filters.interviewScore)).toEqual([
      'High (8-10)',
      'Medium (5-7)',
      'Low (0-4)',
      'Scored',
      'Unscored',
    ]);
  });

  it('reads its filters and page from the URL and sends them, symbolic, to the server', async () => {
    const { urls } = serveList(240);
    await renderApplications('/applications?status=new,reviewed&ai=high&applied=last_7_days&page=2');
    expect(await screen.findByText('Applicant 21')).toBeTruthy();
    expect(lastFilter(urls)).toEqual({
      status: ['new', 'reviewed'],
      ai_score: ['high'],
      date_range: 'last_7_days',
      archive: 'active',
    });
    expect(urls.at(-1)?.searchParams.get('range')).toBe('[20,39]');
    expect(screen.getByText(messages.applications.showingXofY(240, 240))).toBeTruthy();
    expect(screen.getByText(messages.applications.showingRange(21, 40, 240))).toBeTruthy();
  });

  it('shows first, last and two either side of the page, with gaps, at 12 pages', async () => {
    serveList(240);
    await renderApplications('/applications?page=6');
    const nav = await screen.findByRole('navigation', { name: labels.applicationsList.pagination });
    await within(nav).findByRole('button', { name: labels.applicationsList.page(6) });
    const numbers = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(numbers).toEqual([
      text.pagination.first,
      text.pagination.previous,
      '1',
      '4',
      '5',
      '6',
      '7',
      '8',
      '12',
      text.pagination.next,
      text.pagination.last,
    ]);
    expect(nav.textContent?.match(/…/g)).toHaveLength(2);
    expect(
      within(nav)
        .getByRole('button', { name: labels.applicationsList.page(6) })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('a filter change goes back to page 1 and keeps the other filters', async () => {
    const { urls } = serveList(240);
    await renderApplications('/applications?ai=high&page=3');
    await screen.findByText('Applicant 41');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: text.filters.archiveStatus }));
    await user.click(await screen.findByRole('option', { name: text.archive.all }));
    await waitFor(() => expect(address()).toBe('/applications?ai=high&archive=all'));
    await waitFor(() => expect(lastFilter(urls)).toEqual({ ai_score: ['high'], archive: 'all' }));
    expect(urls.at(-1)?.searchParams.get('range')).toBe('[0,19]');
  });

  it('Next and a page size change keep the filters in the URL', async () => {
    serveList(240);
    await renderApplications('/applications?status=new');
    await screen.findByText('Applicant 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.pagination.next }));
    await waitFor(() => expect(address()).toBe('/applications?status=new&page=2'));
    await user.click(screen.getByRole('combobox', { name: labels.applicationsList.perPage }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(address()).toBe('/applications?status=new&per_page=50'));
  });

  it('Scorecards awaiting sends scorecards_awaiting and keeps it in the URL', async () => {
    const { urls } = serveList(240);
    await renderApplications('/applications?status=interviewed&page=2');
    await screen.findByText('Applicant 21');
    await userEvent.setup().click(screen.getByRole('switch', { name: messages.scorecards.awaitingFilter }));
    await waitFor(() => expect(address()).toBe('/applications?status=interviewed&scorecards_awaiting=1'));
    await waitFor(() =>
      expect(lastFilter(urls)).toEqual({ status: ['interviewed'], archive: 'active', scorecards_awaiting: true }),
    );
  });

  it('shows the scorecards’ verdict on a row, whole in its title', async () => {
    const summary = {
      submitted: 2,
      expected: 3,
      awaiting: 1,
      counts: { strong_yes: 1, yes: 0, no: 0, definitely_not: 1, no_decision: 0 },
    };
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      [LIST]: pagedList(2, (n) => applicationRow(n, { scorecards: n === 1 ? summary : null })),
    });
    await renderApplications('/applications');
    const row = (await screen.findByText('Applicant 1')).closest('tr') as HTMLElement;
    const chip = within(row).getByTestId('scorecards-chip');
    expect(chip.textContent).toBe('2/3 · 1 Strong Yes, 1 Definitely Not');
    expect(chip.getAttribute('title')).toBe(
      messages.scorecards.chipTitle(messages.scorecards.summary(2, 3, '1 Strong Yes, 1 Definitely Not')),
    );
    const other = screen.getByText('Applicant 2').closest('tr') as HTMLElement;
    expect(within(other).queryByTestId('scorecards-chip')).toBeNull();
  });

  it('Clear All Filters empties the query', async () => {
    serveList(3);
    await renderApplications('/applications?nationality=Bahraini&interview=scored&page=1');
    await screen.findByText('Applicant 1');
    await userEvent.setup().click(screen.getByRole('button', { name: messages.applications.clearAllFilters }));
    await waitFor(() => expect(address()).toBe('/applications'));
  });

  it('says so when nothing matches', async () => {
    serveList(0);
    await renderApplications('/applications?q=nobody');
    expect(await screen.findByText(messages.applications.noApplicationsFound)).toBeTruthy();
  });

  it('shows badges, Not specified, the interview chip, and Details keeps the query', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      [LIST]: pagedList(1, (n) =>
        applicationRow(n, { is_duplicate_applicant: true, is_ageing: true, nationality: '', interview_score: 9 }),
      ),
    });
    await renderApplications('/applications?status=new');
    const row = (await screen.findByText('Applicant 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText(messages.applications.duplicateBadge)).toBeTruthy();
    expect(within(row).getByText(labels.applicationsList.ageing)).toBeTruthy();
    expect(within(row).getByText(messages.applications.notSpecified)).toBeTruthy();
    expect(within(row).getByText(labels.applicationsList.interviewScore(9))).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: text.details }));
    await waitFor(() => expect(address()).toBe('/applications/application0001?status=new'));
  });

  it('shows Applied in Bahrain: 22:30 UTC on the 20th is 01:30 on the 21st, in any browser zone', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      [LIST]: pagedList(1, (n) => applicationRow(n, { created_at: '2026-11-20T22:30:00.000Z' })),
    });
    await renderApplications('/applications');
    const row = (await screen.findByText('Applicant 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('21 Nov 2026, 01:30')).toBeTruthy();
  });
});

describe('status select', () => {
  it('posts the list rule and shows the server’s message; the list reloads', async () => {
    const STATUS = 'POST /api/backoffice/applications/application0001/status';
    const { server, urls } = serveList(2, {
      [STATUS]: {
        body: { data: { id: 'application0001', status: 'rejected', is_archived: true }, message: 'Status updated' },
      },
    });
    await renderApplications('/applications');
    const row = (await screen.findByText('Applicant 1')).closest('tr') as HTMLElement;
    const asked = urls.length;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain(labels.applicationsList.statuses.pending);
    await user.click(screen.getByRole('option', { name: labels.applicationsList.statuses.rejected }));
    expect(await screen.findByText('Status updated')).toBeTruthy();
    expect(server.bodies.get(STATUS)).toEqual([{ status: 'rejected', source: 'list' }]);
    await waitFor(() => expect(urls.length).toBeGreaterThan(asked));
  });
});

describe('bulk actions', () => {
  // Read under an open result dialog too (the page behind it is hidden from the accessibility tree).
  const checked = (name: string) =>
    (screen.getByRole('checkbox', { name: labels.applicationsList.selectRow(name), hidden: true }) as HTMLInputElement)
      .checked;

  /** Reject with Email, then Send Rejection Emails in its confirmation. */
  async function confirmReject(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: text.bulk.rejectWithEmail }));
    const confirm = await screen.findByRole('dialog', { name: messages.applications.sendRejectionEmails });
    await user.click(within(confirm).getByRole('button', { name: messages.applications.sendRejectionEmails }));
  }

  async function selectFirstTwo() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: labels.applicationsList.selectRow('Applicant 1') }));
    await user.click(screen.getByRole('checkbox', { name: labels.applicationsList.selectRow('Applicant 2') }));
    return user;
  }

  it('without a selection says No Selection', async () => {
    serveList(2);
    await renderApplications('/applications');
    await screen.findByText('Applicant 1');
    await userEvent.setup().click(screen.getByRole('button', { name: text.bulk.rejectWithEmail }));
    expect(await screen.findByRole('dialog', { name: messages.applications.noSelection })).toBeTruthy();
  });

  it('Reject with Email asks first, then reports Success and Failed counts', async () => {
    const REJECT = 'POST /api/backoffice/applications/bulk/reject';
    const { server } = serveList(3, {
      [REJECT]: {
        body: {
          results: [
            { id: 'application0001', ok: true },
            { id: 'application0002', ok: false, error: 'x' },
          ],
        },
      },
    });
    await renderApplications('/applications');
    const user = await selectFirstTwo();
    await user.click(screen.getByRole('button', { name: text.bulk.rejectWithEmail }));
    const confirm = await screen.findByRole('dialog', { name: messages.applications.sendRejectionEmails });
    expect(server.requests).not.toContain(REJECT);
    await user.click(within(confirm).getByRole('button', { name: messages.applications.sendRejectionEmails }));
    const result = await screen.findByRole('dialog', { name: messages.applications.rejectionEmailsSent });
    expect(server.bodies.get(REJECT)).toEqual([{ ids: ['application0001', 'application0002'] }]);
    expect(within(result).getByText(`${text.results.success}:`).nextSibling?.textContent).toBe('1');
    expect(within(result).getByText(`${text.results.failed}:`).nextSibling?.textContent).toBe('1');
    expect(within(result).queryByText(`${text.results.alreadyRejected}:`)).toBeNull();
    // The one that failed stays chosen for another try; the one rejected does not.
    await user.click(within(result).getByRole('button', { name: /ok|close/i }));
    await waitFor(() => expect(checked('Applicant 1')).toBe(false));
    expect(checked('Applicant 2')).toBe(true);
  });

  it('keeps the whole selection when Reject with Email fails, with the Error title and a clear message', async () => {
    const REJECT = 'POST /api/backoffice/applications/bulk/reject';
    serveList(3, { [REJECT]: { status: 500, body: { error: { status: 500, message: 'Internal Server Error' } } } });
    await renderApplications('/applications');
    const user = await selectFirstTwo();
    await confirmReject(user);
    const error = await screen.findByRole('dialog', { name: messages.applications.error });
    expect(error.textContent).toContain(messages.applicationsList.rejectFailed);
    expect(error.textContent).not.toContain('Internal Server Error');
    expect([checked('Applicant 1'), checked('Applicant 2')]).toEqual([true, true]);
  });

  it('Reject with Email counts the applications already rejected beside Success and Failed', async () => {
    const REJECT = 'POST /api/backoffice/applications/bulk/reject';
    serveList(3, {
      [REJECT]: {
        body: {
          results: [
            { id: 'application0001', ok: true },
            { id: 'application0002', ok: true, skipped: true },
          ],
        },
      },
    });
    await renderApplications('/applications');
    const user = await selectFirstTwo();
    await confirmReject(user);
    const result = await screen.findByRole('dialog', { name: messages.applications.rejectionEmailsSent });
    const count = (label: string) => within(result).getByText(`${label}:`).nextSibling?.textContent;
    expect([count(text.results.success), count(text.results.failed), count(text.results.alreadyRejected)]).toEqual([
      '1',
      '0',
      '1',
    ]);
    expect(result.textContent).toContain(messages.applicationsList.rejectSummary(1, 0, 1));
  });

  it('Download CVs says No CVs Found when no chosen application has a CV', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      'GET /api/backoffice/applications/facets': FACETS,
      [LIST]: pagedList(2, (n) => applicationRow(n, { has_cv: false })),
    });
    await renderApplications('/applications');
    const user = await selectFirstTwo();
    await user.click(screen.getByRole('button', { name: text.bulk.downloadCvs }));
    expect(await screen.findByRole('dialog', { name: messages.applications.noCvsFound })).toBeTruthy();
  });

  it('Run AI Analysis confirms, follows the run and reports errors with counts', async () => {
    const progress = (processed: number, failed: number) => ({
      id: 'batch1',
      total: 2,
      processed,
      succeeded: processed - failed,
      failed,
      done: processed === 2,
      progress_text: messages.scoring.progress(processed, 2, processed - failed, failed),
      failures: [],
      created_at: '2026-11-23T10:00:00.000Z',
    });
    const { server } = serveList(2, {
      'POST /api/backoffice/applications/analysis': { status: 202, body: progress(0, 0) },
      'GET /api/backoffice/applications/analysis/batch1': { body: progress(2, 1) },
    });
    await renderApplications('/applications');
    const user = await selectFirstTwo();
    await user.click(screen.getByRole('button', { name: text.bulk.runAiAnalysis }));
    const confirm = await screen.findByRole('dialog', { name: messages.applications.runAiAnalysis });
    expect(confirm.textContent).toContain(messages.applications.runAiAnalysisConfirm(2));
    await user.click(within(confirm).getByRole('button', { name: text.bulk.runAiAnalysis }));
    const result = await screen.findByRole('dialog', { name: messages.applications.aiAnalysisCompletedWithErrors });
    expect(result.textContent).toContain(messages.scoring.progress(2, 2, 1, 1));
    expect(server.bodies.get('POST /api/backoffice/applications/analysis')).toEqual([
      { ids: ['application0001', 'application0002'] },
    ]);
    // A run with failures keeps the selection, to run again.
    expect([checked('Applicant 1'), checked('Applicant 2')]).toEqual([true, true]);
  });
});

describe('permissions', () => {
  it('an admin without manage_applications sees no list and no actions', async () => {
    const { urls } = serveList(2, {}, 'viewer');
    await renderApplications('/applications');
    expect(await screen.findByText(i18nProvider.translate('ra.page.access_denied'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.bulk.rejectWithEmail })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(urls).toHaveLength(0);
  });
});
