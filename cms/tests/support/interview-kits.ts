// Interviews with a panel, scheduled as the detail dialog schedules them, and the interview-kit links
// their interviewers receive: read from the mail the test's SMTP server captured.
import { companyToday } from '@careers/shared';
import ICAL from 'ical.js';
import { deliverMail, postJson } from './admin-session';
import { makePosting } from './factories';
import { listedApplication } from './listed-applications';
import type { CapturedMail } from './smtp-capture';
import type { TestServer } from './test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let made = 0;

export interface PanelInterview {
  applicationId: string;
  candidateEmail: string;
  candidateName: string;
  interviewers: { name: string; email: string }[];
  /** Each interviewer's kit token, by e-mail, from their invitation. */
  tokens: Map<string, string>;
  /** When the interview ends (ms): a reminder's 24 hours count from here, whatever the time of day now. */
  endsAt: number;
}

/** The kit link's token in a mail's text (`…/interview-kit/#token`). */
export function kitTokenIn(mail: CapturedMail | undefined): string {
  const token = /\/interview-kit\/#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no interview kit link in the mail to ${mail?.to}`);
  return token;
}

/** A calendar part of a mail, read with ical.js as a calendar app reads it. */
export function calendarEventOf(mail: CapturedMail | undefined) {
  const part = mail?.attachments.find((attachment) => attachment.calendarMethod);
  if (!part) throw new Error(`no calendar part in the mail to ${mail?.to}`);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the calendar has no event');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    partMethod: part.calendarMethod,
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    url: vevent.getFirstPropertyValue('url') === null ? null : String(vevent.getFirstPropertyValue('url')),
  };
}

/** A Bahrain date `days` ahead of the server's clock. */
export const bahrainDayIn = (now: number, days: number) => companyToday(new Date(now + days * DAY));

/**
 * A shortlisted application with its own posting (three focus attributes) and a scheduled interview
 * with `panel` interviewers, the invitations delivered; the tokens come from the mailbox.
 */
export async function scheduledPanel(
  server: TestServer,
  cookie: string,
  options: { panel?: number; now: number; screening?: Record<string, string>; days?: number },
): Promise<PanelInterview> {
  made += 1;
  const tag = `${Date.now().toString(36)}${made}`;
  const posting = await makePosting(server);
  await server.strapi.db.query('api::job-posting.job-posting').update({
    where: { documentId: posting.documentId },
    data: {
      requirements: 'IFRS\nExcel',
      screening_questions: ['Do you hold the ACCA?', 'When can you start?'],
      focus_attributes: [
        { name: 'IFRS reporting', good_looks_like: 'Explains the judgements.' },
        { name: 'Attention to detail', good_looks_like: 'Reconciles to the fils.' },
        { name: 'Communication', good_looks_like: 'Plain words.' },
      ],
    },
  });
  const candidate = await listedApplication(server, { status: 'shortlisted', posting: posting.documentId });
  if (options.screening) {
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: candidate.documentId }, data: { screening_answers: options.screening } });
  }
  const interviewers = Array.from({ length: options.panel ?? 3 }, (_, index) => ({
    name: `Interviewer ${index + 1} ${tag}`,
    email: `kit.${index + 1}.${tag}@example.com`,
  }));
  const [primary, ...additional] = interviewers;
  if (!primary) throw new Error('a panel has at least one interviewer');
  const day = bahrainDayIn(options.now, options.days ?? 2);
  const response = await postJson(
    server,
    `/api/backoffice/applications/${candidate.documentId}/interview`,
    {
      scheduled_date: day,
      scheduled_time: '10:00',
      duration_minutes: 60,
      location: 'Gulf Horizon HQ, Manama',
      meeting_link: 'https://meet.example.com/panel',
      interviewer_name: primary.name,
      interviewer_email: primary.email,
      additional_interviewers: additional,
    },
    cookie,
  );
  if (response.status !== 200) throw new Error(`scheduling failed: ${JSON.stringify(response.body)}`);
  await deliverMail(server);
  const tokens = new Map(interviewers.map((person) => [person.email, kitTokenIn(server.smtp.to(person.email).at(-1))]));
  return {
    applicationId: candidate.documentId,
    candidateEmail: candidate.email,
    candidateName: candidate.full_name,
    interviewers,
    tokens,
    endsAt: Date.parse(`${day}T10:00:00+03:00`) + HOUR,
  };
}

/** A call of the kit page's API, as its script makes it. */
export async function kitCall(server: TestServer, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.baseUrl}/api/public/interview-kit${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (type.includes('json') ? await response.json() : await response.arrayBuffer()) as Record<string, unknown> & {
      error?: { message: string };
    },
  };
}
