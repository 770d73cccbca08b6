import { createHash, randomUUID } from 'node:crypto';
import {
  AGENDA_MAX_DAYS,
  addDays,
  type CreatedInterviewerFeed,
  companyToday,
  type InterviewAgenda,
  type InterviewAgendaEntry,
  messages,
} from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { parseCalendar } from '../support/calendar';
import { adminWithFlags } from '../support/custom-role';
import { makePosting } from '../support/factories';
import { listedApplication } from '../support/listed-applications';
import { beforeAndOverLimit } from '../support/rate-limits';
import { getJson, testServer } from '../support/test-server';

// The interview agenda by Bahrain day, and each interviewer's private calendar feed.
const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'recruiter'));

/**
 * Days far ahead and apart per test (a per-file counter, 37 days apart), so other files' interviews
 * rarely share them (and are filtered out).
 */
let farDays = 0;
const farDay = () => {
  farDays += 1;
  return addDays(companyToday(), 200 + farDays * 37);
};

const agenda = async (query: string, as = cookie) => {
  const response = await getJson(server, `/api/backoffice/interviews${query}`, { headers: { cookie: as } });
  return response as { status: number; body: InterviewAgenda & { error?: { message: string } } };
};

const schedule = async (applicationId: string, form: Record<string, unknown>) => {
  const response = await postJson(server, `/api/backoffice/applications/${applicationId}/interview`, form, cookie);
  expect(response.status).toBe(200);
  return String((response.body as { interview_id?: string }).interview_id);
};

const feedCall = (path: string, email: string, as = cookie) =>
  postJson(server, `/api/backoffice/interviews/feeds${path}`, { interviewer_email: email }, as) as Promise<{
    status: number;
    headers: Headers;
    body: { data?: CreatedInterviewerFeed; message?: string; error?: { message: string } };
  }>;

/** The feed as a calendar app fetches it: the path of the secret address, no cookie. */
const fetchFeed = (url: string) => getJson(server, new URL(url).pathname);

/** A candidate of a posting of its own, and the form that schedules them. */
async function candidate(label: string) {
  const posting = await makePosting(server, { title: `Treasury Analyst ${label} ${randomUUID().slice(0, 6)}` });
  const application = await listedApplication(server, { status: 'shortlisted', posting: posting.documentId });
  return { ...application, postingTitle: posting.title };
}

const interviewerEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@gulfhorizon.test`;

describe('the interview agenda', () => {
  it('lists the interviews of each Bahrain day in order, across a Bahrain midnight', async () => {
    const day = farDay();
    const next = addDays(day, 1);
    const lead = interviewerEmail('lead');
    const panel = interviewerEmail('panel');
    const late = await candidate('late');
    const early = await candidate('early');
    const morning = await candidate('morning');
    const base = { location: 'Gulf Horizon HQ, Manama', interviewer_name: 'Layla Al Mannai', interviewer_email: lead };
    // 23:30 and 00:30 in Bahrain are 20:30 and 21:30 UTC of the same UTC day, yet two Bahrain days.
    const lateId = await schedule(late.documentId, {
      ...base,
      scheduled_date: day,
      scheduled_time: '23:30',
      meeting_link: 'https://meet.example.com/late',
      additional_interviewers: [{ name: 'Hassan Ali', email: panel }],
    });
    await schedule(early.documentId, { ...base, scheduled_date: next, scheduled_time: '00:30', duration_minutes: 30 });
    await schedule(morning.documentId, { ...base, scheduled_date: day, scheduled_time: '09:00' });

    const { status, body } = await agenda(`?from=${day}&to=${next}`);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ from: day, to: next, truncated: false });
    const ours = new Set([late.documentId, early.documentId, morning.documentId]);
    const rows = body.data.filter((row) => ours.has(String(row.application_id)));
    expect(rows.map((row) => [row.candidate_name, row.scheduled_date, row.scheduled_time])).toEqual([
      [morning.full_name, day, '09:00'],
      [late.full_name, day, '23:30'],
      [early.full_name, next, '00:30'],
    ]);
    const lateRow = rows[1] as InterviewAgendaEntry;
    expect(lateRow).toMatchObject({
      id: lateId,
      application_id: late.documentId,
      posting_title: late.postingTitle,
      starts_at: `${day}T20:30:00.000Z`,
      ends_at: `${day}T21:30:00.000Z`,
      duration_minutes: 60,
      location: 'Gulf Horizon HQ, Manama',
      meeting_link: 'https://meet.example.com/late',
      status: 'scheduled',
      interviewers: [
        { name: 'Layla Al Mannai', email: lead },
        { name: 'Hassan Ali', email: panel },
      ],
    });
    expect(rows[2]?.starts_at).toBe(`${day}T21:30:00.000Z`);
    // Whitelisted output: no notes, no internal columns.
    expect(Object.keys(lateRow).sort()).toEqual(
      [
        'application_id',
        'candidate_name',
        'duration_minutes',
        'ends_at',
        'id',
        'interviewers',
        'location',
        'meeting_link',
        'posting_title',
        'scheduled_date',
        'scheduled_time',
        'scorecards_missing',
        'starts_at',
        'status',
      ].sort(),
    );

    // One day only: the 00:30 interview belongs to the next Bahrain day.
    const single = await agenda(`?from=${day}&to=${day}`);
    expect(single.body.data.filter((row) => ours.has(String(row.application_id)))).toHaveLength(2);
  });

  it('reads a day of many interviews in the same few statements as a day of one', async () => {
    type Agenda = typeof import('../../src/domain/interviews/agenda');
    const { interviewAgenda } = server.load<Agenda>('domain/interviews/agenda');
    const quiet = farDay();
    const busy = addDays(quiet, 1);
    const base = { location: 'Room 2', interviewer_name: 'Layla Al Mannai', interviewer_email: interviewerEmail('n') };
    await schedule((await candidate('one')).documentId, { ...base, scheduled_date: quiet, scheduled_time: '09:00' });
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00']) {
      await schedule((await candidate(time)).documentId, { ...base, scheduled_date: busy, scheduled_time: time });
    }
    const statementsFor = async (day: string) => {
      let statements = 0;
      // Only the agenda's reads: a pool's set-up of a new connection (SET …) or another part of the
      // server at work in the same moment are not the agenda's statements.
      const count = (query: { sql?: string }) => {
        if (/interview_schedules|applications|job_postings/.test(query.sql ?? '')) statements += 1;
      };
      server.strapi.db.connection.on('query', count);
      try {
        const { data } = await interviewAgenda(server.strapi, { from: day, to: day });
        expect(data.length).toBeGreaterThanOrEqual(day === busy ? 5 : 1);
        expect(data.every((row) => row.posting_title !== null)).toBe(true);
      } finally {
        server.strapi.db.connection.off('query', count);
      }
      return statements;
    };
    // Another part of the server may touch the same tables in the same moment (a statement the count
    // cannot tell from the agenda's): the fewer of two reads is the agenda's own.
    const fewest = async (day: string) => Math.min(await statementsFor(day), await statementsFor(day));
    const one = await fewest(quiet);
    // The interviews, their applications, their postings, their missing scorecards: however many rows.
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThanOrEqual(5);
    expect(await fewest(busy)).toBe(one);
  });

  it('starts today in Bahrain by default and refuses a reversed, too long or unknown range', async () => {
    const today = companyToday();
    const plain = await agenda('');
    expect(plain.status).toBe(200);
    expect(plain.body.meta.from).toBe(today);
    expect(plain.body.meta.to).toBe(addDays(today, 13));
    expect(plain.body.data.every((row) => row.scheduled_date >= today)).toBe(true);

    const reversed = await agenda(`?from=${addDays(today, 3)}&to=${today}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.message).toBe(messages.interviewAgenda.rangeReversed);
    const long = await agenda(`?from=${today}&to=${addDays(today, AGENDA_MAX_DAYS)}`);
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe(messages.interviewAgenda.rangeTooLong(AGENDA_MAX_DAYS));
    expect((await agenda('?from=tomorrow')).status).toBe(400);
    expect((await agenda('?sort=id')).status).toBe(400);
  });

  it('is refused without manage_applications, and without a session', async () => {
    const analyst = await signIn(server, await adminWithFlags(server, ['view_analytics', 'manage_jobs']));
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    const email = interviewerEmail('refused');
    for (const as of [analyst, viewer]) {
      expect((await agenda('', as)).status).toBe(403);
      expect((await getJson(server, '/api/backoffice/interviews/feeds', { headers: { cookie: as } })).status).toBe(403);
      expect((await feedCall('', email, as)).status).toBe(403);
      expect((await feedCall('/revoke', email, as)).status).toBe(403);
    }
    expect((await getJson(server, '/api/backoffice/interviews')).status).toBe(401);
    const feeds = server.strapi.db.query('api::interviewer-feed.interviewer-feed');
    expect(await feeds.count({ where: { interviewer_email: email } })).toBe(0);
  });
});

describe("an interviewer's calendar feed", () => {
  it("carries that interviewer's interviews only, with the invitation's UID and UTC times", async () => {
    const day = farDay();
    const person = interviewerEmail('feed');
    const other = interviewerEmail('other');
    const primary = await candidate('primary');
    const additional = await candidate('additional');
    const elsewhere = await candidate('elsewhere');
    const base = { location: 'Gulf Horizon HQ, Manama', interviewer_name: 'Noor Hasan' };
    const primaryId = await schedule(primary.documentId, {
      ...base,
      interviewer_email: person,
      scheduled_date: day,
      scheduled_time: '23:30',
      meeting_link: 'https://meet.example.com/feed',
    });
    const additionalId = await schedule(additional.documentId, {
      ...base,
      interviewer_email: other,
      scheduled_date: addDays(day, 1),
      scheduled_time: '00:30',
      duration_minutes: 90,
      additional_interviewers: [{ name: 'Feed Person', email: person }],
    });
    await schedule(elsewhere.documentId, {
      ...base,
      interviewer_email: other,
      scheduled_date: day,
      scheduled_time: '10:00',
    });
    // Interviews of the past are written straight (the form refuses past dates): 20 days ago is in
    // the feed, 40 days ago is not.
    const interviews = server.strapi.documents('api::interview-schedule.interview-schedule');
    const past = (days: number) =>
      interviews.create({
        data: {
          application: primary.documentId,
          scheduled_date: addDays(companyToday(), -days),
          scheduled_time: '11:00:00.000',
          duration_minutes: 60,
          location: 'Past room',
          interviewer_name: 'Noor Hasan',
          interviewer_email: person,
          status: 'completed',
          calendar_invite_sent: true,
          calendar_sequence: 0,
        },
      });
    const recent = await past(20);
    await past(40);

    // Asked with another case: the feed belongs to the address, as stored (lower-case).
    const created = await feedCall('', `  ${person.toUpperCase()} `);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body.message).toBe(messages.interviewAgenda.feedCreated);
    const feed = created.body.data as CreatedInterviewerFeed;
    expect(feed.interviewer_email).toBe(person);
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await fetchFeed(feed.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const calendar = parseCalendar(String(response.body));
    // RFC 5545 to the letter: our product id, and no line past 75 octets.
    const lines = String(response.body).split('\r\n');
    expect(lines).toContain('PRODID:-//Gulf Horizon//Careers Back Office//EN');
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.name).toBe(messages.interviewAgenda.calendarName(person));
    const byUid = new Map(calendar.events.map((event) => [event.uid.split('@')[0], event]));
    expect([...byUid.keys()].sort()).toEqual([primaryId, additionalId, recent.documentId].sort());
    expect(byUid.get(primaryId)).toMatchObject({
      start: `${day}T20:30:00.000Z`,
      end: `${day}T21:30:00.000Z`,
      startIsUtc: true,
      status: 'CONFIRMED',
      url: 'https://meet.example.com/feed',
      summary: messages.interviews.calendarTitle(primary.full_name, primary.postingTitle),
    });
    expect(byUid.get(additionalId)).toMatchObject({
      start: `${day}T21:30:00.000Z`,
      end: `${day}T23:00:00.000Z`,
      startIsUtc: true,
    });

    // The invitation the interviewer received names the same event: one entry in their calendar.
    await deliverMail(server);
    const invite = server.smtp
      .to(person)
      .flatMap((mail) => mail.attachments)
      .find((part) => part.calendarMethod === 'REQUEST' && part.content.includes(primaryId));
    const invited = parseCalendar(String(invite?.content)).events[0];
    expect(invited?.uid).toBe(byUid.get(primaryId)?.uid);
    expect(invited?.sequence).toBe(byUid.get(primaryId)?.sequence);
  });

  it('lets no text start a line of its own: a bare CR in a name becomes an escaped line break', async () => {
    const person = interviewerEmail('crlf');
    const posting = await makePosting(server, { title: `Treasury Analyst crlf ${randomUUID().slice(0, 6)}` });
    const hostile = await listedApplication(server, {
      status: 'shortlisted',
      posting: posting.documentId,
      full_name: 'Ali Hasan\rATTENDEE:mailto:evil@x\u0007',
    });
    const id = await schedule(hostile.documentId, {
      location: 'Room 1\r\nX-INJECTED:yes',
      interviewer_name: 'Noor\rORGANIZER:mailto:evil@x',
      interviewer_email: person,
      scheduled_date: farDay(),
      scheduled_time: '10:00',
    });
    const feed = (await feedCall('', person)).body.data as CreatedInterviewerFeed;
    const fetched = String((await fetchFeed(feed.url)).body);
    await deliverMail(server);
    const invite = server.smtp
      .to(person)
      .flatMap((mail) => mail.attachments)
      .find((part) => part.calendarMethod === 'REQUEST' && part.content.includes(id));
    for (const raw of [fetched, String(invite?.content)]) {
      expect(raw).toContain(id);
      const lines = raw.split(/\r\n|\r|\n/);
      expect(lines.filter((line) => /^(ATTENDEE:mailto:evil|ORGANIZER:mailto:evil|X-INJECTED)/i.test(line))).toEqual(
        [],
      );
      expect(raw).not.toContain('\u0007');
      expect(raw).not.toMatch(/\r(?!\n)/);
    }
    expect(parseCalendar(fetched).events.find((event) => event.uid.startsWith(id))?.summary).toContain(
      'Ali Hasan\nATTENDEE:mailto:evil@x',
    );
  });

  it('stores only the hash of the token, replaces the link when made again, and 404s once revoked', async () => {
    const person = interviewerEmail('revoke');
    const first = (await feedCall('', person)).body.data as CreatedInterviewerFeed;
    const token = /\/calendar\/([^/]+)\.ics$/.exec(first.url)?.[1] ?? '';
    const feeds = server.strapi.db.query('api::interviewer-feed.interviewer-feed');
    const [row, ...others] = await feeds.findMany({ where: { interviewer_email: person } });
    expect(others).toHaveLength(0);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.created_by).toMatch(/@gulfhorizon\.test$/);

    const listed = await getJson(server, '/api/backoffice/interviews/feeds', { headers: { cookie } });
    const active = (listed.body as { data: { interviewer_email: string; created_at: string }[] }).data;
    expect(active.find((entry) => entry.interviewer_email === person)).toBeTruthy();
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(JSON.stringify(listed.body)).not.toContain(row.token_hash);

    // A new link stops the previous one.
    const second = (await feedCall('', person)).body.data as CreatedInterviewerFeed;
    expect(second.url).not.toBe(first.url);
    const stale = await fetchFeed(first.url);
    expect(stale.status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);

    const revoked = await feedCall('/revoke', person);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(messages.interviewAgenda.feedRevoked);
    const gone = await fetchFeed(second.url);
    expect(gone.status).toBe(404);
    // Revoked, replaced, unknown and malformed tokens all answer the same bare 404.
    const unknown = await getJson(server, `/api/calendar/${'A'.repeat(43)}.ics`);
    const malformed = await getJson(server, '/api/calendar/not-a-token.ics');
    for (const answer of [stale, unknown, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(gone.body);
    }
    const again = await feedCall('/revoke', person);
    expect(again.status).toBe(404);
    expect(again.body.error?.message).toBe(messages.interviewAgenda.noActiveFeed);

    const audits = await server.strapi.db.query('api::audit-event.audit-event').findMany({
      where: { entity_type: 'interviewer_feed', entity_id: person },
      orderBy: [{ id: 'asc' }],
    });
    expect(audits.map((audit) => audit.action)).toEqual([
      'interviewer_feed.created',
      'interviewer_feed.created',
      'interviewer_feed.revoked',
    ]);
    expect(JSON.stringify(audits)).not.toContain(token);
  });

  it('is rate limited per client address', async () => {
    const person = interviewerEmail('limited');
    const feed = (await feedCall('', person)).body.data as CreatedInterviewerFeed;
    const { before, over: refused } = await beforeAndOverLimit(server, 'calendar-feed:ip:127.0.0.1', () =>
      fetchFeed(feed.url),
    );
    expect(before.status).toBe(200);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(JSON.stringify(refused.body))).not.toContain('BEGIN:VCALENDAR');
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });

  it('refuses an address that is not an e-mail, writing nothing', async () => {
    const before = await server.strapi.db.query('api::interviewer-feed.interviewer-feed').count();
    const response = await feedCall('', 'not an address');
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(messages.validation.invalidEmail);
    expect(await server.strapi.db.query('api::interviewer-feed.interviewer-feed').count()).toBe(before);
  });
});
