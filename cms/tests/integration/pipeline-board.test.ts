import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { makePosting } from '../support/factories';
import { listedApplication, listQuery } from '../support/listed-applications';
import { getJson, testServer } from '../support/test-server';

// The pipeline board's reads and moves on the applications list API: a column per status of one
// posting (pending too, which the list's own select does not offer), rejected and hired from the
// archive, and a move through Change Status by the list's rule, with its history.
const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'recruiter'));

async function column(posting: string, status: string, archive: 'active' | 'all') {
  const filter = { job_posting_id: [posting], status: [status], archive };
  const answer = await getJson(server, `/api/backoffice/applications?${listQuery(filter, ['ai_score', 'DESC'])}`, {
    headers: { cookie },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ids: (answer.body as { id: string }[]).map((row) => row.id), range: answer.headers.get('content-range') };
}

describe('the pipeline board on the list API', () => {
  it('reads a column per status of one posting, pending included, rejected with the archived, best score first', async () => {
    const posting = (await makePosting(server)).documentId;
    const other = (await makePosting(server)).documentId;
    const pendingLow = await listedApplication(server, { posting, status: 'pending', ai_score: 40 });
    const pendingHigh = await listedApplication(server, { posting, status: 'pending', ai_score: 85 });
    await listedApplication(server, { posting: other, status: 'pending', ai_score: 90 });
    const rejected = await listedApplication(server, { posting, status: 'rejected', is_archived: true });

    expect(await column(posting, 'pending', 'active')).toEqual({
      ids: [pendingHigh.documentId, pendingLow.documentId],
      range: 'applications 0-1/2',
    });
    expect((await column(posting, 'rejected', 'active')).ids).toEqual([]);
    expect((await column(posting, 'rejected', 'all')).ids).toEqual([rejected.documentId]);
  });

  it('moves a card by the list rule: hired archives and leaves a status event; back to reviewed brings it back', async () => {
    const posting = (await makePosting(server)).documentId;
    const { documentId } = await listedApplication(server, { posting, status: 'new', ai_score: 70 });
    const move = (status: string) =>
      postJson(server, `/api/backoffice/applications/${documentId}/status`, { status, source: 'list' }, cookie);

    expect((await move('hired')).status).toBe(200);
    expect((await column(posting, 'hired', 'all')).ids).toEqual([documentId]);
    expect((await column(posting, 'new', 'active')).ids).toEqual([]);
    expect((await move('reviewed')).status).toBe(200);
    expect((await column(posting, 'reviewed', 'active')).ids).toEqual([documentId]);

    const timeline = await getJson(server, `/api/backoffice/applications/${documentId}/timeline`, {
      headers: { cookie },
    });
    const steps = (timeline.body as { data: { kind: string; from: string | null; to: string }[] }).data
      .filter((entry) => entry.kind === 'status')
      .map((entry) => `${entry.from}->${entry.to}`);
    expect(steps).toEqual(expect.arrayContaining(['new->hired', 'hired->reviewed']));
    // Pending is the intake's status: the board, like the list, never sets it by hand.
    expect((await move('pending')).status).toBe(400);
  });
});
