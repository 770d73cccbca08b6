import { companyToday, labels, messages } from '@careers/shared/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, detail, layla, openDialog } from '../../../test/detail-dialog-fixture';
import { refusal } from '../../../test/server';

// Hire Candidate from the detail dialog's footer: the form's defaults and rules,
// what it sends, and the product's success and failure messages.

const HIRE = `POST ${API}/${layla.id}/hire`;
const text = labels.hireAdmin;
const DAY = 86_400_000;

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

async function openHire(routes = {}) {
  const opened = await openDialog({ status: 'interviewed' }, { routes });
  await opened.user.click(within(opened.dialog).getByRole('button', { name: detail.hireCandidate }));
  const form = await screen.findByRole('dialog', { name: detail.hireCandidate });
  return { ...opened, form };
}

async function fill(opened: Awaited<ReturnType<typeof openHire>>, startDate: string) {
  fireEvent.change(field(opened.form, text.startDate), { target: { value: startDate } });
  await opened.user.type(field(opened.form, text.salaryAmount), '1250.75');
  await opened.user.type(field(opened.form, text.department), 'Finance');
}

const submit = (opened: Awaited<ReturnType<typeof openHire>>) =>
  opened.user.click(within(opened.form).getByRole('button', { name: text.hire }));

describe('Hire Candidate', () => {
  it('starts with BHD, annual and full-time, and no start date before today in Bahrain', async () => {
    const { form } = await openHire();
    expect(within(form).getByRole('combobox', { name: new RegExp(text.currency) }).textContent).toBe('BHD');
    expect(within(form).getByRole('combobox', { name: new RegExp(text.frequency) }).textContent).toBe(
      text.frequencies.annual,
    );
    expect(within(form).getByRole('combobox', { name: new RegExp(text.employmentType) }).textContent).toBe('Full-time');
    expect(field(form, text.startDate).getAttribute('min')).toBe(companyToday());
    expect(field(form, text.salaryAmount).getAttribute('step')).toBe('0.01');
  });

  it('checks the form with the shared rules before asking the server', async () => {
    const opened = await openHire();
    await submit(opened);
    expect(within(opened.form).getAllByText(messages.validation.required).length).toBeGreaterThan(0);
    expect(within(opened.form).getByText(messages.validation.amountRequired)).toBeTruthy();
    await fill(opened, companyToday(new Date(Date.now() - 2 * DAY)));
    await submit(opened);
    expect(await within(opened.form).findByText(messages.validation.dateNotInPast)).toBeTruthy();
    expect(opened.server.requests).not.toContain(HIRE);
  });

  it('sends the checked form with its defaults and says the candidate is hired', async () => {
    const answer = { data: { ...layla, status: 'hired', hired: true }, email_sent: true, message: 'ok' };
    const opened = await openHire({ [HIRE]: { body: answer } });
    const start = companyToday();
    await fill(opened, start);
    await submit(opened);
    expect(await screen.findByText(messages.hiring.hireSucceeded)).toBeTruthy();
    expect(opened.server.bodies.get(HIRE)).toEqual([
      {
        start_date: start,
        salary_amount: 1250.75,
        salary_currency: 'BHD',
        salary_frequency: 'annual',
        employment_type: 'full-time',
        department: 'Finance',
      },
    ]);
    // The notice bears the dialog's title; the form itself is gone.
    await waitFor(() => expect(screen.queryByLabelText(new RegExp(`^${text.startDate}`))).toBeNull());
  });

  it('a server failure reads Failed to process hire', async () => {
    const failed = await openHire({ [HIRE]: refusal(500, 'Internal Server Error') });
    await fill(failed, companyToday());
    await submit(failed);
    expect(await screen.findByText(messages.hiring.hireFailed)).toBeTruthy();
  });

  it('a refusal says why (hired meanwhile by someone else)', async () => {
    const refused = await openHire({ [HIRE]: refusal(400, messages.applications.candidateHired) });
    await fill(refused, companyToday());
    await submit(refused);
    expect(await screen.findByText(messages.applications.candidateHired)).toBeTruthy();
    // Still open, to correct or cancel.
    expect(field(refused.form, text.department)).toBeTruthy();
  });

  it('says so when the hire stands but its e-mail cannot go', async () => {
    const answer = { data: layla, email_sent: false, message: messages.applications.statusHiredEmailFailed };
    const opened = await openHire({ [HIRE]: { body: answer } });
    await fill(opened, companyToday());
    await submit(opened);
    expect(await screen.findByText(messages.applications.statusHiredEmailFailed)).toBeTruthy();
  });

  it('is not offered without manage_applications', async () => {
    const viewer = await openDialog({}, { role: 'viewer' });
    // Absent once the viewer's role is known, not merely before it is.
    expect((await screen.findByTestId('access-known')).dataset.allowed).toBe('false');
    expect(within(viewer.dialog).queryByRole('button', { name: detail.shortlist })).toBeNull();
    expect(within(viewer.dialog).queryByRole('button', { name: detail.hireCandidate })).toBeNull();
  });
});
