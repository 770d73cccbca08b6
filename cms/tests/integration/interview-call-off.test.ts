import { type CreatedInterviewerFeed, type InterviewAgenda, messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, runQueuedJobs, signIn } from '../support/admin-session';
import { parseCalendar } from '../support/calendar';
import { bahrainDayIn, calendarEventOf, kitCall, type PanelInterview, scheduledPanel } from '../support/interview-kits';
import { forgetRateLimits } from '../support/rate-limits';
import { getJson, testServer } from '../support/test-server';

// An interview whose candidate withdraws or is erased is called off as Cancel Interview does: the kit
// links stop, everyone's calendar gets the cancellation, the agenda and the interviewers' feeds say
// cancelled. Once, the kits of a withdrawn candidate went on serving their CV and taking scorecards,
// and an erased candidate's interview stayed confirmed in every feed.

const server = await testServer();
const officer = await signIn(server, await createAdmin(server, 'super_admin'));
const DAYS_AHEAD = 9;

/** A panel of two with a calendar feed for the first interviewer; the feed's address. */
async function panelWithFeed(): Promise<{ panel: PanelInterview; feedUrl: string }> {
  const panel = await scheduledPanel(server, officer, { panel: 2, now: Date.now(), days: DAYS_AHEAD });
  const email = panel.interviewers[0]?.email ?? '';
  const created = await postJson(server, '/api/backoffice/interviews/feeds', { interviewer_email: email }, officer);
  expect(created.status).toBe(201);
  return { panel, feedUrl: (created.body.data as unknown as CreatedInterviewerFeed).url };
}

/** What the first interviewer's calendar app reads from their feed for this interview. */
async function feedEvent(feedUrl: string, panel: PanelInterview) {
  const { body } = await getJson(server, new URL(feedUrl).pathname);
  const { events } = parseCalendar(String(body));
  return events.find((event) => event.start === new Date(panel.endsAt - 3_600_000).toISOString());
}

async function agendaEntry(panel: PanelInterview) {
  const day = bahrainDayIn(Date.now(), DAYS_AHEAD);
  const { body } = await getJson(server, `/api/backoffice/interviews?from=${day}&to=${day}`, {
    headers: { cookie: officer },
  });
  return (body as InterviewAgenda).data.find((entry) => entry.application_id === panel.applicationId);
}

/** Checks the interview is called off everywhere; answers the interviewers' cancellation events. */
async function expectCalledOff(panel: PanelInterview, feedUrl: string) {
  await deliverMail(server);
  for (const token of panel.tokens.values()) {
    const kit = await kitCall(server, '', { token });
    expect(kit.status).toBe(404);
    const draft = await kitCall(server, '/draft', { token, ratings: [null, null, null], takeaways: 'late' });
    expect(draft.status).toBe(404);
  }
  const cancellations = panel.interviewers.map((person) => calendarEventOf(server.smtp.to(person.email).at(-1)));
  for (const event of cancellations) expect(event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  expect(await feedEvent(feedUrl, panel)).toMatchObject({ status: 'CANCELLED' });
  expect(await agendaEntry(panel)).toMatchObject({ status: 'cancelled' });
  return cancellations;
}

describe('an interview whose candidate', () => {
  it('withdraws is called off: kits stop, everyone gets the cancellation, feed and agenda say so', async () => {
    const { panel, feedUrl } = await panelWithFeed();
    expect(await feedEvent(feedUrl, panel)).toMatchObject({ status: 'CONFIRMED' });
    const invitation = calendarEventOf(server.smtp.to(panel.candidateEmail).at(-1));

    // The candidate's own page, through the link a lost-link request mails them.
    await forgetRateLimits(server, 'lost-link:');
    await forgetRateLimits(server, 'my-data:');
    const asked = await postJson(server, '/api/public/my-data/lost-link', { email: panel.candidateEmail });
    expect(asked.status).toBe(200);
    await runQueuedJobs(server, 'privacy.candidate-link-request');
    await deliverMail(server);
    const token = /\/my-applications\/#([A-Za-z0-9_-]{43})/.exec(
      server.smtp.to(panel.candidateEmail).at(-1)?.text ?? '',
    )?.[1];
    const withdrawn = await postJson(server, '/api/public/my-data/withdraw', {
      token,
      application_id: panel.applicationId,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body).toMatchObject({ message: messages.selfService.withdrawn });

    const cancellations = await expectCalledOff(panel, feedUrl);
    const candidateCancellation = calendarEventOf(server.smtp.to(panel.candidateEmail).at(-1));
    expect(candidateCancellation).toMatchObject({ method: 'CANCEL', uid: invitation.uid });
    expect(candidateCancellation.sequence).toBeGreaterThan(invitation.sequence);
    for (const event of cancellations) expect(event.uid).toBe(invitation.uid);
  });

  it('is erased is called off for the interviewers, who read no name, and the feed says cancelled', async () => {
    const { panel, feedUrl } = await panelWithFeed();
    const mailsToCandidate = server.smtp.to(panel.candidateEmail).length;
    const erased = await postJson(server, `/api/backoffice/applications/${panel.applicationId}/erasure`, {}, officer);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ erased: 1, held: 0 });

    const cancellations = await expectCalledOff(panel, feedUrl);
    for (const event of cancellations) {
      expect(event.summary).toContain(messages.privacy.erasedCandidate);
      expect(event.summary).not.toContain(panel.candidateName);
    }
    const feed = await feedEvent(feedUrl, panel);
    expect(feed?.summary).not.toContain(panel.candidateName);
    // Nothing more to an address the erasure has forgotten.
    expect(server.smtp.to(panel.candidateEmail)).toHaveLength(mailsToCandidate);
  });
});
