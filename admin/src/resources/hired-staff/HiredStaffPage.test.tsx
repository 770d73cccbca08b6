import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeDetail, employeeRow, renderHiredStaff } from '../../test/render-hired-staff';
import { type Answer, refusal, serve, signedInAs } from '../../test/server';

const text = labels.hiredStaffAdmin;
const LIST = 'GET /api/backoffice/hired-staff';

function page(rows: ReturnType<typeof employeeRow>[], total = rows.length): Answer {
  return {
    body: rows,
    headers: { 'content-range': rows.length ? `hired-staff 0-${rows.length - 1}/${total}` : `hired-staff */${total}` },
  };
}

describe('Hired Staff', () => {
  it("shows a skeleton, then 'Total Hired' and the rows in the server's hired-date order, each Hired", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const sorts: unknown[] = [];
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      [LIST]: ({ url }) => {
        sorts.push(JSON.parse(url.searchParams.get('sort') ?? 'null'));
        return new Promise<Answer>((resolve) => {
          answer = resolve;
        });
      },
    });
    await renderHiredStaff();
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    answer(
      page([employeeRow(3), employeeRow(2, { onboarding_completed: false, department: null }), employeeRow(1)], 41),
    );

    const table = await screen.findByRole('table', { name: labels.adminNav.hiredStaff });
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0));
    expect(sorts[0]).toEqual(['hired_date', 'DESC']);
    const total = within(screen.getByRole('region', { name: messages.hiring.totalHired }));
    expect(total.getByText(messages.hiring.totalHired)).toBeTruthy();
    expect(total.getByTestId('total-hired').textContent).toBe('41');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Employee 3',
      'Employee 2',
      'Employee 1',
    ]);
    for (const row of rows) expect(within(row).getByText(messages.hiring.statusHired)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(text.onboardingCompleted)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(text.onboardingPending)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(messages.common.notAvailable)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Finance')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('1 Dec 2026')).toBeTruthy();
    // The back office's own pagination words, not MUI's built-in English.
    expect(screen.getByText(text.showingRange(1, 20, 41))).toBeTruthy();
    expect(screen.queryByText(/Rows per page/)).toBeNull();
  });

  it('says so when the list cannot be read, never a skeleton for ever, and Retry reads it again', async () => {
    let fail = true;
    serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      [LIST]: () => (fail ? refusal(500, 'Internal Server Error') : page([employeeRow(1)])),
    });
    await renderHiredStaff();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.hiredStaff.listFailed);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.queryByRole('table', { busy: true })).toBeNull();
    expect(screen.getByTestId('total-hired').textContent).toBe(messages.common.notAvailable);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: text.retry }));
    expect(await screen.findByText('Employee 1')).toBeTruthy();
    expect(screen.getByTestId('total-hired').textContent).toBe('1');
  });

  it('says when nobody has been hired yet', async () => {
    serve({ 'GET /api/admin-auth/me': signedInAs('recruiter'), [LIST]: page([]) });
    await renderHiredStaff();
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(screen.getByTestId('total-hired').textContent).toBe('0');
  });

  it('opens the detail dialog at /hired-staff/:id from a row click, and Close comes back to the list', async () => {
    const served = serve({
      'GET /api/admin-auth/me': signedInAs('recruiter'),
      [LIST]: page([employeeRow(1), employeeRow(2)]),
      'GET /api/backoffice/hired-staff/employee0002': { body: employeeDetail(2) },
    });
    await renderHiredStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Accountant 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Employee 2' });
    expect(screen.getByTestId('where').textContent).toBe('/hired-staff/employee0002');
    expect(within(dialog).getByText('Bank of Bahrain and Kuwait')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/hired-staff');
    // The list is read again after the dialog closes.
    expect(served.requests.filter((request) => request === LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('is closed to an admin who may not read applications, and asks the server nothing', async () => {
    const served = serve({ 'GET /api/admin-auth/me': signedInAs('viewer'), [LIST]: page([employeeRow(1)]) });
    await renderHiredStaff();
    await waitFor(() => expect(served.requests).toContain('GET /api/admin-auth/me'));
    expect(await screen.findByText(/not authorized|access denied/i)).toBeTruthy();
    expect(served.requests).not.toContain(LIST);
  });
});
