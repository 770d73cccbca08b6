import { labels, messages } from '@careers/shared/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, detail, layla, openDialog } from '../../../test/detail-dialog-fixture';
import { applicationScorecards } from '../../../test/scorecard-fixtures';
import { refusal } from '../../../test/server';

// The interview beside the recruiter's own score: the scorecards' summary and suggestion,
// and the scheduled interview rescheduled or cancelled.

const text = messages.scorecards;
const summary = applicationScorecards.summary;
const SCORECARDS = `GET ${API}/${layla.id}/scorecards`;
const SCORE = `POST ${API}/${layla.id}/interview-score`;
const RESCHEDULE = `POST ${API}/${layla.id}/interview/reschedule`;
const CANCEL = `POST ${API}/${layla.id}/interview/cancel`;
const scheduled = { status: 'shortlisted', interview_status: 'scheduled', scorecards: summary } as const;
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

describe('the scorecards beside the interview score', () => {
  it('Overview sums up the scorecards: submitted of expected, the recommendations strongest first', async () => {
    const { dialog } = await openDialog({ interview_score: 6, scorecards: summary });
    expect(within(dialog).getByTestId('scorecards-summary').textContent).toBe(text.summary(2, 4, '1 Strong Yes, 1 No'));
  });

  it('says nothing of scorecards before any interview', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).queryByTestId('scorecards-summary')).toBeNull();
  });

  it('Update Score offers the scorecards’ suggestion; Use fills the score and saves nothing', async () => {
    const { dialog, user, server } = await openDialog(
      { interview_score: 5, interview_feedback: 'Fine', scorecards: summary },
      { routes: { [SCORECARDS]: { body: applicationScorecards } } },
    );
    await user.click(within(dialog).getByRole('button', { name: detail.updateScore }));
    const form = await screen.findByRole('dialog', { name: detail.updateScore });
    const suggestion = await within(form).findByTestId('score-suggestion');
    expect(within(suggestion).getByText(text.suggestion(7))).toBeTruthy();
    await user.click(within(suggestion).getByRole('button', { name: text.useSuggestion }));
    expect(within(form).getByRole('spinbutton')).toHaveProperty('value', '7');
    expect(server.requests).not.toContain(SCORE);
    expect(screen.getByRole('dialog', { name: detail.updateScore })).toBeTruthy();
  });
});

describe('Reschedule and Cancel Interview', () => {
  it('are offered only while an interview is scheduled', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('button', { name: text.reschedule })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: text.cancelInterview })).toBeNull();
  });

  it('are not offered to a role without manage_applications', async () => {
    const { dialog } = await openDialog(scheduled, { role: 'viewer' });
    await screen.findByTestId('access-known');
    expect(within(dialog).queryByRole('button', { name: text.reschedule })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: text.cancelInterview })).toBeNull();
  });

  it('Reschedule starts from the interview as booked, checks the form with the shared rules, then sends it', async () => {
    const answer = { data: { ...layla, ...scheduled }, email_sent: true, message: text.rescheduled };
    const { dialog, user, server } = await openDialog(scheduled, {
      routes: { [RESCHEDULE]: { body: answer }, [SCORECARDS]: { body: applicationScorecards } },
    });
    await user.click(within(dialog).getByRole('button', { name: text.reschedule }));
    const form = await screen.findByRole('dialog', { name: text.reschedule });
    // The booked interview of the scorecards' answer (the scheduled one, not the held one).
    expect(field(form, labels.interviewsAdmin.date)).toHaveProperty('value', '2026-12-02');
    expect(field(form, labels.interviewsAdmin.time)).toHaveProperty('value', '09:00');
    expect(field(form, labels.interviewsAdmin.location)).toHaveProperty('value', 'Gulf Horizon HQ, Manama');
    fireEvent.change(field(form, labels.interviewsAdmin.location), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: text.reschedule }));
    expect(within(form).getAllByText(messages.validation.required).length).toBeGreaterThan(0);
    const date = inTwoDays();
    fireEvent.change(field(form, labels.interviewsAdmin.date), { target: { value: '2020-01-01' } });
    fireEvent.change(field(form, labels.interviewsAdmin.time), { target: { value: '11:00' } });
    fireEvent.change(field(form, labels.interviewsAdmin.location), { target: { value: 'Gulf Horizon HQ' } });
    await user.click(within(form).getByRole('button', { name: text.reschedule }));
    expect(await within(form).findByText(messages.validation.dateNotInPast)).toBeTruthy();
    expect(server.requests).not.toContain(RESCHEDULE);

    fireEvent.change(field(form, labels.interviewsAdmin.date), { target: { value: date } });
    await user.click(within(form).getByRole('button', { name: text.reschedule }));
    expect(await screen.findByText(text.rescheduled)).toBeTruthy();
    expect(server.bodies.get(RESCHEDULE)).toEqual([
      {
        scheduled_date: date,
        scheduled_time: '11:00',
        duration_minutes: 60,
        location: 'Gulf Horizon HQ',
        meeting_link: null,
      },
    ]);
    // The form closes; the notice (titled as the action) stays until read.
    await waitFor(() => expect(screen.queryByRole('button', { name: labels.dialogs.cancel })).toBeNull());
    expect(within(screen.getByRole('dialog', { name: text.reschedule })).getByText(text.rescheduled)).toBeTruthy();
  });

  it('Reschedule refuses a time already passed today beside the time field, sending nothing', async () => {
    // 10:00 in Bahrain on the booked day by the browser's clock: the booked 09:00 has passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-02T10:00:00+03:00'));
      const { dialog, user, server } = await openDialog(scheduled, {
        routes: { [SCORECARDS]: { body: applicationScorecards } },
      });
      await user.click(within(dialog).getByRole('button', { name: text.reschedule }));
      const form = await screen.findByRole('dialog', { name: text.reschedule });
      const time = field(form, labels.interviewsAdmin.time);
      await waitFor(() => expect(time).toHaveProperty('value', '09:00'));
      await user.click(within(form).getByRole('button', { name: text.reschedule }));
      expect(await within(form).findByText(messages.interviews.startInPast)).toBeTruthy();
      expect(time.getAttribute('aria-invalid')).toBe('true');
      expect(server.requests).not.toContain(RESCHEDULE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused reschedule says why and keeps the form open', async () => {
    const { dialog, user } = await openDialog(scheduled, {
      routes: { [RESCHEDULE]: refusal(409, text.noScheduledInterview), [SCORECARDS]: { body: applicationScorecards } },
    });
    await user.click(within(dialog).getByRole('button', { name: text.reschedule }));
    const form = await screen.findByRole('dialog', { name: text.reschedule });
    fireEvent.change(field(form, labels.interviewsAdmin.date), { target: { value: inTwoDays() } });
    fireEvent.change(field(form, labels.interviewsAdmin.time), { target: { value: '11:00' } });
    fireEvent.change(field(form, labels.interviewsAdmin.location), { target: { value: 'Gulf Horizon HQ' } });
    await user.click(within(form).getByRole('button', { name: text.reschedule }));
    expect(await screen.findByText(text.noScheduledInterview)).toBeTruthy();
    expect(form.isConnected).toBe(true);
    expect(field(form, labels.interviewsAdmin.location)).toHaveProperty('value', 'Gulf Horizon HQ');
  });

  it('Cancel Interview asks first, then cancels and says so', async () => {
    const answer = { data: { ...layla, ...scheduled, interview_status: 'cancelled' }, message: text.cancelled };
    const { dialog, user, server } = await openDialog(scheduled, { routes: { [CANCEL]: { body: answer } } });
    await user.click(within(dialog).getByRole('button', { name: text.cancelInterview }));
    const confirm = await screen.findByRole('dialog', { name: text.cancelInterview });
    expect(within(confirm).getByText(text.cancelConfirm)).toBeTruthy();
    expect(server.requests).not.toContain(CANCEL);
    await user.click(within(confirm).getByRole('button', { name: text.cancelInterview }));
    await waitFor(() => expect(server.bodies.get(CANCEL)).toEqual([{}]));
    expect(await screen.findByText(text.cancelled)).toBeTruthy();
  });

  it('dismissing the question cancels nothing', async () => {
    const { dialog, user, server } = await openDialog(scheduled);
    await user.click(within(dialog).getByRole('button', { name: text.cancelInterview }));
    const confirm = await screen.findByRole('dialog', { name: text.cancelInterview });
    await user.click(within(confirm).getByRole('button', { name: labels.dialogs.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.cancelInterview })).toBeNull());
    expect(server.requests).not.toContain(CANCEL);
  });
});
