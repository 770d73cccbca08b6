import { type InterviewAgendaEntry, labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { type Answer, refusal, serve, signedInAs } from '../../test/server';
import InterviewAgendaPage from './InterviewAgendaPage';

const text = labels.interviewAgenda;
const AGENDA = 'GET /api/backoffice/interviews';
const FEEDS = 'GET /api/backoffice/interviews/feeds';
const CREATE = 'POST /api/backoffice/interviews/feeds';
const REVOKE = 'POST /api/backoffice/interviews/feeds/revoke';

const entry = (id: string, changes: Partial<InterviewAgendaEntry>): InterviewAgendaEntry => ({
  id,
  application_id: `app${id}aaaaaaaaaaaaaaaaaa`,
  candidate_name: `Candidate ${id}`,
  posting_title: 'Treasury Analyst',
  scheduled_date: '2026-12-01',
  scheduled_time: '09:00',
  starts_at: '2026-12-01T06:00:00.000Z',
  ends_at: '2026-12-01T07:00:00.000Z',
  duration_minutes: 60,
  location: 'Gulf Horizon HQ, Manama',
  meeting_link: null,
  interviewers: [{ name: 'Layla Al Mannai', email: 'layla@gulfhorizon.test' }],
  status: 'scheduled',
  scorecards_missing: 0,
  ...changes,
});

// 23:30 on Tuesday 1 December and 00:30 on Wednesday 2 December in Bahrain: one UTC day, two Bahrain days.
const AGENDA_ROWS = [
  entry('1', { meeting_link: 'https://meet.example.com/one', scorecards_missing: 2 }),
  entry('2', {
    scheduled_time: '23:30',
    starts_at: '2026-12-01T20:30:00.000Z',
    ends_at: '2026-12-01T21:30:00.000Z',
    meeting_link: 'javascript:alert(1)',
    interviewers: [
      { name: 'Layla Al Mannai', email: 'layla@gulfhorizon.test' },
      { name: 'Hassan Ali', email: 'hassan@gulfhorizon.test' },
    ],
  }),
  entry('3', {
    scheduled_date: '2026-12-02',
    scheduled_time: '00:30',
    starts_at: '2026-12-01T21:30:00.000Z',
    ends_at: '2026-12-01T22:00:00.000Z',
    duration_minutes: 30,
    status: 'cancelled',
  }),
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const agendaAnswer = (rows: InterviewAgendaEntry[], to = '2026-12-14'): Answer => ({
  body: { data: rows, meta: { from: '2026-12-01', to, truncated: false } },
});

async function show(
  rows: InterviewAgendaEntry[],
  routes: Parameters<typeof serve>[0] = {},
  role: Parameters<typeof signedInAs>[0] = 'recruiter',
) {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs(role),
    [AGENDA]: { body: { data: rows, meta: { from: '2026-12-01', to: '2026-12-14', truncated: false } } },
    [FEEDS]: { body: { data: [] } },
    ...routes,
  });
  await renderInAdmin(
    <Routes>
      <Route path="/interviews" element={<InterviewAgendaPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { at: '/interviews' },
  );
  return server;
}

// The page's clipboard, put back after each test (jsdom has none of its own).
const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
function useClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the interview agenda page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is closed to an admin who may not manage applications, and asks the server nothing', async () => {
    const server = await show(AGENDA_ROWS, {}, 'viewer');
    expect(await screen.findByText(/not authorized|access denied/i)).toBeTruthy();
    expect(server.requests).not.toContain(AGENDA);
    expect(server.requests).not.toContain(FEEDS);
  });

  it('says so when the agenda cannot be read, never a skeleton for ever, and Retry reads it again', async () => {
    let fail = true;
    await show([], { [AGENDA]: () => (fail ? refusal(500, 'Internal Server Error') : agendaAnswer(AGENDA_ROWS)) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.interviewAgenda.agendaFailed);
    expect(screen.queryByTestId('agenda-loading')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('region', { name: 'Tuesday 1 December 2026' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("never shows an earlier period's late answer once another period is chosen", async () => {
    const answers = new Map<string, (answer: Answer) => void>();
    await show([], {
      [AGENDA]: ({ url }) =>
        new Promise<Answer>((resolve) => {
          answers.set(url.searchParams.get('to') ?? '', resolve);
        }),
    });
    expect(await screen.findByTestId('agenda-loading')).toBeTruthy();
    await waitFor(() => expect(answers.size).toBe(1));
    const [fortnight] = [...answers.keys()];
    await userEvent.click(screen.getByRole('combobox', { name: text.period }));
    await userEvent.click(await screen.findByRole('option', { name: text.periodDays(7) }));
    await waitFor(() => expect(answers.size).toBe(2));
    const week = [...answers.keys()].find((to) => to !== fortnight) ?? '';
    answers.get(week)?.(agendaAnswer([], week));
    expect(await screen.findByText(text.empty)).toBeTruthy();
    // The 14 days' answer comes last: the 7 days stay shown.
    answers.get(fortnight ?? '')?.(agendaAnswer(AGENDA_ROWS, fortnight));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: text.refresh }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByText(text.empty)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tuesday 1 December 2026' })).toBeNull();
  });

  it('shows an interviewer known only by a live feed by the address, once', async () => {
    const feed = {
      interviewer_email: 'sara@gulfhorizon.test',
      created_at: '2026-11-20T08:00:00.000Z',
      created_by: 'me@gulfhorizon.test',
    };
    await show([], { [FEEDS]: { body: { data: [feed] } } });
    const person = await screen.findByTestId('feed-interviewer');
    expect(within(person).getByText('sara@gulfhorizon.test')).toBeTruthy();
    expect(person.textContent).not.toContain('sara@gulfhorizon.test · sara@gulfhorizon.test');
  });

  it("says a server failure in the shared words, and a refusal in the server's own", async () => {
    let answer: Answer = refusal(500, 'Internal Server Error: stack trace');
    await show(AGENDA_ROWS, { [CREATE]: () => answer });
    const panel = await screen.findByRole('region', { name: text.feedsTitle });
    const make = await within(panel).findByRole('button', { name: `${text.calendarFeed}: Layla Al Mannai` });
    await userEvent.click(make);
    expect(await screen.findByText(messages.interviewAgenda.feedFailed)).toBeTruthy();
    expect(screen.queryByText(/stack trace/)).toBeNull();
    answer = refusal(400, messages.interviewAgenda.noActiveFeed);
    await userEvent.click(make);
    expect(await screen.findByText(messages.interviewAgenda.noActiveFeed)).toBeTruthy();
  });

  it('says when the link could not be copied, for a screen reader too', async () => {
    useClipboard(async () => {
      throw new Error('Write permission denied');
    });
    const url = `http://localhost:1337/api/calendar/${'b'.repeat(43)}.ics`;
    await show(AGENDA_ROWS, {
      [CREATE]: {
        status: 201,
        body: {
          data: { interviewer_email: 'layla@gulfhorizon.test', url },
          message: messages.interviewAgenda.feedCreated,
        },
      },
    });
    const panel = await screen.findByRole('region', { name: text.feedsTitle });
    await userEvent.click(await within(panel).findByRole('button', { name: `${text.calendarFeed}: Layla Al Mannai` }));
    const dialog = await screen.findByRole('dialog', { name: text.feedDialogTitle('Layla Al Mannai') });
    await userEvent.click(within(dialog).getByRole('button', { name: text.copy }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(text.copyFailed);
    expect(within(dialog).queryByRole('button', { name: text.copied })).toBeNull();
  });
  it('groups the interviews by Bahrain day, with times, people and safe meeting links', async () => {
    await show(AGENDA_ROWS);
    const tuesday = await screen.findByRole('region', { name: 'Tuesday 1 December 2026' });
    const wednesday = screen.getByRole('region', { name: 'Wednesday 2 December 2026' });
    expect(screen.queryByTestId('agenda-loading')).toBeNull();
    expect(within(tuesday).getByText(text.interviewCount(2))).toBeTruthy();

    const [first, second] = within(tuesday).getAllByTestId('agenda-interview');
    expect(within(first as HTMLElement).getByText('09:00–10:00')).toBeTruthy();
    const join = within(first as HTMLElement).getByRole('link', { name: `${text.joinMeeting} ${text.opensInNewTab}` });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/one');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    // Scorecards not in after the interview are marked; none missing, no mark.
    expect(within(first as HTMLElement).getByText(messages.scorecards.missingScorecards(2))).toBeTruthy();
    expect(within(tuesday).getAllByText(/scorecards? missing/)).toHaveLength(1);

    // A link that is not a web address is shown as text, never as a link.
    expect(within(second as HTMLElement).getByText('23:30–00:30')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('javascript:alert(1)')).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(second as HTMLElement).getByText('Hassan Ali')).toBeTruthy();

    const [late] = within(wednesday).getAllByTestId('agenda-interview');
    expect(within(late as HTMLElement).getByText('00:30–01:00')).toBeTruthy();
    expect(within(late as HTMLElement).getByText(text.statuses.cancelled)).toBeTruthy();

    // The candidate's name opens the application's details.
    await userEvent.click(within(second as HTMLElement).getByRole('link', { name: 'Candidate 2' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/applications/app2aaaaaaaaaaaaaaaaaa');
  });

  it('shows a skeleton while loading, then the empty text', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const waiting = new Promise<{ body: unknown }>((resolve) => {
      answer = resolve;
    });
    await show([], { [AGENDA]: () => waiting });
    expect(await screen.findByTestId('agenda-loading')).toBeTruthy();
    answer({ body: { data: [], meta: { from: '2026-12-01', to: '2026-12-14', truncated: false } } });
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(screen.queryByTestId('agenda-loading')).toBeNull();
    expect(screen.getByText(text.noInterviewers)).toBeTruthy();
  });

  it('makes a feed link shown once with a copy button, and revokes a live one after asking', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    useClipboard(writeText);
    const url = `http://localhost:1337/api/calendar/${'a'.repeat(43)}.ics`;
    const hassanFeed = {
      interviewer_email: 'hassan@gulfhorizon.test',
      created_at: '2026-11-20T08:00:00.000Z',
      created_by: 'me@gulfhorizon.test',
    };
    const server = await show(AGENDA_ROWS, {
      [FEEDS]: { body: { data: [hassanFeed] } },
      [CREATE]: ({ body }) => ({
        status: 201,
        body: {
          data: { ...hassanFeed, interviewer_email: (body as { interviewer_email: string }).interviewer_email, url },
          message: messages.interviewAgenda.feedCreated,
        },
      }),
      [REVOKE]: { body: { message: messages.interviewAgenda.feedRevoked } },
    });
    const panel = await screen.findByRole('region', { name: text.feedsTitle });
    expect(await within(panel).findByText(text.feedActiveSince('20 Nov 2026'))).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: `${text.calendarFeed}: Layla Al Mannai` }));
    const dialog = await screen.findByRole('dialog', { name: text.feedDialogTitle('Layla Al Mannai') });
    expect(server.bodies.get(CREATE)).toEqual([{ interviewer_email: 'layla@gulfhorizon.test' }]);
    expect(within(dialog).getByText(messages.interviewAgenda.feedCreated)).toBeTruthy();
    expect((within(dialog).getByLabelText(text.feedUrl) as HTMLInputElement).value).toBe(url);
    await userEvent.click(within(dialog).getByRole('button', { name: text.copy }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(dialog).getByRole('button', { name: text.copied })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe(text.copiedStatus);
    await userEvent.click(within(dialog).getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(panel).getByRole('button', { name: `${text.revoke}: Hassan Ali` }));
    const confirm = await screen.findByRole('dialog', { name: text.revoke });
    expect(within(confirm).getByText(text.revokeConfirm('Hassan Ali'))).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: text.revoke }));
    expect(await screen.findByText(messages.interviewAgenda.feedRevoked)).toBeTruthy();
    expect(server.bodies.get(REVOKE)).toEqual([{ interviewer_email: 'hassan@gulfhorizon.test' }]);
  });
});
