import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, refusal, serve, signedInAs } from '../../test/server';
import { employeeDetail, renderHiredStaff } from './render-hired-staff';

const text = labels.hiredStaffAdmin;
const API = '/api/backoffice/hired-staff';
const ID = 'employee0004';
const PRIVATE = `GET ${API}/${ID}/private`;
const CPR_FILE = `GET ${API}/${ID}/documents/cpr`;
const privateData = {
  id: ID,
  cpr_number: '940312345',
  iban: 'BH67BMAG00001299123456',
  documents: [
    { kind: 'cpr', available: true },
    { kind: 'passport', available: true },
    { kind: 'certificates', available: false },
  ],
};

async function openDialog(role: Parameters<typeof signedInAs>[0], routes: Record<string, Answer> = {}) {
  const served = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    [`GET ${API}`]: { body: [], headers: { 'content-range': 'hired-staff */0' } },
    [`GET ${API}/${ID}`]: { body: employeeDetail(4) },
    [PRIVATE]: { body: privateData },
    ...routes,
  });
  await renderHiredStaff(`/hired-staff/${ID}`);
  const dialog = await screen.findByRole('dialog', { name: 'Employee 4' });
  return { dialog, served, user: userEvent.setup() };
}

/** The value beside a label in the dialog's description lists. */
const fieldValue = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextSibling?.textContent;

describe('the hired employee dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups every onboarding field: employment, personal, emergency contact and banking', async () => {
    const { dialog } = await openDialog('admin');
    for (const section of [
      text.sections.employment,
      text.sections.personal,
      text.sections.emergency,
      text.sections.banking,
    ]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeTruthy();
    }
    expect(within(dialog).getByText(messages.hiring.statusHired)).toBeTruthy();
    expect(fieldValue(dialog, text.fields.gender)).toBe('Female');
    expect(fieldValue(dialog, text.fields.birthdate)).toBe('12 Mar 1994');
    expect(fieldValue(dialog, text.fields.age)).toBe('32');
    expect(fieldValue(dialog, text.fields.marital_status)).toBe('Married');
    expect(fieldValue(dialog, text.fields.place_of_birth)).toBe('Muharraq');
    expect(fieldValue(dialog, text.fields.home_address)).toBe('Building 12, Road 34, Block 305, Manama');
    expect(fieldValue(dialog, text.fields.emergency_contact_name)).toBe('Ali Haddad');
    expect(fieldValue(dialog, text.fields.emergency_contact_phone)).toBe('+973 3900 1122');
    expect(fieldValue(dialog, text.fields.bank_name)).toBe('Bank of Bahrain and Kuwait');
    expect(fieldValue(dialog, text.fields.salary)).toBe('1,250.50 BHD per month');
    expect(fieldValue(dialog, text.fields.start_date)).toBe('1 Dec 2026');
  });

  it('shows an HR-grade admin the CPR number, IBAN and the documents, and downloads one', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cpr');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { dialog, user, served } = await openDialog('admin', {
      [CPR_FILE]: { headers: { 'content-disposition': 'attachment; filename="Employee_4_CPR.pdf"' } },
    });
    expect(await within(dialog).findByText('940312345')).toBeTruthy();
    expect(fieldValue(dialog, text.fields.iban)).toBe('BH67BMAG00001299123456');
    expect(within(dialog).getByRole('heading', { name: text.sections.documents })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: text.download(text.documents.passport) })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: text.download(text.documents.certificates) })).toBeNull();
    expect(within(dialog).getByText(text.notUploaded)).toBeTruthy();
    expect(within(dialog).queryByText(messages.hiredStaff.privateDataRestricted)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: text.download(text.documents.cpr) }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(served.requests).toContain(CPR_FILE);
  });

  it('says so when a document cannot be downloaded', async () => {
    const { dialog, user } = await openDialog('super_admin', { [CPR_FILE]: refusal(404, 'Not Found') });
    await user.click(await within(dialog).findByRole('button', { name: text.download(text.documents.cpr) }));
    expect(await within(dialog).findByText(messages.hiredStaff.documentDownloadFailed)).toBeTruthy();
  });

  it('shows a recruiter no CPR number, IBAN or documents, and never asks the server for them', async () => {
    const { dialog, served } = await openDialog('recruiter');
    expect(within(dialog).getByText(messages.hiredStaff.privateDataRestricted)).toBeTruthy();
    expect(within(dialog).queryByText(text.fields.cpr_number)).toBeNull();
    expect(within(dialog).queryByText(text.fields.iban)).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: text.sections.documents })).toBeNull();
    expect(within(dialog).queryAllByRole('button', { name: /^Download/ })).toHaveLength(0);
    expect(served.requests).not.toContain(PRIVATE);
  });

  it('says when the employee does not exist', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('admin'),
      [`GET ${API}`]: { body: [], headers: { 'content-range': 'hired-staff */0' } },
      [`GET ${API}/nosuchemployee1`]: refusal(404, messages.hiredStaff.notFound),
    });
    await renderHiredStaff('/hired-staff/nosuchemployee1');
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.hiredStaff.notFound);
  });
});
