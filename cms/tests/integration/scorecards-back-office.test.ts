import { type ApplicationListItem, type ApplicationScorecards, candidateDay, messages } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { bahrainDayIn, calendarEventOf, kitCall, kitTokenIn, scheduledPanel } from '../support/interview-kits';
import { listQuery } from '../support/listed-applications';
import { withSettings } from '../support/settings';
import { testClock } from '../support/test-clock';
import { testServer } from '../support/test-server';

// Structured interviews in the back office: who said what, the list's chip
// and filter, the reminders, and Reschedule and Cancel Interview with their calendar updates.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let cookie: string;

const server = await testServer();
const recruiter = await createAdmin(server, 'recruiter');
const clock = testClock(server);
// A session ends 8 hours after sign-in: a test that moves the clock days ahead signs in again.
const signInAgain = async () => {
  cookie = await signIn(server, recruiter);
};
beforeEach(signInAgain);
afterEach(() => clock.reset());

const submit = (token: string, recommendation: string, takeaways = 'Evidence-based take-aways.') =>
  kitCall(server, '/submit', {
    token,
    ratings: ['yes', 'strong_yes', null],
    takeaways,
    private_note: '',
    recommendation,
  });

const scorecardsOf = async (id: string, as = cookie) => {
  const response = await fetch(`${server.baseUrl}/api/backoffice/applications/${id}/scorecards`, {
    headers: { cookie: as },
  });
  return { status: response.status, body: (await response.json()) as ApplicationScorecards };
};

const listed = async (filter: Record<string, unknown>) => {
  const response = await fetch(`${server.baseUrl}/api/backoffice/applications?${listQuery(filter)}`, {
    headers: { cookie },
  });
  return (await response.json()) as ApplicationListItem[];
};

const tokenOf = (panel: Awaited<ReturnType<typeof scheduledPanel>>, index: number) =>
  panel.tokens.get(panel.interviewers[index]?.email ?? '') ?? '';

/** The ids of the scorecards on the tab, by interviewer e-mail. */
const scorecardIds = (tab: ApplicationScorecards) =>
  new Map(tab.interviews.flatMap((interview) => interview.scorecards).map((card) => [card.interviewer_email, card.id]));

describe('Who said what', () => {
  it('shows each interviewer, their recommendation and ratings, the summary and a suggested score', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 3, now: clock.now(), days: 1 });
    expect((await submit(tokenOf(panel, 0), 'strong_yes')).status).toBe(200);
    expect((await submit(tokenOf(panel, 1), 'yes')).status).toBe(200);
    clock.advance(2 * DAY);
    await signInAgain();
    const { status, body } = await scorecardsOf(panel.applicationId);
    expect(status).toBe(200);
    const [interview] = body.interviews;
    expect(interview?.focus_attributes).toHaveLength(3);
    expect(interview?.scorecards.map((card) => [card.interviewer_name, card.recommendation, card.awaiting])).toEqual([
      [panel.interviewers[0]?.name, 'strong_yes', false],
      [panel.interviewers[1]?.name, 'yes', false],
      [panel.interviewers[2]?.name, null, true],
    ]);
    expect(interview?.scorecards[0]?.ratings).toEqual(['yes', 'strong_yes', null]);
    expect(body.summary).toMatchObject({ submitted: 2, expected: 3, awaiting: 1, counts: { strong_yes: 1, yes: 1 } });
    // Strong Yes (10) and Yes (7): 8.5, offered as 9 beside the recruiter's own score, never written.
    expect(body.suggested_score).toBe(9);
    const row = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { documentId: panel.applicationId } });
    expect(row.interview_score).toBeNull();

    // The interview agenda marks the interview with its one missing scorecard (item 5).
    const day = interview?.starts_at
      ? new Date(Date.parse(interview.starts_at) + 3 * HOUR).toISOString().slice(0, 10)
      : '';
    const agenda = await fetch(`${server.baseUrl}/api/backoffice/interviews?from=${day}&to=${day}`, {
      headers: { cookie },
    });
    const entries = ((await agenda.json()) as { data: { id: string; scorecards_missing: number }[] }).data;
    expect(entries.find((entry) => entry.id === interview?.id)?.scorecards_missing).toBe(1);

    // The list's chip and its "scorecards awaiting" filter.
    const [item] = await listed({ id: [panel.applicationId] });
    expect(item?.scorecards).toMatchObject({ submitted: 2, expected: 3 });
    const awaiting = await listed({ scorecards_awaiting: true, q: panel.candidateName });
    expect(awaiting.map((application) => application.id)).toEqual([panel.applicationId]);
    expect((await submit(tokenOf(panel, 2), 'no')).status).toBe(200);
    expect(await listed({ scorecards_awaiting: true, q: panel.candidateName })).toEqual([]);
  });

  it('is refused, read or write, without manage_applications', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now(), days: 1 });
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    expect((await scorecardsOf(panel.applicationId, viewer)).status).toBe(403);
    const [id] = scorecardIds((await scorecardsOf(panel.applicationId)).body).values();
    const base = `/api/backoffice/applications/${panel.applicationId}/interview`;
    expect((await postJson(server, `/api/backoffice/scorecards/${id}/reminder`, {}, viewer)).status).toBe(403);
    expect((await postJson(server, `${base}/cancel`, {}, viewer)).status).toBe(403);
    expect((await postJson(server, `${base}/reschedule`, {}, viewer)).status).toBe(403);
    const anonymous = await fetch(`${server.baseUrl}/api/backoffice/applications/${panel.applicationId}/scorecards`);
    expect(anonymous.status).toBe(401);
  });
});

describe('Reminders', () => {
  it('mails one reminder with a working kit link 24 hours after the interview, once, if Settings allow', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 2, now: clock.now(), days: 1 });
    expect((await submit(tokenOf(panel, 0), 'yes')).status).toBe(200);
    const { remindMissingScorecards } = server.load<typeof import('../../src/domain/scorecards/scorecard-reminders')>(
      'domain/scorecards/scorecard-reminders',
    );
    const [, late] = panel.interviewers;
    const before = server.smtp.to(late?.email ?? '').length;
    // 23 hours after the interview's end is too early (counted from its end: a run late in Bahrain's
    // evening is already within a day and a half of tomorrow's interview).
    clock.advance(panel.endsAt + 23 * HOUR - clock.now());
    await remindMissingScorecards(server.strapi, new Date(clock.now()));
    await deliverMail(server);
    expect(server.smtp.to(late?.email ?? '')).toHaveLength(before);
    clock.advance(2 * DAY);
    await remindMissingScorecards(server.strapi, new Date(clock.now()));
    await remindMissingScorecards(server.strapi, new Date(clock.now()));
    await deliverMail(server);
    const reminders = server.smtp.to(late?.email ?? '').slice(before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(new RegExp(`^Your scorecard for ${panel.candidateName} \\(.+\\)$`));
    // The reminder's link opens the same scorecard; the invitation's link still works too.
    const fresh = kitTokenIn(reminders[0]);
    expect(fresh).not.toBe(tokenOf(panel, 1));
    for (const token of [fresh, tokenOf(panel, 1)]) {
      const kit = await kitCall(server, '', { token });
      expect(kit.status).toBe(200);
    }
    // The one who submitted gets nothing.
    expect(
      server.smtp
        .to(panel.interviewers[0]?.email ?? '')
        .map((mail) => mail.subject)
        .join(),
    ).not.toMatch(/scorecard/i);
  });

  it('sends no automatic reminder when Settings switch reminders off', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now(), days: 1 });
    const { remindMissingScorecards } = server.load<typeof import('../../src/domain/scorecards/scorecard-reminders')>(
      'domain/scorecards/scorecard-reminders',
    );
    const email = panel.interviewers[0]?.email ?? '';
    const before = server.smtp.to(email).length;
    clock.advance(4 * DAY);
    await withSettings(server.strapi, server.load, { email_scorecard_reminders_enabled: false }, async () => {
      await remindMissingScorecards(server.strapi, new Date(clock.now()));
    });
    await deliverMail(server);
    expect(server.smtp.to(email)).toHaveLength(before);
    const [message] = await server.strapi.db.query('api::outbox-message.outbox-message').findMany({
      where: { recipient: email, template_key: 'scorecard_reminder' },
    });
    expect(message?.status).toBe('cancelled');
  });

  it('Send Reminder mails the kit link again, at most once an hour, and not to one who submitted', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 2, now: clock.now(), days: 1 });
    expect((await submit(tokenOf(panel, 0), 'no')).status).toBe(200);
    const ids = scorecardIds((await scorecardsOf(panel.applicationId)).body);
    const remind = (email: string) =>
      postJson(server, `/api/backoffice/scorecards/${ids.get(email)}/reminder`, {}, cookie);
    const [done, waiting] = panel.interviewers;
    const sent = await remind(waiting?.email ?? '');
    expect(sent.status).toBe(200);
    expect((sent.body as { message?: string }).message).toBe(messages.scorecards.reminderSent);
    await deliverMail(server);
    expect(kitTokenIn(server.smtp.to(waiting?.email ?? '').at(-1))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await remind(waiting?.email ?? '');
    expect(again.status).toBe(429);
    expect(again.body.error?.message).toBe(messages.scorecards.reminderTooSoon(60));
    clock.advance(HOUR + 1000);
    await signInAgain();
    expect((await remind(waiting?.email ?? '')).status).toBe(200);
    const refused = await remind(done?.email ?? '');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(messages.scorecards.reminderNotNeeded);
    // A candidate who withdrew needs no scorecard: nothing is mailed.
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: panel.applicationId }, data: { status: 'withdrawn' } });
    clock.advance(HOUR + 1000);
    await signInAgain();
    const withdrawn = await remind(waiting?.email ?? '');
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.error?.message).toBe(messages.scorecards.reminderNoCandidate);
  });
});

describe('Reschedule and Cancel Interview', () => {
  it('writes the new time and the cancellation, letters and calendar events, to a candidate who applied in Arabic in Arabic, and in English otherwise', async () => {
    for (const language of ['ar', 'en'] as const) {
      const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now(), days: 3 });
      await server.strapi.db
        .query('api::application.application')
        .update({ where: { documentId: panel.applicationId }, data: { candidate_language: language } });
      const base = `/api/backoffice/applications/${panel.applicationId}/interview`;
      const moved = { scheduled_date: bahrainDayIn(clock.now(), 4), scheduled_time: '11:00', duration_minutes: 30 };
      expect((await postJson(server, `${base}/reschedule`, { ...moved, location: 'Seef office' }, cookie)).status).toBe(
        200,
      );
      await deliverMail(server);
      const update = calendarEventOf(server.smtp.to(panel.candidateEmail).at(-1));
      expect((await postJson(server, `${base}/cancel`, {}, cookie)).status).toBe(200);
      await deliverMail(server);
      const letter = server.smtp.to(panel.candidateEmail).at(-1);
      const cancelled = calendarEventOf(letter);
      expect(cancelled).toMatchObject({ method: 'CANCEL' });
      // The interviewer's copy of the same event stays in English.
      const interviewers = calendarEventOf(server.smtp.to(panel.interviewers[0]?.email ?? '').at(-1));
      expect(interviewers).toMatchObject({ method: 'CANCEL', uid: cancelled.uid });
      expect(interviewers.summary).toMatch(/^Cancelled: Interview: /);
      expect(interviewers.description).toContain('Location: Seef office');
      if (language === 'ar') {
        expect(letter?.subject).toMatch(/^إلغاء مقابلتك لوظيفة /);
        expect(letter?.html).toContain('dir="rtl"');
        expect(letter?.text).toContain('سنتواصل معك بشأن الخطوات التالية');
        // Their calendar's event is in Arabic too: the rescheduled one and its cancellation.
        expect(update.summary).toMatch(/^مقابلة: /);
        expect(update.description).toContain('المكان: Seef office');
        expect(update.description).toContain(`التاريخ: ${candidateDay(moved.scheduled_date, 'ar')}`);
        expect(cancelled.summary).toMatch(/^ملغاة: مقابلة: /);
      } else {
        expect(letter?.subject).toMatch(/^Your interview for .+ is cancelled$/);
        expect(letter?.html).toContain('dir="ltr"');
        expect(update.summary).toMatch(/^Interview: /);
        expect(update.description).toContain('Location: Seef office');
        expect(cancelled.summary).toMatch(/^Cancelled: Interview: /);
      }
    }
  });

  it('updates every invitation with the same UID and SEQUENCE 1, then cancels with METHOD:CANCEL and stops the links', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 2, now: clock.now(), days: 2 });
    const everyone = [panel.candidateEmail, ...panel.interviewers.map((person) => person.email)];
    const first = new Map(everyone.map((email) => [email, calendarEventOf(server.smtp.to(email).at(-1))]));
    const base = `/api/backoffice/applications/${panel.applicationId}/interview`;
    const date = bahrainDayIn(clock.now(), 5);
    const moved = await postJson(
      server,
      `${base}/reschedule`,
      { scheduled_date: date, scheduled_time: '13:30', duration_minutes: 45, location: 'Seef office' },
      cookie,
    );
    expect(moved.status).toBe(200);
    expect((moved.body as { message?: string }).message).toBe(messages.scorecards.rescheduled);
    await deliverMail(server);
    for (const email of everyone) {
      const event = calendarEventOf(server.smtp.to(email).at(-1));
      expect(event).toMatchObject({ method: 'REQUEST', sequence: 1, uid: first.get(email)?.uid });
      expect(event.start).toBe(`${date}T10:30:00.000Z`);
    }
    // The earlier kit link still opens the kit, now for the new time.
    const kit = await kitCall(server, '', { token: tokenOf(panel, 0) });
    expect((kit.body.kit as { starts_at: string }).starts_at).toBe(`${date}T10:30:00.000Z`);
    const row = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { documentId: panel.applicationId } });
    expect(new Date(row.interview_scheduled_date).toISOString()).toBe(`${date}T10:30:00.000Z`);

    const cancelled = await postJson(server, `${base}/cancel`, {}, cookie);
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { message?: string }).message).toBe(messages.scorecards.cancelled);
    await deliverMail(server);
    for (const email of everyone) {
      const event = calendarEventOf(server.smtp.to(email).at(-1));
      expect(event).toMatchObject({ method: 'CANCEL', partMethod: 'CANCEL', sequence: 2, status: 'CANCELLED' });
      expect(event.uid).toBe(first.get(email)?.uid);
    }
    for (const token of panel.tokens.values()) expect((await kitCall(server, '', { token })).status).toBe(404);
    const after = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { documentId: panel.applicationId } });
    expect(after.interview_status).toBe('cancelled');
    // Nothing left to change; scheduling again is allowed.
    expect((await postJson(server, `${base}/cancel`, {}, cookie)).status).toBe(409);
    const again = await postJson(
      server,
      base,
      {
        scheduled_date: date,
        scheduled_time: '09:00',
        location: 'HQ',
        interviewer_name: 'New Panel',
        interviewer_email: 'new.panel@example.com',
      },
      cookie,
    );
    expect(again.status).toBe(200);
    const tab = await scorecardsOf(panel.applicationId);
    expect(tab.body.interviews.map((interview) => interview.interview_status).sort()).toEqual([
      'cancelled',
      'scheduled',
    ]);
    expect(tab.body.summary?.expected).toBe(1);
  });

  it('refuses a reschedule with bad fields or without a scheduled interview, changing nothing', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now(), days: 2 });
    const base = `/api/backoffice/applications/${panel.applicationId}/interview`;
    const past = await postJson(
      server,
      `${base}/reschedule`,
      { scheduled_date: bahrainDayIn(clock.now(), -1), scheduled_time: '10:00', location: 'HQ' },
      cookie,
    );
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(messages.validation.dateNotInPast);
    const extra = await postJson(
      server,
      `${base}/reschedule`,
      {
        scheduled_date: bahrainDayIn(clock.now(), 3),
        scheduled_time: '10:00',
        location: 'HQ',
        interviewer_email: 'x@y.z',
      },
      cookie,
    );
    expect(extra.status).toBe(400);
    const [interview] = await server.strapi.db
      .query('api::interview-schedule.interview-schedule')
      .findMany({ where: { application: { documentId: panel.applicationId } } });
    expect(interview?.calendar_sequence).toBe(0);
  });
});
