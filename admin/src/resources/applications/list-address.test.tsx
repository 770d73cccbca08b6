import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applicationRow, FACETS, renderApplications } from '../../test/render-applications';
import { type Answer, serve, signedInAs } from '../../test/server';

// The list runs on react-admin's list controller with our readable address (UrlListStore): these are
// the behaviours that bridge owns: history, the search's one entry, and selection across pages.

const LIST = 'GET /api/backoffice/applications';
const ARCHIVE = 'POST /api/backoffice/applications/cv-archive';
const text = labels.applicationsAdmin;
const address = () => screen.getByTestId('address').textContent ?? '';

function serveList(total: number) {
  const ranges: string[] = [];
  const served = serve({
    'GET /api/admin-auth/me': signedInAs('recruiter'),
    'GET /api/backoffice/applications/facets': FACETS,
    [LIST]: ({ url }): Answer => {
      ranges.push(url.searchParams.get('range') ?? '');
      const [from, to] = JSON.parse(url.searchParams.get('range') ?? '[0,19]') as [number, number];
      const last = Math.min(to, total - 1);
      const rows = Array.from({ length: last - from + 1 }, (_, index) => applicationRow(from + index + 1));
      return { body: rows, headers: { 'content-range': `applications ${from}-${last}/${total}` } };
    },
    [ARCHIVE]: {
      headers: { 'x-cv-count': '2', 'x-cv-failed': '0', 'content-disposition': 'attachment; filename="CVs.zip"' },
    },
  });
  return { served, ranges };
}

describe('the applications list’s address', () => {
  it('Back returns to the previous page of the list, and the list follows', async () => {
    const { ranges } = serveList(60);
    await renderApplications('/applications?status=new');
    await screen.findByText('Applicant 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.pagination.next }));
    await screen.findByText('Applicant 21');
    expect(address()).toBe('/applications?status=new&page=2');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText('Applicant 1');
    expect(address()).toBe('/applications?status=new');
    expect(ranges.at(-1)).toBe('[0,19]');
    const nav = screen.getByRole('navigation', { name: labels.applicationsList.pagination });
    expect(
      within(nav)
        .getByRole('button', { name: labels.applicationsList.page(1) })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('follows Back to an address as a link gave it (?page=1 spelled out) without rewriting it', async () => {
    const { ranges } = serveList(60);
    await renderApplications('/applications?status=new&page=1');
    await screen.findByText('Applicant 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.pagination.next }));
    await screen.findByText('Applicant 21');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText('Applicant 1');
    // Rewritten, it would be a new history entry that Back returns to forever.
    expect(address()).toBe('/applications?status=new&page=1');
    expect(ranges.at(-1)).toBe('[0,19]');
  });

  it('typing a search replaces the history entry, so Back leaves the search instead of undoing it', async () => {
    serveList(60);
    await renderApplications('/applications');
    await screen.findByText('Applicant 1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.pagination.next }));
    await waitFor(() => expect(address()).toBe('/applications?page=2'));
    await user.type(screen.getByRole('searchbox', { name: labels.applicationsList.search }), 'Applicant');
    // The search waits for a pause in typing, then the list's params go through react-admin's next tick.
    await waitFor(() => expect(address()).toBe('/applications?q=Applicant'));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('/applications'));
  });

  it('keeps rows chosen on other pages for Download CVs, and a new filter starts with none', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cvs');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { served } = serveList(60);
    await renderApplications('/applications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: labels.applicationsList.selectRow('Applicant 1') }));
    await user.click(screen.getByRole('button', { name: text.pagination.next }));
    await user.click(await screen.findByRole('checkbox', { name: labels.applicationsList.selectRow('Applicant 21') }));
    await user.click(screen.getByRole('button', { name: text.bulk.downloadCvs }));
    await screen.findByRole('dialog', { name: messages.applications.downloadComplete });
    expect(served.bodies.get(ARCHIVE)).toEqual([{ ids: ['application0001', 'application0021'] }]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: text.filters.archiveStatus }));
    await user.click(await screen.findByRole('option', { name: text.archive.all }));
    await waitFor(() => expect(address()).toBe('/applications?archive=all'));
    const first = await screen.findByRole('checkbox', { name: labels.applicationsList.selectRow('Applicant 1') });
    expect((first as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: text.bulk.downloadCvs }));
    const none = await screen.findByRole('dialog', { name: messages.applications.noSelection });
    expect(within(none).getByText(messages.applicationsList.selectFirst)).toBeTruthy();
  });
});
