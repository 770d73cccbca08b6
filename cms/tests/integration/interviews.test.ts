import { companyToday, messages } from '@careers/shared';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { makePosting } from '../support/factories';
import { calendarEventOf } from '../support/interview-kits';
import { listedApplication } from '../support/listed-applications';
import { whileRefusing } from '../support/refuse-writes';
import { withSettings } from '../support/settings';
import type { CapturedMail } from '../support/smtp-capture';
import { advanceToBahrainNoon, testClock } from '../support/test-clock';
import { testServer } from '../support/test-server';

// Schedule Interview as the detail dialog calls it: the interview, the
// application's interview fields and the invitations with their calendar event, all or nothing.

const DAY = 86_400_000;
const HOUR = 3_600_000;

const server = await testServer();
const clock = testClock(server);
const recruiter = await createAdmin(server, 'recruiter');
const cookie = await signIn(server, recruiter);

afterEach(() => clock.reset());

/** A Bahrain date a few days ahead, whatever the time of day the test runs. */
const inDays = (days: number) => companyToday(new Date(Date.now() + days * DAY));

const schedule = (id: string, form: Record<string, unknown>, as = cookie) =>
  postJson(server, `/api/backoffice/applications/${id}/interview`, form, as) as Promise<{
    status: number;
    body: {
      data?: Record<string, unknown>;
      message?: string;
      email_sent?: boolean;
      error?: { message: string; details?: { errors?: { path: string[] }[] } };
    };
  }>;

const validForm = (overrides: Record<string, unknown> = {}) => ({
  scheduled_date: inDays(3),
  scheduled_time: '10:30',
  location: 'Gulf Horizon HQ, Manama',
  interviewer_name: 'Layla Al Mannai',
  interviewer_email: 'layla.interviewer@example.com',
  ...overrides,
});

const application = (id: string) =>
  server.strapi.db.query('api::application.application').findOne({ where: { documentId: id } });
const interviews = (id: string) =>
  server.strapi.db
    .query('api::interview-schedule.interview-schedule')
    .findMany({ where: { application: { documentId: id } } });
const audits = (id: string) =>
  server.strapi.db.query('api::audit-event.audit-event').findMany({
    where: { entity_type: 'application', entity_id: id, action: 'application.interview_scheduled' },
  });
const outbox = (id: string) =>
  server.strapi.db.query('api::outbox-message.outbox-message').findMany({ where: { application_id: id } });

/** Embeddings, overrides and isolates: they turn around what a calendar shows. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** The parameters our attendee lines carry; anything else came from a name. */
const KNOWN_ATTENDEE_PARAMETERS = new Set(['cn', 'role', 'rsvp', 'partstat']);

/** The invitation's event, read with ical.js as a calendar app reads it. */
function veventOf(mail: CapturedMail | undefined) {
  const part = mail?.attachments.find((attachment) => attachment.calendarMethod === 'REQUEST');
  if (!part) throw new Error(`no calendar invite in the mail to ${mail?.to}`);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the calendar has no event');
  return vevent;
}

function calendarOf(mail: CapturedMail | undefined) {
  const vevent = veventOf(mail);
  const calendar = vevent.parent;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar?.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    end: event.endDate.toJSDate().toISOString(),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '')).sort(),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
  };
}

describe('Schedule Interview', () => {
  it('creates the interview, marks the application and sends a calendar invite to everyone', async () => {
    const posting = await makePosting(server);
    const candidate = await listedApplication(server, { status: 'shortlisted', posting: posting.documentId });
    const date = inDays(3);
    // The second additional interviewer has no e-mail: left out of the notes and the invitations.
    const panel = [
      { name: 'Hassan Ali', email: 'hassan.panel@example.com' },
      { name: 'Half filled', email: '' },
    ];
    const link = 'https://meet.example.com/abc';
    const form = { scheduled_date: date, duration_minutes: 45, meeting_link: link, notes: 'Bring the portfolio' };
    const response = await schedule(candidate.documentId, validForm({ ...form, additional_interviewers: panel }));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(messages.interviews.scheduledAndInviteSent);

    // 10:30 in Bahrain (UTC+3, no summer time) is 07:30 UTC, whatever the server's own zone.
    const startsAt = `${date}T07:30:00.000Z`;
    const row = await application(candidate.documentId);
    expect(row.interview_status).toBe('scheduled');
    expect(new Date(row.interview_scheduled_date).toISOString()).toBe(startsAt);
    expect(row.status).toBe('shortlisted');
    expect(await audits(candidate.documentId)).toHaveLength(1);

    const [interview, ...more] = await interviews(candidate.documentId);
    expect(more).toHaveLength(0);
    expect(interview).toMatchObject({
      status: 'scheduled',
      duration_minutes: 45,
      interviewer_email: 'layla.interviewer@example.com',
      calendar_invite_sent: false,
    });
    expect(interview.notes).toContain('Bring the portfolio');
    expect(interview.notes).toContain('Hassan Ali <hassan.panel@example.com>');
    expect(interview.notes).not.toContain('Half filled');

    await deliverMail(server);
    const recipients = [candidate.email, 'layla.interviewer@example.com', 'hassan.panel@example.com'];
    for (const recipient of recipients) {
      const invite = calendarOf(server.smtp.to(recipient).at(-1));
      expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: startsAt, startIsUtc: true });
      expect(invite.uid).toMatch(new RegExp(`^${interview.documentId}@`));
      expect(invite.end).toBe(new Date(Date.parse(startsAt) + 45 * 60_000).toISOString());
      expect(invite.attendees).toEqual([...recipients].sort());
      expect(invite.organizer).toMatch(/^mailto:/i);
    }
    const [sent] = await interviews(candidate.documentId);
    expect(sent?.calendar_invite_sent).toBe(true);
  });

  it('keeps every name inside its own attendee line: a quote in a name adds no role and no address', async () => {
    const hostile = 'Eve";ROLE=CHAIR;CN="x:mailto:attacker@evil.example;X="';
    const candidate = await listedApplication(server, { status: 'reviewed', full_name: hostile });
    const interviewer = 'Layla "The Chair" ^Al Mannai;ROLE=CHAIR:mailto:attacker@evil.example';
    // A literal ^n must stay two characters, not become a line break.
    const panelist = 'Hassan ^n "Panel";ROLE=CHAIR';
    const sender = 'Gulf "Horizon";SENT-BY="mailto:attacker@evil.example"';
    const form = validForm({
      interviewer_name: interviewer,
      additional_interviewers: [{ name: panelist, email: 'hassan.panel@example.com' }],
    });
    const response = await withSettings(server.strapi, server.load, { email_from_name: sender }, async () => {
      const answer = await schedule(candidate.documentId, form);
      await deliverMail(server);
      return answer;
    });
    expect(response.status).toBe(200);

    const expected = new Map([
      [candidate.email, hostile],
      ['layla.interviewer@example.com', interviewer],
      ['hassan.panel@example.com', panelist],
    ]);
    for (const recipient of expected.keys()) {
      const vevent = veventOf(server.smtp.to(recipient).at(-1));
      const attendees = vevent.getAllProperties('attendee').map((attendee) => ({
        address: String(attendee.getFirstValue()),
        name: attendee.getParameter('cn'),
        role: attendee.getParameter('role'),
        otherParameters: Object.keys(attendee.toJSON()[1]).filter((key) => !KNOWN_ATTENDEE_PARAMETERS.has(key)),
      }));
      expect(attendees.map(({ address }) => address).sort()).toEqual(
        [...expected.keys()].map((address) => `mailto:${address}`).sort(),
      );
      for (const attendee of attendees) {
        expect(attendee.role).toBe('REQ-PARTICIPANT');
        expect(attendee.otherParameters).toEqual([]);
        expect(attendee.name).toBe(expected.get(attendee.address.replace(/^mailto:/, '')));
      }
      const organizer = vevent.getFirstProperty('organizer');
      expect(organizer?.getParameter('cn')).toBe(sender);
      expect(organizer?.getParameter('sent-by')).toBeUndefined();
      expect(String(organizer?.getFirstValue())).not.toContain('attacker');
    }
  });

  it('names every interviewer in the invitation without the bidi controls that would turn a name around', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    const form = validForm({
      interviewer_name: 'Layla \u202eiannaM lA\u202c',
      additional_interviewers: [{ name: '\u2067Hassan Ali\u2069', email: 'hassan.panel@example.com' }],
    });
    expect((await schedule(candidate.documentId, form)).status).toBe(200);
    await deliverMail(server);

    const [interview] = await interviews(candidate.documentId);
    expect(interview?.interviewer_name).toBe('Layla iannaM lA');
    const vevent = veventOf(server.smtp.to('layla.interviewer@example.com').at(-1));
    const names = new Map(
      vevent
        .getAllProperties('attendee')
        .map((attendee) => [String(attendee.getFirstValue()), String(attendee.getParameter('cn'))]),
    );
    expect(names.get('mailto:layla.interviewer@example.com')).toBe('Layla iannaM lA');
    expect(names.get('mailto:hassan.panel@example.com')).toBe('Hassan Ali');
    expect([...names.values()].filter((name) => BIDI_CONTROL.test(name))).toEqual([]);
  });

  it('writes the invitation to the letter of RFC 5545: lines of 75 octets at most, bare enumerated values, our PRODID', async () => {
    // A long Arabic name and notes: two octets a letter, so lines folded by characters ran past 75 octets.
    const name = 'مريم عبد الرحمن بن خليفة السيد آل محمود الدوسري';
    const candidate = await listedApplication(server, { status: 'reviewed', full_name: name });
    const notes = 'يرجى إحضار شهادة الخبرة وجواز السفر والشهادات الأكاديمية الأصلية إلى المقابلة';
    expect((await schedule(candidate.documentId, validForm({ notes }))).status).toBe(200);
    await deliverMail(server);
    const part = server.smtp
      .to(candidate.email)
      .at(-1)
      ?.attachments.find((attachment) => attachment.calendarMethod === 'REQUEST');
    const text = String(part?.content);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    expect(text).not.toMatch(/;(ROLE|PARTSTAT|RSVP)="/);
    expect(lines).toContain('PRODID:-//Gulf Horizon//Careers Back Office//EN');
    // And a calendar app reads it whole: the name unbroken, the parameters as they were meant.
    const vevent = veventOf(server.smtp.to(candidate.email).at(-1));
    const attendee = vevent
      .getAllProperties('attendee')
      .find((property) => String(property.getFirstValue()) === `mailto:${candidate.email}`);
    expect(attendee?.getParameter('cn')).toBe(name);
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee?.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(notes);
  });

  it('refuses a second scheduling while one is scheduled', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    expect((await schedule(candidate.documentId, validForm())).status).toBe(200);
    const again = await schedule(candidate.documentId, validForm({ scheduled_date: inDays(5) }));
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(messages.interviews.alreadyScheduled);
    expect(await interviews(candidate.documentId)).toHaveLength(1);
    expect(await outbox(candidate.documentId)).toHaveLength(2);
  });

  it('refuses a date in the past and bad fields, writing nothing', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    const past = await schedule(candidate.documentId, validForm({ scheduled_date: inDays(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(messages.validation.dateNotInPast);
    expect((await schedule(candidate.documentId, validForm({ duration_minutes: 50 }))).status).toBe(400);
    expect((await schedule(candidate.documentId, validForm({ meeting_link: 'not a link' }))).status).toBe(400);
    expect((await schedule(candidate.documentId, validForm({ interviewer_email: '' }))).status).toBe(400);
    expect(await interviews(candidate.documentId)).toHaveLength(0);
    expect((await application(candidate.documentId)).interview_status).toBeNull();
  });

  it('refuses a start earlier today by the server’s clock, and a reschedule to one, writing nothing', async () => {
    // 23:00 in Bahrain by the server's clock, while the real clock is at most that day's noon: only the
    // server's own clock can tell that 22:30 today has passed.
    advanceToBahrainNoon(clock);
    clock.advance(11 * HOUR);
    const now = await signIn(server, recruiter);
    const today = companyToday(new Date(clock.now()));
    const candidate = await listedApplication(server, { status: 'reviewed' });

    const early = await schedule(
      candidate.documentId,
      validForm({ scheduled_date: today, scheduled_time: '22:30' }),
      now,
    );
    expect(early.status).toBe(400);
    expect(early.body.error?.message).toBe(messages.interviews.startInPast);
    expect(early.body.error?.details?.errors?.map((error) => error.path)).toEqual([['scheduled_time']]);
    expect(await interviews(candidate.documentId)).toHaveLength(0);
    expect((await application(candidate.documentId)).interview_status).toBeNull();
    expect(await outbox(candidate.documentId)).toHaveLength(0);

    const later = await schedule(
      candidate.documentId,
      validForm({ scheduled_date: today, scheduled_time: '23:30' }),
      now,
    );
    expect(later.status).toBe(200);
    const booked = `${today}T20:30:00.000Z`;
    expect(new Date((await application(candidate.documentId)).interview_scheduled_date).toISOString()).toBe(booked);

    const reschedule = (time: string) =>
      postJson(
        server,
        `/api/backoffice/applications/${candidate.documentId}/interview/reschedule`,
        { scheduled_date: today, scheduled_time: time, location: 'Seef office' },
        now,
      ) as Promise<{ status: number; body: { error?: { message: string } } }>;
    const back = await reschedule('22:45');
    expect(back.status).toBe(400);
    expect(back.body.error?.message).toBe(messages.interviews.startInPast);
    const [kept] = await interviews(candidate.documentId);
    expect(String(kept?.scheduled_time).slice(0, 5)).toBe('23:30');
    expect(kept).toMatchObject({ location: 'Gulf Horizon HQ, Manama', calendar_sequence: 0 });
    expect(new Date((await application(candidate.documentId)).interview_scheduled_date).toISOString()).toBe(booked);

    expect((await reschedule('23:45')).status).toBe(200);
    const [moved] = await interviews(candidate.documentId);
    expect(String(moved?.scheduled_time).slice(0, 5)).toBe('23:45');
    await deliverMail(server);
  });

  it('writes the date as the candidate reads it: Arabic month names in Arabic, the English form in English, never ISO', async () => {
    // A fixed day far ahead, so the expected words can be written out.
    const day = '2099-12-11';
    const expected = { ar: 'التاريخ: 11 ديسمبر 2099', en: 'Date: 11 December 2099' };
    for (const language of ['ar', 'en'] as const) {
      const candidate = await listedApplication(server, { status: 'reviewed', candidate_language: language });
      expect((await schedule(candidate.documentId, validForm({ scheduled_date: day }))).status).toBe(200);
      await deliverMail(server);
      const letter = server.smtp.to(candidate.email).at(-1);
      const event = calendarEventOf(letter);
      expect(letter?.text).toContain(expected[language]);
      expect(event.description).toContain(expected[language]);
      for (const words of [letter?.text, event.description]) expect(words).not.toContain(day);
      // The interviewers' copy is in English, with the same date form.
      const interviewers = calendarEventOf(server.smtp.to('layla.interviewer@example.com').at(-1));
      expect(interviewers.description).toContain(expected.en);
      expect(interviewers.description).not.toContain(day);
    }
  });

  it("refuses a meeting link that is not a web address with the field's message, writing nothing", async () => {
    // A javascript: link once passed, and the calendar invitation failed with a 500.
    const candidate = await listedApplication(server, { status: 'reviewed' });
    for (const link of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://meet.example.com/x',
    ]) {
      const refused = await schedule(candidate.documentId, validForm({ meeting_link: link }));
      expect(refused.status, link).toBe(400);
      expect(refused.body.error?.message).toBe(messages.interviews.invalidMeetingLink);
    }
    expect(await interviews(candidate.documentId)).toHaveLength(0);
    expect(await outbox(candidate.documentId)).toHaveLength(0);
    const meeting = await schedule(candidate.documentId, validForm({ meeting_link: ' http://meet.example.com/abc ' }));
    expect(meeting.status).toBe(200);
    expect((await interviews(candidate.documentId))[0]?.meeting_link).toBe('http://meet.example.com/abc');
  });

  it('is refused without manage_applications', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    const analyst = await signIn(server, await adminWithFlags(server, ['view_analytics', 'manage_jobs']));
    expect((await schedule(candidate.documentId, validForm(), analyst)).status).toBe(403);
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    expect((await schedule(candidate.documentId, validForm(), viewer)).status).toBe(403);
    expect(await interviews(candidate.documentId)).toHaveLength(0);
  });

  it('writes everything or nothing: a failed e-mail insert leaves no interview and no status', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    const response = await whileRefusing(server, { table: 'email_outbox', event: 'INSERT' }, () =>
      schedule(candidate.documentId, validForm()),
    );
    expect(response.status).toBe(500);
    expect(await interviews(candidate.documentId)).toHaveLength(0);
    const row = await application(candidate.documentId);
    expect(row.interview_status).toBeNull();
    expect(row.interview_scheduled_date).toBeNull();
    expect(await audits(candidate.documentId)).toHaveLength(0);
    expect(await outbox(candidate.documentId)).toHaveLength(0);
  });

  it('says so when the invitation cannot go (template switched off), keeping the interview', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    const templates = server.strapi.db.query('api::email-template.email-template');
    const template = await templates.findOne({ where: { template_key: 'interview_invitation' } });
    await templates.update({ where: { id: template.id }, data: { is_active: false } });
    try {
      const response = await schedule(candidate.documentId, validForm());
      expect(response.status).toBe(200);
      expect(response.body.email_sent).toBe(false);
      expect(response.body.message).toMatch(/^Interview scheduled but failed to send email: /);
      expect(await interviews(candidate.documentId)).toHaveLength(1);
    } finally {
      await templates.update({ where: { id: template.id }, data: { is_active: true } });
    }
  });
});
