import { request as httpRequest } from 'node:http';
import { type InterviewKit, messages } from '@careers/shared';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, runQueuedJobs, signIn } from '../support/admin-session';
import { makePdf } from '../support/file-fixtures';
import { privateStore } from '../support/hired-employee-fixture';
import { kitCall, type PanelInterview, scheduledPanel } from '../support/interview-kits';
import { forgetRateLimits } from '../support/rate-limits';
import { testServer } from '../support/test-server';

// The candidate's copy of their data holds their assessments and history (scorecards, status
// history, interviews and interviewers, the AI breakdown, their language) and says what it leaves
// out; it is streamed, one copy at a time per link and a few an hour; and every action through a
// private link is audited with the client's address, so a leaked link used elsewhere shows.

const APPLICATION = 'api::application.application';
const AUDIT = 'api::audit-event.audit-event';
const text = messages.selfService;

const server = await testServer();
const officer = await signIn(server, await createAdmin(server, 'super_admin'));

/** The private link a lost-link request mails to the candidate of this panel. */
async function candidateLink(panel: PanelInterview): Promise<string> {
  await forgetRateLimits(server, 'lost-link:');
  await forgetRateLimits(server, 'my-data:');
  expect((await postJson(server, '/api/public/my-data/lost-link', { email: panel.candidateEmail })).status).toBe(200);
  await runQueuedJobs(server, 'privacy.candidate-link-request');
  await deliverMail(server);
  const mail = server.smtp.to(panel.candidateEmail).at(-1);
  const token = /\/my-applications\/#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no private link mailed');
  return token;
}

/**
 * Asks for the copy on a connection of its own (no keep-alive reuse racing the server's idle
 * timeout); the body waits, unread, until `read` is called, as a slow download would.
 */
function copyOf(token: string): Promise<{ status: number; read(): Promise<Buffer> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.baseUrl}/api/public/my-data/copy`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.pause();
        resolve({
          status: response.statusCode ?? 0,
          read: async () => {
            const chunks: Buffer[] = [];
            for await (const chunk of response) chunks.push(chunk as Buffer);
            return Buffer.concat(chunks);
          },
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ token }));
  });
}

interface CopiedApplication {
  id: string;
  candidate_language: string;
  ai_score_breakdown: unknown;
  status_history: { from: string | null; to: string; at: string }[];
  interviews: { date: string; time: string; interviewers: string[]; status: string }[];
  scorecards: { interviewer: string; ratings: { attribute: string; rating: string | null }[] }[];
}

/** A panel of two whose first interviewer has submitted a scorecard with a private note. */
async function assessedCandidate() {
  const panel = await scheduledPanel(server, officer, { panel: 2, now: Date.now() });
  const [first] = panel.interviewers;
  const kitToken = panel.tokens.get(first?.email ?? '') ?? '';
  const cv = `cvs/assessed-${panel.applicationId}.pdf`;
  await privateStore(server).putBytes(cv, makePdf(['Maryam Al Sayed, Senior Accountant']));
  await server.strapi.db.query(APPLICATION).update({
    where: { documentId: panel.applicationId },
    data: { ai_score: 81, ai_score_breakdown: { skills: 34, experience: 27 }, cv_url: cv },
  });
  // A recruiter's move, so the history has a step of its own.
  const moved = await postJson(
    server,
    `/api/backoffice/applications/${panel.applicationId}/status`,
    { status: 'reviewed', source: 'detail' },
    officer,
  );
  expect(moved.status).toBe(200);
  await forgetRateLimits(server, 'interview-kit:');
  const submitted = await kitCall(server, '/submit', {
    token: kitToken,
    ratings: ['strong_yes', 'mixed', null],
    takeaways: 'Explained the IFRS 16 judgements clearly.',
    private_note: 'PRIVATE-NOTE-FOR-THE-TEAM',
    recommendation: 'yes',
  });
  expect(submitted.status).toBe(200);
  return { panel, kitToken, interviewer: first?.name ?? '' };
}

describe("the candidate's copy of their data", () => {
  it('holds the scorecards, status history, interviews, AI breakdown and language, and names what it leaves out', async () => {
    const { panel, interviewer } = await assessedCandidate();
    const response = await copyOf(await candidateLink(panel));
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.read()));
    const raw = new TextDecoder().decode(files['my-data.json']);
    expect(raw).not.toContain('PRIVATE-NOTE-FOR-THE-TEAM');
    const data = JSON.parse(raw) as { withheld: string; applications: CopiedApplication[] };
    expect(data.withheld).toBe(text.copyWithheld);
    const [application] = data.applications;
    expect(application).toMatchObject({
      id: panel.applicationId,
      candidate_language: 'en',
      ai_score_breakdown: { skills: 34, experience: 27 },
    });
    expect(application?.status_history).toEqual([{ from: 'shortlisted', to: 'reviewed', at: expect.any(String) }]);
    expect(application?.interviews).toEqual([
      expect.objectContaining({
        time: '10:00',
        status: 'scheduled',
        interviewers: panel.interviewers.map((person) => person.name),
      }),
    ]);
    expect(application?.scorecards).toEqual([
      {
        interviewer,
        ratings: [
          { attribute: 'IFRS reporting', rating: 'strong_yes' },
          { attribute: 'Attention to detail', rating: 'mixed' },
          { attribute: 'Communication', rating: null },
        ],
        takeaways: 'Explained the IFRS 16 judgements clearly.',
        recommendation: 'yes',
        submitted_at: expect.any(String),
      },
    ]);
  });

  it('is streamed with the CV stored as it is, one copy at a time per link, and a few an hour', async () => {
    const { panel } = await assessedCandidate();
    // A large CV keeps the first copy on the wire while it is not read.
    const cv = `cvs/copy-${panel.applicationId}.pdf`;
    const bytes = makePdf(['Large CV'], 24 * 1024 * 1024);
    await privateStore(server).putBytes(cv, bytes);
    await server.strapi.db
      .query(APPLICATION)
      .update({ where: { documentId: panel.applicationId }, data: { cv_url: cv } });
    const token = await candidateLink(panel);

    const first = await copyOf(token);
    expect(first.status).toBe(200);
    const second = await copyOf(token);
    expect(second.status).toBe(429);
    const busy = JSON.parse((await second.read()).toString()) as { error: { message: string } };
    expect(busy.error.message).toBe(text.copyBusy);

    const methods = new Map<string, number>();
    const files = unzipSync(new Uint8Array(await first.read()), {
      filter: (file) => {
        methods.set(file.name, file.compression);
        return true;
      },
    });
    const reference = Object.keys(files).find((name) => name.endsWith('/cv.pdf')) ?? '';
    expect(Buffer.from(files[reference] ?? [])).toEqual(bytes);
    // Stored (0), not deflated again; the JSON is deflated (8).
    expect(methods.get(reference)).toBe(0);
    expect(methods.get('my-data.json')).toBe(8);

    // Once the first is done, more copies, up to the link's hourly limit.
    const answers: number[] = [];
    for (let copy = 0; copy < 5; copy += 1) {
      await forgetRateLimits(server, 'my-data:act:');
      const response = await copyOf(token);
      answers.push(response.status);
      await response.read();
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    // Six copies of a 24 MiB CV cross the wire and are unzipped: on a busy machine that is more than
    // the default 30 s, and a test cut short would go on writing into the files after it.
  }, 180_000);
});

describe('actions through a private link', () => {
  it("are audited with the client's address: copies, corrections, withdrawals, erasure, kit CV reads and scorecards", async () => {
    const { panel, kitToken } = await assessedCandidate();
    const token = await candidateLink(panel);
    await (await copyOf(token)).read();
    await forgetRateLimits(server, 'interview-kit:');
    const cv = await kitCall(server, '/cv', { token: kitToken });
    expect(cv.status).toBe(200);
    const card = (await kitCall(server, '', { token: kitToken })).body.kit as InterviewKit;
    expect(card.scorecard?.submitted_at).not.toBeNull();
    const edited = await kitCall(server, '/submit', {
      token: kitToken,
      ratings: ['yes', 'yes', null],
      takeaways: 'Edited after the debrief.',
      recommendation: 'yes',
    });
    expect(edited.status).toBe(200);
    const corrected = await postJson(server, '/api/public/my-data/contact', {
      token,
      full_name: 'Maryam Al Sayed',
      phone: '+973 3300 1122',
    });
    expect(corrected.status).toBe(200);
    expect(
      (await postJson(server, '/api/public/my-data/withdraw', { token, application_id: panel.applicationId })).status,
    ).toBe(200);
    expect((await postJson(server, '/api/public/my-data/erase', { token })).status).toBe(200);

    const actions = [
      'candidate.data_exported',
      'application.cv_viewed',
      'scorecard.submitted',
      'scorecard.edited',
      'candidate.contact_corrected',
      'application.withdrawn',
      'application.erased_on_request',
    ];
    for (const action of actions) {
      const line = await server.strapi.db
        .query(AUDIT)
        .findOne({ where: { action, entity_id: panel.applicationId }, orderBy: { id: 'desc' } });
      expect(line, action).not.toBeNull();
      expect(line.ip, action).toBe('127.0.0.1');
    }
  });
});
