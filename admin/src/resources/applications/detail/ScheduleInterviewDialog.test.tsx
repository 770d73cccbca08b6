import { type InterviewScheduleForm, labels, MAX_ADDITIONAL_INTERVIEWERS, messages } from '@careers/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ScheduleInterviewDialog from './ScheduleInterviewDialog';

// Schedule Interview's additional interviewers: rows can be removed, the list stops at the schema's
// cap, and a half-filled row (which the schema leaves out) says so before it is dropped.

const text = labels.interviewsAdmin;
// Typed as one change: key-by-key typing is slow on a loaded machine and not what these tests are about.
const change = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

function openSchedule() {
  const sent: InterviewScheduleForm[] = [];
  const user = userEvent.setup();
  render(
    <ScheduleInterviewDialog
      onSchedule={async (form) => {
        sent.push(form);
      }}
      onClose={() => {}}
    />,
  );
  const form = screen.getByRole('dialog', { name: labels.applicationDetail.scheduleInterview });
  const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  const button = (name: string) => within(form).getByRole('button', { name });
  return { sent, user, form, field, button };
}

function fillRequired({ field }: ReturnType<typeof openSchedule>) {
  change(field(text.date), inTwoDays());
  change(field(text.time), '10:30');
  change(field(text.location), 'Gulf Horizon HQ');
  change(field(text.interviewerName), 'Layla Al Mannai');
  change(field(text.interviewerEmail), 'layla.panel@example.test');
}

/** The form filled, with two additional interviewers: Sara (with the given e-mail), then Omar. */
async function openWithTwoRows(saraEmail: string) {
  const opened = openSchedule();
  const { user, field, button } = opened;
  fillRequired(opened);
  await user.click(button(text.addInterviewer));
  await user.click(button(text.addInterviewer));
  change(field(text.additionalName(1)), 'Sara Ali');
  change(field(text.additionalEmail(1)), saraEmail);
  change(field(text.additionalName(2)), 'Omar Khalid');
  change(field(text.additionalEmail(2)), 'omar@example.test');
  return opened;
}

describe('Schedule Interview: additional interviewers', () => {
  it('removes a row from the middle, keeping the others as typed', async () => {
    const opened = await openWithTwoRows('sara@example.test');
    const { user, field, button } = opened;

    await user.click(button(text.removeInterviewer(1)));
    expect(screen.queryByRole('button', { name: text.removeInterviewer(2) })).toBeNull();
    expect((field(text.additionalName(1)) as HTMLInputElement).value).toBe('Omar Khalid');
    expect((field(text.additionalEmail(1)) as HTMLInputElement).value).toBe('omar@example.test');

    await user.click(button(text.schedule));
    await waitFor(() => expect(opened.sent).toHaveLength(1));
    expect(opened.sent[0]?.additional_interviewers).toEqual([{ name: 'Omar Khalid', email: 'omar@example.test' }]);
  });

  it('drops a row’s e-mail problem when rows are removed, so it shows beside no other row', async () => {
    const opened = await openWithTwoRows('not-an-address');
    const { user, field, button } = opened;
    await user.click(button(text.schedule));
    expect(await screen.findByText(messages.validation.invalidEmail)).toBeTruthy();

    await user.click(button(text.removeInterviewer(1)));
    expect((field(text.additionalEmail(1)) as HTMLInputElement).value).toBe('omar@example.test');
    expect(screen.queryByText(messages.validation.invalidEmail)).toBeNull();
    expect(opened.sent).toHaveLength(0);
  });

  it(`stops adding at ${MAX_ADDITIONAL_INTERVIEWERS} rows, and adds again after one is removed`, async () => {
    const { user, button } = openSchedule();
    for (let row = 0; row < MAX_ADDITIONAL_INTERVIEWERS; row += 1) await user.click(button(text.addInterviewer));
    expect(button(text.addInterviewer)).toHaveProperty('disabled', true);
    await user.click(button(text.removeInterviewer(MAX_ADDITIONAL_INTERVIEWERS)));
    expect(button(text.addInterviewer)).toHaveProperty('disabled', false);
  });

  it('tells a row with only an e-mail, or only a name, that it will not be invited', async () => {
    const opened = openSchedule();
    const { user, field, button } = opened;
    fillRequired(opened);
    await user.click(button(text.addInterviewer));
    const name = field(text.additionalName(1));
    const email = field(text.additionalEmail(1));
    expect(screen.queryByText(text.incompleteInterviewer)).toBeNull();

    change(email, 'sara@example.test');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      text.incompleteInterviewer,
    );
    change(email, '');
    change(name, 'Sara Ali');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      text.incompleteInterviewer,
    );
    change(email, 'sara@example.test');
    expect(screen.queryByText(text.incompleteInterviewer)).toBeNull();
  });
});

describe('Schedule Interview: the meeting link', () => {
  it('refuses a javascript: link beside the field, with its message, sending nothing', async () => {
    const opened = openSchedule();
    const { user, field, button } = opened;
    fillRequired(opened);
    const link = field(text.meetingLink);
    change(link, 'javascript:alert(document.cookie)');
    await user.click(button(text.schedule));
    await waitFor(() =>
      expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        messages.interviews.invalidMeetingLink,
      ),
    );
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(opened.sent).toHaveLength(0);

    change(link, 'https://meet.example.com/abc');
    await user.click(button(text.schedule));
    await waitFor(() => expect(opened.sent).toHaveLength(1));
    expect(opened.sent[0]?.meeting_link).toBe('https://meet.example.com/abc');
  });
});

describe('Schedule Interview: a time already passed', () => {
  // 15:00 in Bahrain by the browser's clock (only the date is faked; timers run as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T15:00:00+03:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a time earlier today beside the time field, sending nothing, and sends a later one', async () => {
    const opened = openSchedule();
    const { user, field, button } = opened;
    fillRequired(opened);
    change(field(text.date), '2026-12-01');
    const time = field(text.time);
    change(time, '14:30');
    await user.click(button(text.schedule));
    await waitFor(() =>
      expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        messages.interviews.startInPast,
      ),
    );
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(opened.sent).toHaveLength(0);

    change(time, '15:30');
    await user.click(button(text.schedule));
    await waitFor(() => expect(opened.sent).toHaveLength(1));
    expect(opened.sent[0]).toMatchObject({ scheduled_date: '2026-12-01', scheduled_time: '15:30' });
  });
});
