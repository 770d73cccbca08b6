import { createHash } from 'node:crypto';
import { type InterviewKit, messages } from '@careers/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, signIn } from '../support/admin-session';
import { makePdf } from '../support/file-fixtures';
import { calendarEventOf, kitCall, scheduledPanel } from '../support/interview-kits';
import { expectLimited } from '../support/rate-limits';
import { withSettings } from '../support/settings';
import { testClock } from '../support/test-clock';
import { testServer } from '../support/test-server';

// The interviewer's kit: one private link per interviewer in their
// invitation and calendar event, the kit it opens, the scorecard saved as a draft, submitted once,
// edited with history, and the others' scorecards hidden until one's own is in.

const DAY = 86_400_000;

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'recruiter'));
const clock = testClock(server);
afterEach(() => clock.reset());

const kitOf = async (token: string) => {
  const answer = await kitCall(server, '', { token });
  return { status: answer.status, kit: answer.body.kit as InterviewKit | undefined, error: answer.body.error };
};

const card = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  ratings: ['strong_yes', 'yes', null],
  takeaways: 'Clear on IFRS 16; reconciled the case study to the fils.',
  private_note: 'Salary expectations above the band.',
  recommendation: 'strong_yes',
  ...overrides,
});

const rows = (uid: string, where: Record<string, unknown>) => server.strapi.db.query(uid).findMany({ where });

describe('The interview kit link', () => {
  it('goes to each interviewer alone, in the e-mail and the calendar event, and only its hash is stored', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 2, now: clock.now() });
    const [first, second] = panel.interviewers;
    if (!first || !second) throw new Error('two interviewers');
    const tokens = [panel.tokens.get(first.email), panel.tokens.get(second.email)];
    expect(new Set(tokens).size).toBe(2);
    for (const person of panel.interviewers) {
      const mail = server.smtp.to(person.email).at(-1);
      const token = panel.tokens.get(person.email) ?? '';
      const event = calendarEventOf(mail);
      expect(event.url).toBe(`http://localhost:1337/interview-kit/#${token}`);
      expect(event.description).toContain(`/interview-kit/#${token}`);
      // Nobody else's link is in this interviewer's mail.
      for (const other of tokens.filter((value) => value !== token)) expect(mail?.text).not.toContain(other);
    }
    // The candidate gets the meeting link, never a kit link.
    const candidateMail = server.smtp.to(panel.candidateEmail).at(-1);
    expect(candidateMail?.text).not.toContain('interview-kit');
    expect(calendarEventOf(candidateMail).url).toBe('https://meet.example.com/panel');

    const links = await server.strapi.db.query('api::kit-link.kit-link').findMany({
      where: { token_hash: { $in: tokens.map((token) => createHash('sha256').update(String(token)).digest('hex')) } },
    });
    expect(links).toHaveLength(2);
    // The e-mail log keeps the message, not the secret: neither the text nor the calendar file.
    const outbox = await rows('api::outbox-message.outbox-message', { application_id: panel.applicationId });
    const stored = JSON.stringify(outbox);
    for (const token of tokens) expect(stored).not.toContain(String(token));
  });

  it('opens the kit of its own interview: candidate, posting, attributes, screening answers, no one else', async () => {
    // Intake keys an answer by its question's place; older answers by the question itself.
    const screening = { '1': 'In March.', 'Why this role?': 'I like closing the books.' };
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now(), screening });
    const other = await scheduledPanel(server, cookie, { panel: 1, now: clock.now() });
    const { status, kit } = await kitOf(panel.tokens.get(panel.interviewers[0]?.email ?? '') ?? '');
    expect(status).toBe(200);
    expect(kit).toMatchObject({
      candidate_name: panel.candidateName,
      interviewer_name: panel.interviewers[0]?.name,
      requirements: 'IFRS\nExcel',
      duration_minutes: 60,
      location: 'Gulf Horizon HQ, Manama',
      screening: [
        { question: 'When can you start?', answer: 'In March.' },
        { question: 'Why this role?', answer: 'I like closing the books.' },
      ],
      colleagues: null,
      colleagues_visible: true,
    });
    expect(kit?.focus_attributes.map((attribute) => attribute.name)).toEqual([
      'IFRS reporting',
      'Attention to detail',
      'Communication',
    ]);
    expect(JSON.stringify(kit)).not.toContain(other.candidateName);
    expect(JSON.stringify(kit)).not.toContain(panel.candidateEmail);
  });

  it('says the link does not work for an unknown, malformed or expired token', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now(), days: 1 });
    const token = panel.tokens.get(panel.interviewers[0]?.email ?? '') ?? '';
    const unknown = await kitOf('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe(messages.interviewKit.linkInvalid);
    expect((await kitOf('../../etc/passwd')).status).toBe(400);
    expect((await kitCall(server, '', {})).status).toBe(400);
    expect((await kitOf(token)).status).toBe(200);
    // 14 days after the interview (tomorrow, an hour long) the link stops working, for every call.
    clock.advance(16 * DAY);
    expect((await kitOf(token)).status).toBe(404);
    expect((await kitCall(server, '/cv', { token })).status).toBe(404);
    expect((await kitCall(server, '/submit', card(token))).status).toBe(404);
  });

  it("refuses one address too many reads or writes: 429, the product's message and when to try again", async () => {
    const token = 'A'.repeat(43);
    for (const [kind, path] of [
      ['read', ''],
      ['write', '/draft'],
    ] as const)
      await expectLimited(
        server,
        `interview-kit:${kind}:ip:127.0.0.1`,
        () => kitCall(server, path, { token }),
        messages.interviewKit.tooManyRequests,
      );
  });
});

describe('The scorecard', () => {
  it('keeps a draft private, submits once with its revision and audit line, and keeps every edit', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 2, now: clock.now() });
    const [first] = panel.interviewers;
    const token = panel.tokens.get(first?.email ?? '') ?? '';
    const draft = await kitCall(server, '/draft', { token, ratings: ['mixed', null, null], takeaways: 'Half way' });
    expect(draft.status).toBe(200);
    expect((draft.body.kit as InterviewKit).scorecard).toMatchObject({
      ratings: ['mixed', null, null],
      takeaways: 'Half way',
      submitted_at: null,
    });
    // The hiring team sees no draft.
    const tab = await fetch(`${server.baseUrl}/api/backoffice/applications/${panel.applicationId}/scorecards`, {
      headers: { cookie },
    });
    expect(JSON.stringify(await tab.json())).not.toContain('Half way');

    const missing = await kitCall(server, '/submit', card(token, { takeaways: '  ' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(messages.interviewKit.takeawaysRequired);
    const undecided = await kitCall(server, '/submit', card(token, { recommendation: null }));
    expect(undecided.body.error?.message).toBe(messages.interviewKit.recommendationRequired);
    const wrongCount = await kitCall(server, '/submit', card(token, { ratings: ['yes'] }));
    expect(wrongCount.status).toBe(409);
    const unknownRating = await kitCall(server, '/submit', card(token, { ratings: ['superb', null, null] }));
    expect(unknownRating.status).toBe(400);

    const submitted = await kitCall(server, '/submit', card(token));
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe(messages.interviewKit.submitted);
    const edited = await kitCall(server, '/submit', card(token, { recommendation: 'yes' }));
    expect(edited.body.message).toBe(messages.interviewKit.changesSaved);
    // A draft after submitting is refused: changes go through Save Changes and its history.
    expect((await kitCall(server, '/draft', card(token))).status).toBe(409);

    const [scorecard] = await rows('api::scorecard.scorecard', { interviewer_email: first?.email });
    expect(scorecard).toMatchObject({ recommendation: 'yes' });
    const revisions = await server.strapi.db
      .query('api::scorecard-revision.scorecard-revision')
      .findMany({ where: { scorecard: { id: scorecard.id } }, orderBy: { id: 'asc' } });
    expect(revisions.map((revision) => [revision.kind, revision.recommendation])).toEqual([
      ['submitted', 'strong_yes'],
      ['edited', 'yes'],
    ]);
    const audits = await rows('api::audit-event.audit-event', { entity_id: panel.applicationId });
    const actions = audits.map((audit) => audit.action);
    expect(actions).toContain('scorecard.submitted');
    expect(actions).toContain('scorecard.edited');
    expect(audits.find((audit) => audit.action === 'scorecard.submitted')?.actor_email).toBe(first?.email);
  });

  it("shows the others' submitted scorecards only after one's own, never their private note", async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 2, now: clock.now() });
    const [first, second] = panel.interviewers.map((person) => panel.tokens.get(person.email) ?? '');
    expect((await kitCall(server, '/submit', card(first ?? ''))).status).toBe(200);
    // The second has not submitted: the first's scorecard stays hidden from them.
    const before = await kitOf(second ?? '');
    expect(before.kit?.colleagues).toBeNull();
    expect(JSON.stringify(before.kit)).not.toContain('IFRS 16');
    const submitted = await kitCall(
      server,
      '/submit',
      card(second ?? '', { takeaways: 'Solid.', recommendation: 'yes' }),
    );
    const colleagues = (submitted.body.kit as InterviewKit).colleagues;
    expect(colleagues).toHaveLength(1);
    expect(colleagues?.[0]).toMatchObject({
      interviewer_name: panel.interviewers[0]?.name,
      recommendation: 'strong_yes',
    });
    expect(JSON.stringify(colleagues)).not.toContain('Salary expectations');
    // Settings can keep the scorecards apart.
    await withSettings(server.strapi, server.load, { scorecards_visible_after_submit: false }, async () => {
      const apart = await kitOf(second ?? '');
      expect(apart.kit?.colleagues).toBeNull();
      expect(apart.kit?.colleagues_visible).toBe(false);
    });
  });

  it("shows the candidate's CV through the kit, each read audited with the interviewer's name", async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now() });
    const key = `tests/cv-files/${panel.applicationId}.pdf`;
    const root = server
      .load<typeof import('../../src/platform/config/env')>('platform/config/env')
      .readEnv().privateFilesDir;
    const pdf = makePdf(['Curriculum vitae for the kit']);
    await server
      .load<typeof import('../../src/platform/storage/private-files')>('platform/storage/private-files')
      .localFileStore(root)
      .putBytes(key, pdf);
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: panel.applicationId }, data: { cv_url: key } });
    const interviewer = panel.interviewers[0];
    const token = panel.tokens.get(interviewer?.email ?? '') ?? '';
    expect((await kitOf(token)).kit?.cv).toBe('pdf');
    const cv = await kitCall(server, '/cv', { token });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(cv.body as unknown as ArrayBuffer).equals(pdf)).toBe(true);
    expect(cv.headers.get('cache-control')).toBe('no-store');
    const reads = await rows('api::audit-event.audit-event', {
      entity_id: panel.applicationId,
      action: 'application.cv_viewed',
    });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ actor_email: interviewer?.email });
    expect(reads[0]?.details).toMatchObject({ via: 'interview_kit', interviewer: interviewer?.name });
  });

  it('stops the kit and erases what interviewers wrote when the candidate is erased', async () => {
    const panel = await scheduledPanel(server, cookie, { panel: 1, now: clock.now() });
    const token = panel.tokens.get(panel.interviewers[0]?.email ?? '') ?? '';
    expect((await kitCall(server, '/submit', card(token))).status).toBe(200);
    const { eraseApplications } = server.load<typeof import('../../src/domain/privacy/application-erasure')>(
      'domain/privacy/application-erasure',
    );
    const application = await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: panel.applicationId }, data: { status: 'rejected' } });
    await eraseApplications(server.strapi, { ids: [application.id], rule: 'candidate_request', now: new Date() });
    expect((await kitOf(token)).status).toBe(404);
    const [scorecard] = await rows('api::scorecard.scorecard', { interviewer_email: panel.interviewers[0]?.email });
    expect(scorecard).toMatchObject({ takeaways: null, private_note: null, recommendation: null, ratings: null });
    expect(await rows('api::kit-link.kit-link', { scorecard: { id: scorecard.id } })).toHaveLength(0);
    await deliverMail(server);
  });
});
