import { labels, messages } from '@careers/shared/client';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { employeeDetail, renderHiredStaff } from '../../test/render-hired-staff';
import { type Answer, refusal, serve, signedInAs } from '../../test/server';
import HiredEmployeeDialog from './HiredEmployeeDialog';

const text = labels.hiredStaffAdmin;
const form = labels.onboardingForm;
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
  // The first render of a file pays for loading MUI: room for a loaded machine.
  const dialog = await screen.findByRole('dialog', { name: 'Employee 4' });
  return { dialog, served, user: userEvent.setup() };
}

/** The value beside a label in the dialog's description lists. */
const fieldValue = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextSibling?.textContent;

describe('the hired employee dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups every onboarding field: employment, personal, emergency contact and banking', async () => {
    const { dialog } = await openDialog('admin');
    for (const section of [text.sections.employment, form.personal, form.emergency, form.banking]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeTruthy();
    }
    expect(within(dialog).getByText(messages.hiring.statusHired)).toBeTruthy();
    expect(fieldValue(dialog, form.gender)).toBe('Female');
    expect(fieldValue(dialog, form.birthdate)).toBe('12 Mar 1994');
    expect(fieldValue(dialog, form.age)).toBe('32');
    expect(fieldValue(dialog, form.marital_status)).toBe('Married');
    expect(fieldValue(dialog, form.place_of_birth)).toBe('Muharraq');
    expect(fieldValue(dialog, form.home_address)).toBe('Building 12, Road 34, Block 305, Manama');
    expect(fieldValue(dialog, form.emergency_contact_name)).toBe('Ali Haddad');
    expect(fieldValue(dialog, form.emergency_contact_phone)).toBe('+973 3900 1122');
    expect(fieldValue(dialog, form.bank_name)).toBe('Bank of Bahrain and Kuwait');
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
    expect(fieldValue(dialog, form.iban)).toBe('BH67BMAG00001299123456');
    expect(within(dialog).getByRole('heading', { name: form.documents })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: text.download(form.passport) })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: text.download(form.certificates) })).toBeNull();
    expect(within(dialog).getByText(text.notUploaded)).toBeTruthy();
    expect(within(dialog).queryByText(messages.hiredStaff.privateDataRestricted)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: text.download(form.cpr) }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(served.requests).toContain(CPR_FILE);
  });

  it('says so when a document cannot be downloaded', async () => {
    const { dialog, user } = await openDialog('super_admin', { [CPR_FILE]: refusal(404, 'Not Found') });
    await user.click(await within(dialog).findByRole('button', { name: text.download(form.cpr) }));
    expect(await within(dialog).findByText(messages.hiredStaff.documentDownloadFailed)).toBeTruthy();
  });

  it('shows a recruiter no CPR number, IBAN or documents, and never asks the server for them', async () => {
    const { dialog, served } = await openDialog('recruiter');
    // The note shows only once the recruiter's access is known: what is absent is absent for the role.
    expect(await within(dialog).findByText(messages.hiredStaff.privateDataRestricted)).toBeTruthy();
    expect(within(dialog).queryByText(form.cpr_number)).toBeNull();
    expect(within(dialog).queryByText(form.iban)).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: form.documents })).toBeNull();
    expect(within(dialog).queryAllByRole('button', { name: /^Download/ })).toHaveLength(0);
    expect(served.requests).not.toContain(PRIVATE);
  });

  it('says nothing of the private data until the access of the admin is known, then shows it to HR', async () => {
    let session: (answer: Answer) => void = () => undefined;
    let privateAnswer: (answer: Answer) => void = () => undefined;
    const served = serve({
      'GET /api/admin-auth/me': () =>
        new Promise<Answer>((resolve) => {
          session = resolve;
        }),
      [`GET ${API}`]: { body: [], headers: { 'content-range': 'hired-staff */0' } },
      [`GET ${API}/${ID}`]: { body: employeeDetail(4) },
      [PRIVATE]: () =>
        new Promise<Answer>((resolve) => {
          privateAnswer = resolve;
        }),
    });
    // The dialog alone (its page waits for the session itself): the employee shows while access is unknown.
    await renderInAdmin(
      <Routes>
        <Route path="/hired-staff/:id" element={<HiredEmployeeDialog />} />
      </Routes>,
      { at: `/hired-staff/${ID}` },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Employee 4' });
    expect(within(dialog).getByText('Bank of Bahrain and Kuwait')).toBeTruthy();
    expect(served.requests).toContain('GET /api/admin-auth/me');
    expect(within(dialog).queryByText(messages.hiredStaff.privateDataRestricted)).toBeNull();
    session(signedInAs('admin'));
    expect(await within(dialog).findByRole('progressbar', { name: text.loadingPrivateData })).toBeTruthy();
    expect(within(dialog).queryByText(messages.hiredStaff.privateDataRestricted)).toBeNull();
    privateAnswer({ body: privateData });
    expect(await within(dialog).findByText('940312345')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByText(messages.hiredStaff.privateDataRestricted)).toBeNull();
  });

  it('reads the audited private data once while open, not again when the window regains focus', async () => {
    const { dialog, user, served } = await openDialog('admin', {
      [CPR_FILE]: { headers: { 'content-disposition': 'attachment; filename="Employee_4_CPR.pdf"' } },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cpr');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    expect(await within(dialog).findByText('940312345')).toBeTruthy();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // A later request the test can wait for: any refetch on focus would have been asked before it.
    await user.click(within(dialog).getByRole('button', { name: text.download(form.cpr) }));
    await waitFor(() => expect(served.requests).toContain(CPR_FILE));
    expect(served.requests.filter((request) => request === PRIVATE)).toHaveLength(1);
    focusManager.setFocused(undefined);
  });

  it('says so when the private data cannot be read', async () => {
    const { dialog } = await openDialog('admin', { [PRIVATE]: refusal(500, 'Internal Server Error') });
    expect(await within(dialog).findByText(messages.hiredStaff.privateDataFailed)).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByText(form.cpr_number)).toBeNull();
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

  describe('Send New Onboarding Link', () => {
    const NEW_LINK = `POST ${API}/${ID}/onboarding-link`;
    const onboarding = { [`GET ${API}/${ID}`]: { body: employeeDetail(4, { onboarding_completed: false }) } };

    it('asks first, mails the new link, says where it went and reads the employee again', async () => {
      const sent = messages.hiredStaff.newOnboardingLinkSent('employee4@example.com');
      const { dialog, user, served } = await openDialog('recruiter', {
        ...onboarding,
        [NEW_LINK]: { body: { email_sent: true, message: sent } },
      });
      await user.click(await within(dialog).findByRole('button', { name: text.sendNewOnboardingLink }));
      const ask = await screen.findByRole('dialog', { name: text.sendNewOnboardingLinkConfirm.title });
      expect(within(ask).getByText(text.sendNewOnboardingLinkConfirm.body('employee4@example.com'))).toBeTruthy();
      expect(served.requests).not.toContain(NEW_LINK);

      await user.click(within(ask).getByRole('button', { name: text.sendNewOnboardingLinkConfirm.confirm }));
      expect(await screen.findByText(sent)).toBeTruthy();
      expect(served.requests.filter((request) => request === NEW_LINK)).toHaveLength(1);
      await waitFor(() => expect(served.requests.filter((request) => request === `GET ${API}/${ID}`)).toHaveLength(2));
    });

    it("shows the server's refusal and sends nothing more", async () => {
      const { dialog, user, served } = await openDialog('recruiter', {
        ...onboarding,
        [NEW_LINK]: refusal(400, messages.hiredStaff.onboardingAlreadyCompleted),
      });
      await user.click(await within(dialog).findByRole('button', { name: text.sendNewOnboardingLink }));
      const ask = await screen.findByRole('dialog', { name: text.sendNewOnboardingLinkConfirm.title });
      await user.click(within(ask).getByRole('button', { name: text.sendNewOnboardingLinkConfirm.confirm }));
      expect(await screen.findByText(messages.hiredStaff.onboardingAlreadyCompleted)).toBeTruthy();
      expect(served.requests.filter((request) => request === NEW_LINK)).toHaveLength(1);
    });

    it('is not offered once onboarding is complete', async () => {
      const { dialog } = await openDialog('recruiter');
      expect(await within(dialog).findByText(messages.hiredStaff.privateDataRestricted)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: text.sendNewOnboardingLink })).toBeNull();
    });
  });
});
