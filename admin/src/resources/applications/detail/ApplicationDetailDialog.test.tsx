import { companyToday, labels, messages, RECRUITER_STATUSES } from '@careers/shared/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API, detail, layla, omar, openDialog, text } from '../../../test/detail-dialog-fixture';
import { refusal } from '../../../test/server';
import type { ApplicationRecord } from './types';

describe('Application detail dialog', () => {
  it('shows the header: name, Applying for, reference id, the AI score in green and the status badge', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(`${text.applyingFor}: Frontend Engineer`)).toBeTruthy();
    expect(within(dialog).getByText(`${labels.applicationDialog.referenceId}: GH-2026-0001`)).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: `${labels.applicationDialog.aiScore}: 85` }).dataset.colour).toBe(
      'success',
    );
    expect(dialog.querySelector('[data-status="new"]')).toBeTruthy();
  });

  it('reads N/A without a posting, amber and red scores, and the new style for an unknown status', async () => {
    // A status this build does not know yet (a newer server's): the dialog still shows it, plainly.
    const unknownStatus = 'on_hold' as ApplicationRecord['status'];
    const { dialog } = await openDialog({ job_title: null, ai_score: 60, status: unknownStatus });
    expect(within(dialog).getByText(`${text.applyingFor}: ${messages.applicationDialog.na}`)).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: /AI Score: 60/ }).dataset.colour).toBe('warning');
    expect(dialog.querySelector('[data-status="on_hold"]')?.getAttribute('data-style')).toBe('new');
  });

  it('shows a score below 60 in red', async () => {
    const { dialog } = await openDialog({ ai_score: 59 });
    expect(within(dialog).getByRole('img', { name: /AI Score: 59/ }).dataset.colour).toBe('error');
  });

  it('Overview: contact info, quick stats and the AI summary', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('layla@example.test')).toBeTruthy();
    expect(within(dialog).getByText('Bahraini')).toBeTruthy();
    expect(within(dialog).getByText(labels.applicationDialog.years(6))).toBeTruthy();
    expect(within(dialog).getByText(labels.applicationDialog.years(4))).toBeTruthy();
    expect(within(dialog).getByText('Strong React background.')).toBeTruthy();
  });

  it('deep links each tab; Screening and AI Analysis show the product’s empty texts', async () => {
    const { dialog } = await openDialog({}, { at: `/applications/${layla.id}/screening` });
    expect(within(dialog).getByRole('tab', { name: detail.tabs.screening }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText(text.noScreeningAnswers)).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: detail.tabs.aiAnalysis }));
    expect(await within(dialog).findByText(text.noAiInsights)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/applications/${layla.id}/ai-analysis`);
    // How the score was made: the offline rules.
    expect(within(dialog).getByText(labels.applicationDialog.scoringMethods.offline)).toBeTruthy();
  });

  it('Overview shows the privacy notice version accepted and when; AI Analysis says when the score stayed offline', async () => {
    const { dialog } = await openDialog({
      consent: { privacy_notice_version: 3, given_at: '2026-11-20T08:30:00.000Z', ai_screening: false },
    });
    // 08:30 UTC is 11:30 in Bahrain.
    expect(within(dialog).getByText(messages.privacy.consentRecorded(3, '20 Nov 2026, 11:30'))).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: detail.tabs.aiAnalysis }));
    expect(await within(dialog).findByText(messages.privacy.offlineOnly)).toBeTruthy();
  });

  it('places a legal hold with its reason, and releases it after asking', async () => {
    const HOLD = `POST ${API}/${layla.id}/legal-hold`;
    const held = { reason: 'Tribunal claim ET-114', since: '2026-11-21T06:00:00.000Z' };
    const { dialog, server } = await openDialog(
      {},
      { routes: { [HOLD]: { body: { data: layla, message: messages.privacy.legalHoldPlaced } } } },
    );
    const user = userEvent.setup();
    const place = within(dialog).getByRole('button', { name: messages.privacy.placeLegalHold });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(messages.privacy.legalHoldReason), held.reason);
    await user.click(place);
    await waitFor(() => expect(server.bodies.get(HOLD)).toEqual([{ hold: true, reason: held.reason }]));

    const { dialog: heldDialog, server: heldServer } = await openDialog(
      { legal_hold: held },
      { routes: { [HOLD]: { body: { data: layla, message: messages.privacy.legalHoldReleased } } } },
    );
    // 06:00 UTC is 09:00 in Bahrain.
    expect(within(heldDialog).getByTestId('legal-hold').textContent).toBe(
      messages.privacy.onLegalHold('21 Nov 2026, 09:00', held.reason),
    );
    await user.click(within(heldDialog).getByRole('button', { name: messages.privacy.releaseLegalHold }));
    const confirm = await screen.findByRole('dialog', { name: messages.privacy.releaseLegalHold });
    expect(heldServer.bodies.get(HOLD)).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: messages.privacy.releaseLegalHold }));
    await waitFor(() => expect(heldServer.bodies.get(HOLD)).toEqual([{ hold: false }]));
  });

  it('shows an erased application read only: when it was erased, no contact details, no actions', async () => {
    const { dialog } = await openDialog({
      full_name: messages.privacy.erasedCandidate,
      email: '',
      phone: '',
      erased_at: '2026-11-21T06:00:00.000Z',
    });
    expect(within(dialog).getByTestId('erased-notice').textContent).toBe(
      messages.privacy.erasedApplication('21 Nov 2026, 09:00'),
    );
    expect(within(dialog).getAllByText(messages.privacy.erasedField)).toHaveLength(2);
    expect(within(dialog).queryByRole('combobox', { name: detail.changeStatus })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: messages.privacy.placeLegalHold })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: messages.privacy.eraseOnRequest })).toBeNull();
  });

  it('offers Erase Personal Data to a privacy officer, asks first, and says what was erased', async () => {
    const ERASE = `POST ${API}/${layla.id}/erasure`;
    const { dialog, server } = await openDialog(
      {},
      { routes: { [ERASE]: { body: { erased: 2, held: 0, message: messages.privacy.erasedOnRequest(2, 0) } } } },
    );
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: messages.privacy.eraseOnRequest }));
    const confirm = await screen.findByRole('dialog', { name: messages.privacy.eraseOnRequest });
    expect(within(confirm).getByText(messages.privacy.eraseOnRequestConfirm)).toBeTruthy();
    expect(server.bodies.get(ERASE)).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: messages.privacy.eraseOnRequest }));
    expect(await screen.findByText(messages.privacy.erasedOnRequest(2, 0))).toBeTruthy();
  });

  it('AI Analysis says nothing of consent when the candidate agreed to AI screening', async () => {
    const { dialog } = await openDialog({}, { at: `/applications/${layla.id}/ai-analysis` });
    await within(dialog).findByText(labels.applicationDialog.scoringMethods.offline);
    expect(within(dialog).queryByText(messages.privacy.offlineOnly)).toBeNull();
  });

  it('Screening numbers the answers Question n', async () => {
    const { dialog } = await openDialog(
      { screening_answers: { '0': 'Five years of React', '1': 'Yes, in Manama' } },
      { at: `/applications/${layla.id}/screening` },
    );
    expect(within(dialog).getByText(text.question(1))).toBeTruthy();
    expect(within(dialog).getByText(text.question(2))).toBeTruthy();
    expect(within(dialog).getByText('Yes, in Manama')).toBeTruthy();
  });

  it('AI Analysis shows each criterion as score/max with its reason and details, and the insights', async () => {
    const details =
      "Shown in the CV's roles or qualifications: ACCA, CPA or CMA qualification.\nListed, not shown in any role: Strong Excel and ERP skills (SAP or Oracle).";
    const { dialog } = await openDialog(
      {
        ai_score_breakdown: {
          requirements_match: { score: 28, max: 35, reason: 'Most requirements met', details },
          total_experience: { score: 20, max: 20, details: 'Only details, no reason' },
        },
        ai_insights: {
          keyHighlights: {
            totalSkills: 12,
            technicalSkills: 9,
            softSkills: 3,
            experience: 6,
            certifications: 1,
            languages: 2,
            jobRelevanceMatch: 80,
          },
          strengths: ['React'],
          concerns: 'No TypeScript',
          recommendations: ['Interview'],
        },
      },
      { at: `/applications/${layla.id}/ai-analysis` },
    );
    expect(within(dialog).getByText('28/35')).toBeTruthy();
    expect(within(dialog).getByText('Most requirements met')).toBeTruthy();
    // Each group of the details on its own line, as the scorer wrote them.
    expect(within(dialog).getByText((_, node) => node?.textContent === details && node.tagName === 'P')).toBeTruthy();
    expect(within(dialog).getByText('Only details, no reason')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: /Requirements match/ })).toBeTruthy();
    expect(within(dialog).getByText('No TypeScript')).toBeTruthy();
    expect(within(dialog).queryByText(text.noAiInsights)).toBeNull();
  });

  it('Timeline lists status changes, e-mails and CV views', async () => {
    const { dialog } = await openDialog(
      {},
      {
        at: `/applications/${layla.id}/timeline`,
        routes: {
          [`GET ${API}/${layla.id}/timeline`]: {
            body: {
              data: [
                { kind: 'cv', at: '2026-11-21T10:00:00.000Z', action: 'viewed', by: 'Sara Scout' },
                {
                  kind: 'email',
                  at: '2026-11-22T10:00:00.000Z',
                  template_key: 'rejection',
                  subject: 'Your application',
                  state: 'scheduled',
                  reason: null,
                },
                { kind: 'status', at: '2026-11-20T09:30:00.000Z', from: null, to: 'new', by: null, reason: null },
              ],
            },
          },
        },
      },
    );
    const t = labels.applicationDialog.timeline;
    expect(await within(dialog).findByText(t.cvViewed)).toBeTruthy();
    expect(within(dialog).getByText(`${t.emailScheduled} — Your application`)).toBeTruthy();
    expect(within(dialog).getByText(t.status(null, 'new'))).toBeTruthy();
  });

  it('shows the duplicate banner with View/Hide and the previous applications', async () => {
    const { dialog, user } = await openDialog(
      { is_duplicate_applicant: true },
      {
        routes: {
          [`GET ${API}/${layla.id}/previous-applications`]: {
            body: {
              data: [
                {
                  id: 'olderapplication1',
                  reference_id: 'GH-2025-0100',
                  job_title: null,
                  status: 'rejected',
                  applied_at: '2025-05-01T08:00:00.000Z',
                  interview_score: 6,
                  interview_feedback: 'Good communicator',
                },
              ],
            },
          },
        },
      },
    );
    expect(await within(dialog).findByText(text.duplicateBanner(1))).toBeTruthy();
    expect(within(dialog).queryByText(text.previousApplications)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: detail.view }));
    expect(within(dialog).getByText(text.previousApplications)).toBeTruthy();
    expect(within(dialog).getByText(text.unknownPosition)).toBeTruthy();
    expect(within(dialog).getByText(/6\/10.*Good communicator/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: detail.hide }));
    expect(within(dialog).queryByText(text.previousApplications)).toBeNull();
  });
});

describe('Detail dialog footer', () => {
  it('shows Hire Candidate, Schedule Interview and Shortlist enabled for a new application', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: detail.scheduleInterview })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: detail.hireCandidate })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: detail.shortlist })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: detail.scoreInterview })).toBeTruthy();
  });

  it('disables Shortlist once shortlisted, says Interview Scheduled, Update Score and Resend Rejection Email', async () => {
    const { dialog } = await openDialog({ status: 'shortlisted', interview_status: 'scheduled', interview_score: 7 });
    expect(within(dialog).getByRole('button', { name: detail.shortlist })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: text.interviewScheduled })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: detail.updateScore })).toBeTruthy();
  });

  it('offers Resend Rejection Email for a rejected application', async () => {
    const { dialog } = await openDialog({ status: 'rejected' });
    expect(within(dialog).getByRole('button', { name: text.resendRejectionEmail })).toBeTruthy();
  });

  it('once hired, hides the interview, score and hire buttons and shows Candidate Hired', async () => {
    const { dialog } = await openDialog({ status: 'hired', hired: true });
    expect(within(dialog).getByText(text.candidateHired)).toBeTruthy();
    for (const name of [detail.scheduleInterview, detail.scoreInterview, detail.hireCandidate]) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
    expect(within(dialog).queryByRole('button', { name: detail.edit })).toBeNull();
  });

  it('a role without manage_applications sees no actions, only Download CV and Close', async () => {
    const { dialog } = await openDialog({}, { role: 'viewer' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: detail.shortlist })).toBeNull());
    expect(within(dialog).queryByRole('combobox', { name: detail.changeStatus })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: detail.rejectAndEmail })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: detail.edit })).toBeNull();
    expect(within(dialog).getByRole('button', { name: detail.downloadCv })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: detail.close })).toBeTruthy();
  });

  it('Change Status to hired shows the server’s message in a notice', async () => {
    const { dialog, user, server } = await openDialog(
      {},
      {
        routes: {
          [`POST ${API}/${layla.id}/status`]: {
            body: { data: { ...layla, status: 'hired' }, hiring_email: 'queued', message: text.statusHiredEmailSent },
          },
        },
      },
    );
    await user.click(within(dialog).getByRole('combobox', { name: detail.changeStatus }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Withdrawn is the candidate's to set: never offered.
    expect(options).toEqual(RECRUITER_STATUSES.map((status) => labels.applicationsList.statuses[status]));
    await user.click(screen.getByRole('option', { name: labels.applicationsList.statuses.hired }));
    expect(await screen.findByText(text.statusHiredEmailSent)).toBeTruthy();
    expect(server.bodies.get(`POST ${API}/${layla.id}/status`)).toEqual([{ status: 'hired', source: 'detail' }]);
  });

  it('Download CV that fails says so in the product’s words', async () => {
    const { dialog, user } = await openDialog(
      {},
      { routes: { [`GET ${API}/${layla.id}/cv`]: refusal(404, 'Not Found') } },
    );
    await user.click(within(dialog).getByRole('button', { name: detail.downloadCv }));
    expect(await screen.findByText(text.cvDownloadError)).toBeTruthy();
  });

  it('Close returns to the list with its query', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: detail.close }));
    expect(screen.getByTestId('where').textContent).toBe('/applications?status=new');
  });
});

describe('Score Interview', () => {
  const SCORE = `POST ${API}/${layla.id}/interview-score`;
  async function openScore(routes = {}) {
    const opened = await openDialog({}, { routes });
    await opened.user.click(within(opened.dialog).getByRole('button', { name: detail.scoreInterview }));
    const form = await screen.findByRole('dialog', { name: detail.scoreInterview });
    return { ...opened, form };
  }

  it('refuses 11, a fraction and missing feedback with the product’s message, without asking the server', async () => {
    const { form, user, server } = await openScore();
    const score = within(form).getByLabelText(
      new RegExp(labels.applicationDialog.interviewScoreField.replace(/[()]/g, '\\$&')),
    );
    const feedback = within(form).getByLabelText(new RegExp(labels.applicationDialog.interviewFeedbackField));
    await user.type(score, '11');
    await user.type(feedback, 'Solid');
    await user.click(within(form).getByRole('button', { name: labels.applicationDialog.saveScore }));
    expect(await within(form).findByText(text.scoreOutOfRange)).toBeTruthy();
    await user.clear(score);
    await user.type(score, '7.5');
    await user.click(within(form).getByRole('button', { name: labels.applicationDialog.saveScore }));
    expect(within(form).getByText(text.scoreOutOfRange)).toBeTruthy();
    await user.clear(score);
    await user.type(score, '7');
    await user.clear(feedback);
    await user.click(within(form).getByRole('button', { name: labels.applicationDialog.saveScore }));
    expect(within(form).getByText(text.scoreOutOfRange)).toBeTruthy();
    expect(server.requests).not.toContain(SCORE);
  });

  it('Update Score opens with the score and feedback already given', async () => {
    const opened = await openDialog({
      status: 'interviewed',
      interview_score: 7,
      interview_feedback: 'Clear on IFRS 16, vague on consolidation',
    });
    await opened.user.click(within(opened.dialog).getByRole('button', { name: detail.updateScore }));
    const form = await screen.findByRole('dialog', { name: detail.updateScore });
    expect(within(form).getByRole('spinbutton')).toHaveProperty('value', '7');
    expect(within(form).getByRole('textbox')).toHaveProperty('value', 'Clear on IFRS 16, vague on consolidation');
  });

  it('saves a whole score with feedback; a refusal reads Failed to save interview score', async () => {
    const { form, user, server } = await openScore({ [SCORE]: refusal(400, 'Application is archived') });
    await user.type(within(form).getByRole('spinbutton'), '8');
    await user.type(within(form).getByRole('textbox'), 'Clear thinker');
    await user.click(within(form).getByRole('button', { name: labels.applicationDialog.saveScore }));
    expect(await within(form).findByText(text.failedToSaveScore('Application is archived'))).toBeTruthy();
    expect(server.bodies.get(SCORE)).toEqual([{ score: 8, feedback: 'Clear thinker' }]);
  });
});

describe('Schedule Rejection Email', () => {
  const REJECT = `POST ${API}/${layla.id}/rejection`;

  const scheduled = { data: layla, email_sent: true, message: messages.applicationActions.rejectionScheduled };

  async function confirmTomorrow(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(dialog).getByRole('button', { name: detail.rejectAndEmail }));
    const panel = within(dialog).getByRole('region', { name: text.scheduleRejectionEmail });
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    fireEvent.change(within(panel).getByLabelText(new RegExp(`^${detail.date}`)), { target: { value: tomorrow } });
    fireEvent.change(within(panel).getByLabelText(new RegExp(`^${detail.time}`)), { target: { value: '09:30' } });
    await user.click(within(panel).getByRole('button', { name: text.confirmAndSendEmail }));
    return tomorrow;
  }

  it('needs a date and time, then sends them and closes the panel', async () => {
    const { dialog, user, server } = await openDialog({}, { routes: { [REJECT]: { body: scheduled } } });
    await user.click(within(dialog).getByRole('button', { name: detail.rejectAndEmail }));
    const panel = within(dialog).getByRole('region', { name: text.scheduleRejectionEmail });
    const date = within(panel).getByLabelText(new RegExp(`^${detail.date}`));
    expect(date.getAttribute('min')).toBe(companyToday());
    await user.click(within(panel).getByRole('button', { name: text.confirmAndSendEmail }));
    expect(within(panel).getByText(text.selectDateAndTime)).toBeTruthy();
    expect(server.requests).not.toContain(REJECT);
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    fireEvent.change(date, { target: { value: tomorrow } });
    fireEvent.change(within(panel).getByLabelText(new RegExp(`^${detail.time}`)), { target: { value: '09:30' } });
    await user.click(within(panel).getByRole('button', { name: text.confirmAndSendEmail }));
    await waitFor(() => expect(server.bodies.get(REJECT)).toEqual([{ date: tomorrow, time: '09:30' }]));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: text.scheduleRejectionEmail })).toBeNull());
    expect(await screen.findByText(messages.applicationDialog.rejectionScheduled(`${tomorrow} 09:30`))).toBeTruthy();
  });

  it('says so when the rejection stands but its e-mail cannot go, in the server’s words', async () => {
    const failed = text.statusUpdatedEmailFailed('Not sent: the e-mail template "rejection" is inactive');
    const answer = { data: layla, email_sent: false, message: failed };
    const { dialog, user } = await openDialog({}, { routes: { [REJECT]: { body: answer } } });
    const tomorrow = await confirmTomorrow(dialog, user);
    const notice = await screen.findByRole('dialog', { name: detail.rejectAndEmail });
    expect(within(notice).getByText(failed)).toBeTruthy();
    expect(screen.queryByText(messages.applicationDialog.rejectionScheduled(`${tomorrow} 09:30`))).toBeNull();
  });
});

describe('Schedule Interview', () => {
  const SCHEDULE = `POST ${API}/${layla.id}/interview`;
  const field = (form: HTMLElement, label: string) =>
    within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

  async function openSchedule(routes = {}) {
    const opened = await openDialog({ status: 'shortlisted' }, { routes });
    await opened.user.click(within(opened.dialog).getByRole('button', { name: detail.scheduleInterview }));
    const form = await screen.findByRole('dialog', { name: detail.scheduleInterview });
    return { ...opened, form };
  }
  async function fill(form: HTMLElement, user: ReturnType<typeof userEvent.setup>, date: string) {
    const text = labels.interviewsAdmin;
    fireEvent.change(field(form, text.date), { target: { value: date } });
    fireEvent.change(field(form, text.time), { target: { value: '10:30' } });
    await user.type(field(form, text.location), 'Gulf Horizon HQ');
    await user.type(field(form, text.interviewerName), 'Layla Al Mannai');
    await user.type(field(form, text.interviewerEmail), 'layla.panel@example.test');
  }

  it('checks the form with the shared rules (required fields, no past date) before asking the server', async () => {
    const { form, user, server } = await openSchedule();
    expect(within(form).getByText(labels.interviewsAdmin.durationMinutes(60))).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: labels.interviewsAdmin.schedule }));
    expect(within(form).getAllByText(messages.validation.required).length).toBeGreaterThan(0);
    await fill(form, user, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: labels.interviewsAdmin.schedule }));
    expect(await within(form).findByText(messages.validation.dateNotInPast)).toBeTruthy();
    expect(server.requests).not.toContain(SCHEDULE);
  });

  it('sends the checked form and says the invite went', async () => {
    const answer = { data: { ...layla, interview_status: 'scheduled' }, email_sent: true, message: 'ok' };
    const sent = await openSchedule({ [SCHEDULE]: { body: answer } });
    const date = inTwoDays();
    await fill(sent.form, sent.user, date);
    await sent.user.click(within(sent.form).getByRole('button', { name: labels.interviewsAdmin.schedule }));
    expect(await screen.findByText(messages.interviews.scheduledAndInviteSent)).toBeTruthy();
    expect(sent.server.bodies.get(SCHEDULE)).toMatchObject([
      { scheduled_date: date, scheduled_time: '10:30', duration_minutes: 60, location: 'Gulf Horizon HQ' },
    ]);
  });

  it('a server failure reads Failed to schedule interview', async () => {
    const { form, user } = await openSchedule({ [SCHEDULE]: refusal(500, 'Internal Server Error') });
    await fill(form, user, inTwoDays());
    await user.click(within(form).getByRole('button', { name: labels.interviewsAdmin.schedule }));
    expect(await screen.findByText(messages.interviews.scheduleFailed)).toBeTruthy();
  });
});

describe('Triage keys', () => {
  it('j moves to the next application in the list, onto page 2; k back', async () => {
    const { user } = await openDialog();
    await waitFor(() => expect(screen.getByTestId('list-position').textContent).toBe('20 of 25'));
    await user.keyboard('j');
    expect(await screen.findByRole('dialog', { name: omar.full_name })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/applications/${omar.id}/overview?status=new&page=2`);
    await waitFor(() => expect(screen.getByTestId('list-position').textContent).toBe('21 of 25'));
    await user.keyboard('k');
    expect(await screen.findByRole('dialog', { name: layla.full_name })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/applications/${layla.id}/overview?status=new`);
  });

  it('fetches the next applicant ahead', async () => {
    const { server } = await openDialog();
    await waitFor(() => expect(server.requests).toContain(`GET ${API}/${omar.id}`));
  });

  it('s shortlists, r opens the rejection panel, o the CV, ? the list of keys', async () => {
    const SHORTLIST = `POST ${API}/bulk/shortlist`;
    const { dialog, user, server } = await openDialog(
      {},
      { routes: { [SHORTLIST]: { body: { results: [{ id: layla.id, ok: true }] } } } },
    );
    await user.keyboard('s');
    await waitFor(() => expect(server.bodies.get(SHORTLIST)).toEqual([{ ids: [layla.id] }]));
    await user.keyboard('r');
    expect(within(dialog).getByRole('region', { name: text.scheduleRejectionEmail })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: labels.dialogs.cancel }));
    await user.keyboard('o');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/applications/${layla.id}/cv?status=new`),
    );
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: labels.applicationDialog.keyboardShortcuts });
    expect(within(help).getByText(labels.applicationDialog.keys.intro)).toBeTruthy();
    expect(within(help).getByText(labels.applicationDialog.keys.next)).toBeTruthy();
  });

  it('ignores keys typed into a field', async () => {
    const { dialog, user, server } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: detail.rejectAndEmail }));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${detail.date}`)), 'j');
    expect(screen.getByTestId('where').textContent).toBe(`/applications/${layla.id}?status=new`);
    expect(server.requests).not.toContain(`POST ${API}/bulk/shortlist`);
  });

  it('a role without manage_applications cannot shortlist with s', async () => {
    const { user, server } = await openDialog({}, { role: 'viewer' });
    await user.keyboard('s');
    await user.keyboard('r');
    expect(server.requests).not.toContain(`POST ${API}/bulk/shortlist`);
    expect(screen.queryByRole('region', { name: text.scheduleRejectionEmail })).toBeNull();
  });
});
