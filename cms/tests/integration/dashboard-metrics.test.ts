import {
  AI_SCORE_STAR_THRESHOLD,
  type ApplicationStatus,
  companyToday,
  type DashboardMetrics,
  FUNNEL_STAGES,
  TIME_IN_STAGE_STATUSES,
} from '@careers/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { makePosting } from '../support/factories';
import { type HistoryStep, makeHire, makePostingApplication } from '../support/recruitment-fixture';
import { withSettings } from '../support/settings';
import { advanceToBahrainNoon, testClock } from '../support/test-clock';
import { getJson, testServer } from '../support/test-server';

// The dashboard's one metrics endpoint: each figure equals what this test works out itself from the
// rows it made. Figures about applications are checked within a posting of the test's own (the
// job_posting_id scope); figures about all postings and all applications by how much they moved.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const METRICS = '/api/backoffice/dashboard/metrics';
let analyst: string;

const server = await testServer();
const clock = testClock(server);
const analystAccount = await adminWithFlags(server, ['view_analytics']);
analyst = await signIn(server, analystAccount);

afterEach(() => clock.reset());

/** Moves the server's clock; sessions age by it too, so the analyst signs in again at the new time. */
async function moveClock(move: () => void): Promise<void> {
  move();
  analyst = await signIn(server, analystAccount);
}

async function metrics(query = ''): Promise<DashboardMetrics> {
  const answer = await getJson(server, `${METRICS}${query}`, { headers: { cookie: analyst } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as DashboardMetrics;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle] as number) + (sorted[middle + 1] as number)) / 2;
}

interface Candidate {
  status: ApplicationStatus;
  ai_score: number | null;
  /** Days before now the application came in. */
  ageDays: number;
  interviewed?: boolean;
  /** Status changes after "new", each this many hours after the previous one. */
  steps?: [ApplicationStatus, number][];
  hire?: { afterDays: number; cost?: number; cancelled?: boolean };
}

// Twelve candidates of one posting: every status, scores around the colour and star thresholds,
// histories of different lengths, three hires (one without its own cost, one cancelled).
const CANDIDATES: Candidate[] = [
  { status: 'new', ai_score: 95, ageDays: 0.1 },
  { status: 'new', ai_score: null, ageDays: 1.2 },
  { status: 'reviewed', ai_score: 72, ageDays: 2.5, steps: [['reviewed', 30]] },
  { status: 'reviewed', ai_score: 60, ageDays: 3.5, steps: [['reviewed', 6]] },
  {
    status: 'shortlisted',
    ai_score: 88,
    ageDays: 4.5,
    steps: [
      ['reviewed', 10],
      ['shortlisted', 20],
    ],
  },
  { status: 'shortlisted', ai_score: 59, ageDays: 6.2, steps: [['shortlisted', 50]], interviewed: true },
  {
    status: 'interviewed',
    ai_score: 90,
    ageDays: 9,
    steps: [
      ['reviewed', 12],
      ['shortlisted', 24],
      ['interviewed', 36],
    ],
    interviewed: true,
  },
  {
    status: 'rejected',
    ai_score: 40,
    ageDays: 12,
    steps: [
      ['reviewed', 5],
      ['rejected', 1],
    ],
  },
  { status: 'rejected', ai_score: 79, ageDays: 20, steps: [['rejected', 80]] },
  // Our own addition: a candidate who withdrew on their own page.
  {
    status: 'withdrawn',
    ai_score: 66,
    ageDays: 15,
    steps: [
      ['reviewed', 6],
      ['withdrawn', 30],
    ],
  },
  {
    status: 'hired',
    ai_score: 97,
    ageDays: 30,
    steps: [
      ['reviewed', 24],
      ['shortlisted', 48],
      ['interviewed', 72],
      ['hired', 96],
    ],
    interviewed: true,
    hire: { afterDays: 10, cost: 450 },
  },
  {
    status: 'hired',
    ai_score: 91,
    ageDays: 40,
    steps: [
      ['reviewed', 8],
      ['interviewed', 40],
      ['hired', 20],
    ],
    interviewed: true,
    hire: { afterDays: 17 },
  },
  {
    status: 'hired',
    ai_score: 80,
    ageDays: 50,
    steps: [
      ['shortlisted', 30],
      ['hired', 10],
    ],
    hire: { afterDays: 5, cost: 999, cancelled: true },
  },
];
const COST_PER_HIRE_SETTING = 300;

interface Made extends Candidate {
  id: string;
  full_name: string;
  createdAt: Date;
  history: HistoryStep[];
  hiredAt?: Date;
}

async function makeCandidates(postingId: string, now: number): Promise<Made[]> {
  const made: Made[] = [];
  for (const candidate of CANDIDATES) {
    const createdAt = new Date(now - candidate.ageDays * DAY);
    const history: HistoryStep[] = [{ to: 'new', at: createdAt }];
    let at = createdAt.getTime();
    for (const [to, hours] of candidate.steps ?? []) {
      at += hours * HOUR;
      history.push({ to, at: new Date(at) });
    }
    const row = await makePostingApplication(server, {
      postingId,
      createdAt,
      status: candidate.status,
      ai_score: candidate.ai_score,
      history,
      ...(candidate.interviewed ? { interviewScheduledAt: new Date(now - DAY) } : {}),
    });
    let hiredAt: Date | undefined;
    if (candidate.hire) {
      hiredAt = new Date(createdAt.getTime() + candidate.hire.afterDays * DAY);
      await makeHire(server, {
        applicationId: row.documentId,
        postingId,
        hiredAt,
        ...(candidate.hire.cost === undefined ? {} : { recruitmentCost: candidate.hire.cost }),
        ...(candidate.hire.cancelled ? { status: 'cancelled' as const } : {}),
      });
    }
    made.push({ ...candidate, id: row.documentId, full_name: row.full_name, createdAt, history, hiredAt });
  }
  return made;
}

/** The dashboard's figures (docs/requirements.md#dashboard-view_analytics), worked out here from the candidates made. */
function expectedFigures(made: Made[], now: number, posting: { documentId: string; title: string }) {
  const count = (status: ApplicationStatus) => made.filter((row) => row.status === status).length;
  const hires = made.filter((row) => row.hire && !row.hire.cancelled);
  const interviewed = made.filter((row) => row.interviewed).length;
  const scored = made.filter((row) => row.ai_score !== null);
  const days = Array.from({ length: 7 }, (_, index) => {
    const today = Date.parse(`${companyToday(new Date(now))}T00:00:00Z`);
    return new Date(today - (6 - index) * DAY).toISOString().slice(0, 10);
  });
  const rank = (status: ApplicationStatus) => FUNNEL_STAGES.indexOf(status as (typeof FUNNEL_STAGES)[number]);
  const reached = (row: Made) => Math.max(0, ...row.history.map((step) => rank(step.to)));
  const stays = (status: string) =>
    made.flatMap((row) =>
      row.history.flatMap((step, index) => {
        const next = row.history[index + 1];
        return step.to === status && next ? [next.at.getTime() - step.at.getTime()] : [];
      }),
    );
  return {
    recruitment: {
      avg_time_to_hire_days: Math.round(
        mean(hires.map((row) => ((row.hiredAt as Date).getTime() - row.createdAt.getTime()) / DAY)),
      ),
      interviewed_candidates: interviewed,
      avg_cost_per_hire: Math.round(mean(hires.map((row) => row.hire?.cost ?? COST_PER_HIRE_SETTING))),
    },
    tiles: {
      total_applications: made.length,
      new_to_review: count('new'),
      total_hires: hires.length,
      interview_rate: Math.round((interviewed / hires.length) * 100),
    },
    statuses: {
      new: count('new'),
      reviewed: count('reviewed'),
      shortlisted: count('shortlisted'),
      interviewed: count('interviewed'),
      rejected: count('rejected'),
      withdrawn: count('withdrawn'),
    },
    trends: days.map((date) => ({
      date,
      count: made.filter((row) => companyToday(row.createdAt) === date).length,
    })),
    top_jobs: [
      {
        id: posting.documentId,
        title: posting.title,
        applications: made.length,
        avg_ai_score: Math.round(mean(scored.map((row) => row.ai_score as number))),
      },
    ],
    top_applicants: [...scored]
      .sort((a, b) => (b.ai_score as number) - (a.ai_score as number) || b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 10)
      .map((row) => ({
        id: row.id,
        full_name: row.full_name,
        job_title: posting.title,
        ai_score: row.ai_score,
        created_at: row.createdAt.toISOString(),
      })),
    funnel: FUNNEL_STAGES.map((stage, index) => ({
      stage,
      count: made.filter((row) => reached(row) >= index).length,
    })),
    time_in_stage: TIME_IN_STAGE_STATUSES.map((status) => {
      const samples = stays(status);
      return {
        status,
        median_days: samples.length ? Math.round((median(samples) / DAY) * 10) / 10 : null,
        samples: samples.length,
      };
    }),
  };
}

describe('GET /api/backoffice/dashboard/metrics', () => {
  it('answers 401 without a session and 403 to a role without view_analytics', async () => {
    expect((await getJson(server, METRICS)).status).toBe(401);
    const recruiterWithoutAnalytics = await signIn(server, await adminWithFlags(server, ['manage_applications']));
    const refused = await getJson(server, METRICS, { headers: { cookie: recruiterWithoutAnalytics } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('total_applications');
  });

  it('computes every figure of one posting from its applications, history and hires', async () => {
    // Bahrain's midnight passing between the rows and the queries would change the trend days under the test.
    await moveClock(() => advanceToBahrainNoon(clock));
    const posting = await makePosting(server);
    const now = clock.now();
    const made = await makeCandidates(posting.documentId, now);
    await withSettings(server.strapi, server.load, { cost_per_hire: { value: COST_PER_HIRE_SETTING } }, async () => {
      const figures = await metrics(`?job_posting_id=${posting.documentId}`);
      const expected = expectedFigures(made, now, posting);
      expect(figures.job_posting_id).toBe(posting.documentId);
      expect(figures.job_options).toContainEqual({ id: posting.documentId, title: posting.title });
      expect(figures.recruitment).toMatchObject(expected.recruitment);
      expect(figures.tiles).toMatchObject(expected.tiles);
      expect(figures.statuses).toEqual(expected.statuses);
      expect(figures.trends).toEqual(expected.trends);
      expect(figures.top_jobs).toEqual(expected.top_jobs);
      expect(figures.top_applicants).toEqual(expected.top_applicants);
      expect(figures.funnel).toEqual(expected.funnel);
      expect(figures.time_in_stage).toEqual(expected.time_in_stage);
      // The star and highlighting rules read these scores: at least one applicant sits on each side.
      expect(figures.top_applicants.some((row) => row.ai_score >= AI_SCORE_STAR_THRESHOLD)).toBe(true);
      expect(figures.top_applicants.some((row) => row.ai_score < AI_SCORE_STAR_THRESHOLD)).toBe(true);
    });
  });

  it('counts all postings and all applications: what this test adds moves each figure by as much', async () => {
    // Bahrain's midnight passing between the rows and the queries would change the trend days under the test.
    await moveClock(() => advanceToBahrainNoon(clock));
    const before = await metrics();
    const now = clock.now();
    await makePosting(server, { state: 'closed' });
    await makePosting(server, { state: 'draft' });
    const open = await makePosting(server, { state: 'active' });
    const added: [ApplicationStatus, boolean][] = [
      ['new', false],
      ['new', true],
      ['reviewed', false],
      ['shortlisted', true],
      ['interviewed', true],
      ['rejected', false],
    ];
    for (const [status, interviewed] of added)
      await makePostingApplication(server, {
        postingId: open.documentId,
        createdAt: new Date(now - HOUR),
        status,
        ai_score: 50,
        history: [
          { to: 'new', at: new Date(now - HOUR) },
          ...(status === 'new' ? [] : [{ to: status, at: new Date(now - HOUR / 2) }]),
        ],
        ...(interviewed ? { interviewScheduledAt: new Date(now) } : {}),
      });
    const after = await metrics();
    expect(after.job_posting_id).toBeNull();
    expect(after.tiles.total_jobs - before.tiles.total_jobs).toBe(3);
    expect(after.tiles.active_jobs - before.tiles.active_jobs).toBe(1);
    expect(after.recruitment.positions_open - before.recruitment.positions_open).toBe(1);
    expect(after.recruitment.positions_filled - before.recruitment.positions_filled).toBe(1);
    expect(after.tiles.total_applications - before.tiles.total_applications).toBe(added.length);
    expect(after.tiles.new_to_review - before.tiles.new_to_review).toBe(2);
    expect(after.recruitment.interviewed_candidates - before.recruitment.interviewed_candidates).toBe(3);
    for (const status of ['new', 'reviewed', 'shortlisted', 'interviewed', 'rejected', 'withdrawn'] as const)
      expect(after.statuses[status] - before.statuses[status], status).toBe(
        added.filter(([added]) => added === status).length,
      );
    const today = companyToday(new Date(now - HOUR));
    const todayBefore = before.trends.find((day) => day.date === today)?.count ?? 0;
    expect(after.trends.find((day) => day.date === today)?.count).toBe(todayBefore + added.length);
    expect(after.funnel[0]).toEqual({ stage: 'applied', count: (before.funnel[0]?.count ?? 0) + added.length });
    // The history figures move with the new events (they are kept only while no event is added).
    const reached = (stages: ApplicationStatus[]) => added.filter(([status]) => stages.includes(status)).length;
    const moved = (stage: number) => (after.funnel[stage]?.count ?? 0) - (before.funnel[stage]?.count ?? 0);
    expect(moved(1)).toBe(reached(['reviewed', 'shortlisted', 'interviewed']));
    expect(moved(2)).toBe(reached(['shortlisted', 'interviewed']));
    expect(moved(3)).toBe(reached(['interviewed']));
    const newStays = (figures: DashboardMetrics) =>
      figures.time_in_stage.find((stay) => stay.status === 'new')?.samples;
    expect((newStays(after) ?? 0) - (newStays(before) ?? 0)).toBe(added.length - reached(['new']));
  });

  it('gives zeros and empty lists, never NaN, for a posting without applications', async () => {
    const posting = await makePosting(server);
    const figures = await metrics(`?job_posting_id=${posting.documentId}`);
    expect(figures.recruitment).toMatchObject({
      avg_time_to_hire_days: null,
      interviewed_candidates: 0,
      avg_cost_per_hire: 0,
    });
    expect(figures.tiles).toMatchObject({ total_applications: 0, new_to_review: 0, total_hires: 0, interview_rate: 0 });
    expect(figures.statuses).toEqual({
      new: 0,
      reviewed: 0,
      shortlisted: 0,
      interviewed: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(figures.trends).toHaveLength(7);
    expect(figures.trends.every((day) => day.count === 0)).toBe(true);
    expect(figures.top_jobs).toEqual([]);
    expect(figures.top_applicants).toEqual([]);
    expect(figures.funnel.every((stage) => stage.count === 0)).toBe(true);
    expect(figures.time_in_stage.every((stage) => stage.median_days === null && stage.samples === 0)).toBe(true);
    expect(JSON.stringify(figures)).not.toMatch(/NaN|Infinity/);
  });

  it('answers the last 7 Bahrain calendar days, today last, and the time it computed them', async () => {
    // Bahrain's midnight passing between the rows and the queries would change the trend days under the test.
    await moveClock(() => advanceToBahrainNoon(clock));
    const figures = await metrics();
    const now = new Date(clock.now());
    expect(figures.trends.at(-1)?.date).toBe(companyToday(now));
    expect(figures.trends.map((day) => day.date)).toEqual(
      figures.trends.map((_, index) =>
        new Date(Date.parse(`${companyToday(now)}T00:00:00Z`) - (6 - index) * DAY).toISOString().slice(0, 10),
      ),
    );
    expect(Math.abs(Date.parse(figures.generated_at) - now.getTime())).toBeLessThan(60_000);
  });

  it('refuses a malformed posting id (400) and an unknown one (404)', async () => {
    const malformed = await getJson(server, `${METRICS}?job_posting_id=../x`, { headers: { cookie: analyst } });
    expect(malformed.status).toBe(400);
    const unknown = await getJson(server, `${METRICS}?job_posting_id=zzzzzzzzzzzzzzzzzzzzzzzz`, {
      headers: { cookie: analyst },
    });
    expect(unknown.status).toBe(404);
    const extra = await getJson(server, `${METRICS}?sort=ai_score`, { headers: { cookie: analyst } });
    expect(extra.status).toBe(400);
  });
});
