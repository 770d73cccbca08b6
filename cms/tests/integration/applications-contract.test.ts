// The applications resource answers exactly the shared contract the admin is typed with
// (shared/src/schemas/application-record.ts): strict schemas, so a field the server adds, drops or
// shapes differently fails here, not in a recruiter's dialog.
import {
  adminProfileSchema,
  applicationFacetsSchema,
  applicationListItemSchema,
  applicationRecordSchema,
  bulkRejectAnswerSchema,
  cvTextSchema,
  interviewScoreAnswerSchema,
  neighboursSchema,
  previousApplicationSchema,
  statusChangeAnswerSchema,
} from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { accountantPosting, applyWithCv, runScoringJobs } from '../support/scoring-fixtures';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();
const posting = await accountantPosting(server);
const recruiter = await signIn(server, await createAdmin(server, 'recruiter'));

const get = (path: string) =>
  getJson(server, `/api/backoffice/applications${path}`, { headers: { cookie: recruiter } });

describe('the applications contract', () => {
  it('lists, opens and changes an application in the shared shapes, scored and interviewed', async () => {
    const id = await applyWithCv(server, posting, 'accountant.pdf');
    await runScoringJobs(server, [id]);
    const scored = await postJson(
      server,
      `/api/backoffice/applications/${id}/interview-score`,
      { score: 7, feedback: 'Knows IFRS well' },
      recruiter,
    );
    expect(scored.status).toBe(200);
    const changed = interviewScoreAnswerSchema.parse(scored.body).data;
    expect(changed).toMatchObject({ id, status: 'interviewed', interview_score: 7 });

    const list = await get(`?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
    expect(list.status).toBe(200);
    const [listed] = applicationListItemSchema.array().length(1).parse(list.body);
    expect(listed).toMatchObject({ id, has_cv: true, job_posting_id: posting.documentId });

    const opened = await get(`/${id}`);
    const record = applicationRecordSchema.parse(opened.body);
    expect(record).toMatchObject({
      id,
      cv_format: 'pdf',
      interview_feedback: 'Knows IFRS well',
      ai_scoring: { status: 'scored', method: 'offline' },
    });
    expect(record.ai_score).not.toBeNull();
  });

  it('opens an application without a CV, a score or a posting in the same shape', async () => {
    const id = await applyWithCv(server, posting, 'accountant.pdf');
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: id }, data: { cv_url: null, job_posting: null } });
    const record = applicationRecordSchema.parse((await get(`/${id}`)).body);
    expect(record).toMatchObject({ has_cv: false, cv_format: null, job_posting_id: null, job_title: null });
  });

  it("answers the detail dialog's reads and its status change in the shared shapes", async () => {
    const first = await applyWithCv(server, posting, 'accountant.docx');
    const second = await applyWithCv(server, posting, 'accountant.docx');
    // The same candidate applied twice: the second names the first in its duplicate banner.
    const applications = server.strapi.db.query('api::application.application');
    const { email } = await applications.findOne({ where: { documentId: first }, select: ['email'] });
    await applications.update({ where: { documentId: second }, data: { email } });

    const previous = await get(`/${second}/previous-applications`);
    const [earlier] = previousApplicationSchema
      .array()
      .length(1)
      .parse((previous.body as { data: unknown }).data);
    expect(earlier).toMatchObject({ id: first, interview_score: null });
    expect(earlier?.job_title).toEqual(expect.any(String));

    const filter = encodeURIComponent(JSON.stringify({ id: [first, second] }));
    const sort = encodeURIComponent(JSON.stringify(['created_at', 'ASC']));
    const neighbours = neighboursSchema.parse((await get(`/${second}/neighbours?filter=${filter}&sort=${sort}`)).body);
    expect(neighbours).toEqual({ previous: first, next: null, position: 2, total: 2 });

    const facets = applicationFacetsSchema.parse((await get('/facets')).body);
    expect(facets.total).toBeGreaterThanOrEqual(2);

    const cv = cvTextSchema.parse((await get(`/${first}/cv/view`)).body);
    expect(cv.text.length).toBeGreaterThan(100);

    const changed = await postJson(
      server,
      `/api/backoffice/applications/${first}/status`,
      { status: 'reviewed', source: 'detail' },
      recruiter,
    );
    expect(changed.status).toBe(200);
    expect(statusChangeAnswerSchema.parse(changed.body).data).toMatchObject({ id: first, status: 'reviewed' });

    const rejected = await postJson(server, '/api/backoffice/applications/bulk/reject', { ids: [second] }, recruiter);
    expect(bulkRejectAnswerSchema.parse(rejected.body).results).toEqual([{ id: second, ok: true }]);
    const me = await getJson(server, '/api/admin-auth/me', { headers: { cookie: recruiter } });
    expect(adminProfileSchema.parse((me.body as { data: unknown }).data)).toMatchObject({ role_name: 'recruiter' });
  });
});
