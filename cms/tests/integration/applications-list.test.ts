import { companyToday } from '@careers/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { makePosting } from '../support/factories';
import {
  type ApplicationColumns,
  type ListedApplication,
  listedApplication,
  listQuery,
} from '../support/listed-applications';
import { withSettings } from '../support/settings';
import { advanceToBahrainNoon, testClock } from '../support/test-clock';
import { getJson, testServer } from '../support/test-server';

// The Applications tab's list as a recruiter's browser reads it: every filter resolved in the
// database, bands at their edges, Bahrain calendar days, paging, sorting and the j/k neighbours.

const DAY = 86_400_000;
let cookie: string;

type ListRow = Record<string, unknown> & { id: string };

const server = await testServer();
const clock = testClock(server);
const recruiter = await createAdmin(server, 'recruiter');
cookie = await signIn(server, recruiter);

afterEach(() => clock.reset());

/** Moves the server's clock; sessions age by it too, so the recruiter signs in again at the new time. */
async function moveClock(move: () => void): Promise<void> {
  move();
  cookie = await signIn(server, recruiter);
}

async function list(filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC'], range?: [number, number]) {
  const answer = await getJson(server, `/api/backoffice/applications?${listQuery(filter, sort, range)}`, {
    headers: { cookie },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { rows: answer.body as ListRow[], range: answer.headers.get('content-range') };
}

/** A posting of the test's own with applications of the given columns; filters are scoped to it. */
async function group(...applications: ApplicationColumns[]) {
  const posting = await makePosting(server);
  const made: ListedApplication[] = [];
  for (const columns of applications)
    made.push(await listedApplication(server, { posting: posting.documentId, ...columns }));
  const ids = async (filter: Record<string, unknown> = {}, sort?: [string, 'ASC' | 'DESC']) =>
    (await list({ job_posting_id: [posting.documentId], ...filter }, sort)).rows.map((row) => row.id).sort();
  const idsOf = (...indexes: number[]) => indexes.map((index) => made[index]?.documentId).sort();
  return { posting, made, ids, idsOf };
}

describe('score bands', () => {
  it('splits AI scores at 59/60 and 79/80, with scored and unscored, several bands OR-ed', async () => {
    const { ids, idsOf } = await group(
      { ai_score: 59 },
      { ai_score: 60 },
      { ai_score: 79 },
      { ai_score: 80 },
      { ai_score: 100 },
      { ai_score: 0 },
      { ai_score: null },
    );
    expect(await ids({ ai_score: ['low'] })).toEqual(idsOf(0, 5));
    expect(await ids({ ai_score: ['medium'] })).toEqual(idsOf(1, 2));
    expect(await ids({ ai_score: ['high'] })).toEqual(idsOf(3, 4));
    expect(await ids({ ai_score: ['scored'] })).toEqual(idsOf(0, 1, 2, 3, 4, 5));
    expect(await ids({ ai_score: ['unscored'] })).toEqual(idsOf(6));
    expect(await ids({ ai_score: ['high', 'unscored'] })).toEqual(idsOf(3, 4, 6));
  });

  it('splits interview scores at 4/5 and 7/8', async () => {
    const { ids, idsOf } = await group(
      { interview_score: 4 },
      { interview_score: 5 },
      { interview_score: 7 },
      { interview_score: 8 },
      { interview_score: null },
    );
    expect(await ids({ interview_score: ['low'] })).toEqual(idsOf(0));
    expect(await ids({ interview_score: ['medium'] })).toEqual(idsOf(1, 2));
    expect(await ids({ interview_score: ['high'] })).toEqual(idsOf(3));
    expect(await ids({ interview_score: ['scored'] })).toEqual(idsOf(0, 1, 2, 3));
    expect(await ids({ interview_score: ['unscored'] })).toEqual(idsOf(4));
    expect(await ids({ interview_score: ['low', 'high'] })).toEqual(idsOf(0, 3));
  });
});

describe('multi-select filters, search and archive', () => {
  it('filters by statuses, nationalities and postings', async () => {
    const { posting, ids, idsOf } = await group(
      { status: 'new', nationality: 'Bahrain' },
      { status: 'reviewed', nationality: 'India' },
      { status: 'shortlisted', nationality: 'Egypt' },
    );
    expect(await ids({ status: ['new', 'shortlisted'] })).toEqual(idsOf(0, 2));
    expect(await ids({ nationality: ['India', 'Egypt'] })).toEqual(idsOf(1, 2));
    const other = await group({ status: 'new' });
    const both = await list({ job_posting_id: [posting.documentId, other.posting.documentId] });
    expect(both.rows.map((row) => row.id).sort()).toEqual([...idsOf(0, 1, 2), ...other.idsOf(0)].sort());
  });

  it('searches names, e-mails and reference ids, case-insensitively', async () => {
    const tag = Date.now().toString(36);
    const { made, ids, idsOf } = await group(
      { full_name: `Noor Qasim${tag}` },
      { email: `zainab.${tag}@example.com` },
      {},
    );
    expect(await ids({ q: `NOOR QASIM${tag.toUpperCase()}` })).toEqual(idsOf(0));
    expect(await ids({ q: `ZAINAB.${tag}` })).toEqual(idsOf(1));
    const reference = made[2]?.reference_id ?? '';
    expect(await ids({ q: reference.toLowerCase() })).toEqual(idsOf(2));
  });

  it('finds a name written in Arabic script by any part of it', async () => {
    const tag = Date.now().toString(36);
    const { ids, idsOf } = await group(
      { full_name: `ليلى${tag} عبد الله الحداد` },
      { full_name: `Layla${tag} Haddad` },
    );
    expect(await ids({ q: `ليلى${tag}` })).toEqual(idsOf(0));
    expect(await ids({ q: `${tag} عبد الله` })).toEqual(idsOf(0));
    expect(await ids({ q: `layla${tag}` })).toEqual(idsOf(1));
  });

  it('finds what the search text literally holds, quotes, % and short text included, and follows renames', async () => {
    const tag = Date.now().toString(36);
    const { made, ids, idsOf } = await group(
      { full_name: `Huda "Q" Fakhro${tag}` },
      { full_name: `Ali 100%${tag}` },
      { full_name: `Ali 1000${tag}` },
    );
    expect(await ids({ q: `"q" fakhro${tag}` })).toEqual(idsOf(0));
    expect(await ids({ q: `100%${tag}` })).toEqual(idsOf(1));
    expect(await ids({ q: 'q"' })).toEqual(idsOf(0));
    // SQLite's search index follows the row (triggers): the old name no longer finds it.
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: made[2]?.documentId }, data: { full_name: `Omar Janahi${tag}` } });
    expect(await ids({ q: `ali 1000${tag}` })).toEqual([]);
    expect(await ids({ q: `omar janahi${tag}` })).toEqual(idsOf(2));
  });

  it('shows active applications by default, archived or all on request', async () => {
    const { ids, idsOf } = await group({ is_archived: false }, { is_archived: true, status: 'rejected' });
    expect(await ids()).toEqual(idsOf(0));
    expect(await ids({ archive: 'archived' })).toEqual(idsOf(1));
    expect(await ids({ archive: 'all' })).toEqual(idsOf(0, 1));
    // getMany names its applications: an archived one is not lost from a selection.
    expect((await list({ id: idsOf(0, 1) })).rows.map((row) => row.id).sort()).toEqual(idsOf(0, 1));
  });

  it('refuses unknown keys and malformed values with a clear message', async () => {
    for (const [filter, words] of [
      [{ constructor: { id: { $gt: 0 } } }, 'constructor'],
      [{ is_archived: true }, 'is_archived'],
      [{ ai_score: ['excellent'] }, 'ai_score'],
      [{ date_range: 'custom', date_from: '2026-11-01' }, 'date_from'],
      [{ status: 'new' }, 'status'],
    ] as const) {
      const answer = await getJson(server, `/api/backoffice/applications?${listQuery(filter)}`, {
        headers: { cookie },
      });
      expect(answer.status, JSON.stringify(filter)).toBe(400);
      expect(answer.body).toMatchObject({
        error: { name: 'ValidationError', message: expect.stringContaining(words) },
      });
    }
  });
});

describe('date presets (Bahrain calendar days)', () => {
  it('counts today, the last 7 and 30 days from midnight in Bahrain, and a custom range to the end of its last day', async () => {
    // Bahrain's midnight passing between the rows and the queries would change "today" under the test.
    await moveClock(() => advanceToBahrainNoon(clock));
    const now = new Date(clock.now());
    const today = companyToday(now);
    const dayStart = (offset: number) => new Date(Date.parse(`${today}T00:00:00+03:00`) + offset * DAY);
    const day = (offset: number) => companyToday(new Date(dayStart(offset).getTime() + 1000));
    const { ids, idsOf } = await group(
      { createdAt: dayStart(0) }, // 0 today's first moment
      { createdAt: new Date(dayStart(0).getTime() - 1) }, // 1 yesterday's last moment
      { createdAt: dayStart(-6) }, // 2 first day of the last 7
      { createdAt: new Date(dayStart(-6).getTime() - 1) }, // 3 just before it
      { createdAt: dayStart(-29) }, // 4 first day of the last 30
      { createdAt: new Date(dayStart(-29).getTime() - 1) }, // 5 just before it
      { createdAt: dayStart(-2) }, // 6 custom range's first moment
    );
    expect(await ids({ date_range: 'today' })).toEqual(idsOf(0));
    expect(await ids({ date_range: 'last_7_days' })).toEqual(idsOf(0, 1, 2, 6));
    expect(await ids({ date_range: 'last_30_days' })).toEqual(idsOf(0, 1, 2, 3, 4, 6));
    expect(await ids({ date_range: 'all' })).toEqual(idsOf(0, 1, 2, 3, 4, 5, 6));
    // From two days ago to yesterday: yesterday's last millisecond is in, today's first is not.
    expect(await ids({ date_range: 'custom', date_from: day(-2), date_to: day(-1) })).toEqual(idsOf(1, 6));

    // A day later by the server's clock, "today" is the next Bahrain day.
    await moveClock(() => clock.advance(DAY));
    expect(await ids({ date_range: 'today' })).toEqual([]);
    expect(await ids({ date_range: 'last_7_days' })).toEqual(idsOf(0, 1, 6));
  });
});

describe('ageing', () => {
  it('flags new and pending applications waiting longer than the setting, and filters them', async () => {
    const now = clock.now();
    const { ids, idsOf, posting } = await group(
      { status: 'new', createdAt: new Date(now - 4 * DAY) },
      { status: 'pending', createdAt: new Date(now - 5 * DAY) },
      { status: 'new', createdAt: new Date(now - 2 * DAY) },
      { status: 'reviewed', createdAt: new Date(now - 10 * DAY) },
    );
    await withSettings(server.strapi, server.load, { application_review_ageing_days: 3 }, async () => {
      expect(await ids({ ageing: true })).toEqual(idsOf(0, 1));
      const { rows } = await list({ job_posting_id: [posting.documentId] });
      expect(
        rows
          .filter((row) => row.is_ageing)
          .map((row) => row.id)
          .sort(),
      ).toEqual(idsOf(0, 1));
    });
    await withSettings(server.strapi, server.load, { application_review_ageing_days: 1 }, async () => {
      expect(await ids({ ageing: true })).toEqual(idsOf(0, 1, 2));
    });
  });
});

describe('rows, paging and sorting', () => {
  it('answers the list columns and a Content-Range for the page', async () => {
    const { posting, made } = await group(
      { ai_score: 90, cv_url: '/cvs/one.pdf' },
      { ai_score: 70 },
      { ai_score: 50 },
      { ai_score: null },
      { ai_score: 85 },
    );
    const filter = { job_posting_id: [posting.documentId] };
    const first = await list(filter, ['ai_score', 'DESC'], [0, 1]);
    expect(first.range).toBe('applications 0-1/5');
    const last = await list(filter, ['ai_score', 'DESC'], [4, 5]);
    expect(last.range).toBe('applications 4-4/5');
    const all = (await list(filter, ['ai_score', 'DESC'], [0, 9])).rows;
    const scores = all.map((row) => row.ai_score).filter((score) => score !== null);
    expect(scores).toEqual([90, 85, 70, 50]);
    expect(first.rows).toEqual(all.slice(0, 2));
    const withCv = all.find((row) => row.id === made[0]?.documentId);
    expect(withCv).toMatchObject({
      has_cv: true,
      job_title: posting.title,
      interview_status: null,
      is_ageing: false,
      rejection_email_scheduled: null,
      hired: false,
    });
    expect(withCv).not.toHaveProperty('cv_url');
    expect(all.find((row) => row.id === made[1]?.documentId)?.has_cv).toBe(false);
    const byName = (await list(filter, ['full_name', 'ASC'], [0, 9])).rows.map((row) => row.full_name as string);
    expect(byName).toEqual([...byName].sort());
  });

  it('finds the previous and next application across page edges, by each sort', async () => {
    const now = clock.now();
    const { posting, made } = await group(
      ...[72, null, 85, 85, 40, null, 99].map((ai_score, index) => ({
        ai_score,
        createdAt: new Date(now - (index + 1) * 60_000),
      })),
    );
    const filter = { job_posting_id: [posting.documentId] };
    for (const sort of [
      ['created_at', 'DESC'],
      ['ai_score', 'DESC'],
      ['ai_score', 'ASC'],
      ['full_name', 'ASC'],
    ] as [string, 'ASC' | 'DESC'][]) {
      // The order the list shows, read page by page (pages of 2, so neighbours cross page edges).
      const order: string[] = [];
      for (let start = 0; start < made.length; start += 2) {
        order.push(...(await list(filter, sort, [start, start + 1])).rows.map((row) => row.id));
      }
      expect(order).toHaveLength(made.length);
      for (const [index, id] of order.entries()) {
        const answer = await getJson(
          server,
          `/api/backoffice/applications/${id}/neighbours?${listQuery(filter, sort)}`,
          { headers: { cookie } },
        );
        expect(answer.status).toBe(200);
        expect(answer.body, `${sort.join(' ')} #${index}`).toEqual({
          previous: order[index - 1] ?? null,
          next: order[index + 1] ?? null,
          position: index + 1,
          total: made.length,
        });
      }
    }
  });
});

describe('facets, previous applications and timeline', () => {
  it('offers distinct sorted nationalities and postings by title', async () => {
    const tag = Date.now().toString(36);
    const first = await makePosting(server, { title: `Zz last ${tag}` });
    const second = await makePosting(server, { title: `Aa first ${tag}` });
    await listedApplication(server, { posting: first.documentId, nationality: `Zeta${tag}` });
    await listedApplication(server, { posting: second.documentId, nationality: `Alpha${tag}` });
    await listedApplication(server, { posting: second.documentId, nationality: `Alpha${tag}` });
    const answer = await getJson(server, '/api/backoffice/applications/facets', { headers: { cookie } });
    expect(answer.status).toBe(200);
    const facets = answer.body as {
      total: number;
      nationalities: string[];
      job_positions: { id: string; title: string }[];
    };
    expect(facets.total).toBeGreaterThanOrEqual(3);
    expect(facets.nationalities.filter((value) => value.endsWith(tag))).toEqual([`Alpha${tag}`, `Zeta${tag}`]);
    expect(facets.nationalities).toEqual([...new Set(facets.nationalities)]);
    expect(facets.job_positions.filter((posting) => posting.title.endsWith(tag))).toEqual([
      { id: second.documentId, title: second.title },
      { id: first.documentId, title: first.title },
    ]);
  });

  it('lists the candidate’s earlier applications by e-mail, newest first, never a later one', async () => {
    const email = `returning.${Date.now().toString(36)}@example.com`;
    const posting = await makePosting(server);
    const now = clock.now();
    const oldest = await listedApplication(server, { email, createdAt: new Date(now - 3 * DAY) });
    const older = await listedApplication(server, {
      email,
      posting: posting.documentId,
      status: 'interviewed',
      interview_score: 6,
      createdAt: new Date(now - 2 * DAY),
    });
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: older.documentId }, data: { interview_feedback: 'Good communicator' } });
    const current = await listedApplication(server, { email, createdAt: new Date(now - DAY) });
    // Applied again after this one: not "before" it, so not in its banner.
    await listedApplication(server, { email, createdAt: new Date(now) });
    await listedApplication(server, {});
    const answer = await getJson(server, `/api/backoffice/applications/${current.documentId}/previous-applications`, {
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: unknown[] }).data).toEqual([
      {
        id: older.documentId,
        reference_id: older.reference_id,
        job_title: posting.title,
        status: 'interviewed',
        applied_at: new Date(now - 2 * DAY).toISOString(),
        interview_score: 6,
        interview_feedback: 'Good communicator',
      },
      expect.objectContaining({ id: oldest.documentId, job_title: null, interview_score: null }),
    ]);
  });

  it('answers 404 for an application that does not exist', async () => {
    for (const part of ['neighbours', 'previous-applications', 'timeline']) {
      const answer = await getJson(server, `/api/backoffice/applications/zzzzzzzzzzzzzzzzzzzzzzzz/${part}`, {
        headers: { cookie },
      });
      expect(answer.status, part).toBe(404);
    }
  });
});

describe('who may read the list', () => {
  it('asks for a session and manage_applications', async () => {
    const { made } = await group({});
    const id = made[0]?.documentId;
    const paths = [
      `/api/backoffice/applications?${listQuery({})}`,
      '/api/backoffice/applications/facets',
      `/api/backoffice/applications/${id}/neighbours`,
      `/api/backoffice/applications/${id}/previous-applications`,
      `/api/backoffice/applications/${id}/timeline`,
    ];
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    const noFlag = await signIn(server, await adminWithFlags(server, ['manage_jobs', 'view_analytics']));
    const flagOnly = await signIn(server, await adminWithFlags(server, ['manage_applications']));
    for (const path of paths) {
      expect((await getJson(server, path)).status, path).toBe(401);
      expect((await getJson(server, path, { headers: { cookie: viewer } })).status, path).toBe(403);
      expect((await getJson(server, path, { headers: { cookie: noFlag } })).status, path).toBe(403);
      expect((await getJson(server, path, { headers: { cookie: flagOnly } })).status, path).toBe(200);
    }
  });
});
