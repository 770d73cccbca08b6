import { type ApplicationStatus, TIME_IN_STAGE_STATUSES } from '@careers/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/admin-session';
import { by, changes, server, useApplicationChanges } from '../support/application-changes';
import { makeApplication } from '../support/application-fixture';
import { adminWithFlags } from '../support/custom-role';
import { makePosting } from '../support/factories';
import { whileRefusing } from '../support/refuse-writes';
import { type TestClock, testClock } from '../support/test-clock';
import { getJson } from '../support/test-server';

// Each status event keeps when its stay ended (the application's next event) and how long it was,
// and each application the furthest funnel stage its history reached: written with the next event in
// the change's transaction, filled once for older rows, and read by the dashboard's time in stage and
// funnel, whose figures must be what pairing every event with the next, and reading every event, gave.

type Stays = typeof import('../../src/domain/applications/changes/stays');
type Backfill = typeof import('../../src/domain/applications/changes/history-backfill');
const STATUS_EVENT = 'api::application-status-event.application-status-event';
const HOUR = 3_600_000;

let clock: TestClock;
let stays: Stays;
let backfill: Backfill;

beforeAll(async () => {
  await useApplicationChanges();
  clock = testClock(server);
  stays = server.load<Stays>('domain/applications/changes/stays');
  backfill = server.load<Backfill>('domain/applications/changes/history-backfill');
});

afterEach(() => clock.reset());

/** The furthest funnel stage kept on an application. */
async function reachOf(documentId: string): Promise<number> {
  const row = await server.strapi.db
    .query('api::application.application')
    .findOne({ where: { documentId }, select: ['funnel_reach'] });
  return Number(row?.funnel_reach);
}

const msOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).getTime());

/** An application's events in time order, with the stay each one began. */
async function eventsOf(documentId: string) {
  const rows = await server.strapi.db.query(STATUS_EVENT).findMany({
    where: { application: { documentId } },
    orderBy: [{ occurred_at: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row: Record<string, unknown>) => ({
    to: row.to_status,
    at: msOf(row.occurred_at) as number,
    leftAt: msOf(row.left_at),
    stayMs: row.stay_ms === null || row.stay_ms === undefined ? null : Number(row.stay_ms),
  }));
}

/** Events written as rows, without ends, as every event was before ends were kept; returns the application. */
async function eventsWithoutEnds(steps: [ApplicationStatus, number][]): Promise<string> {
  const { documentId } = await makeApplication(server, { status: 'new' });
  for (const [to, at] of steps) {
    await server.strapi.documents(STATUS_EVENT).create({
      data: { application: { documentId }, to_status: to, occurred_at: new Date(at).toISOString() },
    });
  }
  return documentId;
}

/** What each event's end should be: the next event's time, by time then id (the rows' order here). */
function expectedEnds(steps: [ApplicationStatus, number][]) {
  const ordered = steps.map(([to, at], index) => ({ to, at, index })).sort((a, b) => a.at - b.at || a.index - b.index);
  return ordered.map((step, index) => {
    const next = ordered[index + 1];
    return { to: step.to, at: step.at, leftAt: next?.at ?? null, stayMs: next ? next.at - step.at : null };
  });
}

describe('stay ends on status events', () => {
  it('a status change ends the stay before it; the newest stay stays open', async () => {
    const { documentId } = await makeApplication(server, { status: 'new' });
    const start = Date.now();
    const moves: [ApplicationStatus, number][] = [
      ['reviewed', start],
      ['shortlisted', start + 5 * HOUR],
      ['interviewed', start + 6 * HOUR],
    ];
    for (const [status, at] of moves) {
      await changes.changeApplicationStatus(server.strapi, { ids: [documentId], status, by, now: new Date(at) });
    }
    expect(await eventsOf(documentId)).toEqual([
      { to: 'reviewed', at: start, leftAt: start + 5 * HOUR, stayMs: 5 * HOUR },
      { to: 'shortlisted', at: start + 5 * HOUR, leftAt: start + 6 * HOUR, stayMs: HOUR },
      { to: 'interviewed', at: start + 6 * HOUR, leftAt: null, stayMs: null },
    ]);
    expect(await reachOf(documentId)).toBe(3);
    // Rejected afterwards: the furthest stage stays the one reached.
    await changes.changeApplicationStatus(server.strapi, {
      ids: [documentId],
      status: 'rejected',
      by,
      now: new Date(start + 7 * HOUR),
    });
    expect(await reachOf(documentId)).toBe(3);
  });

  it('a change that fails ends no stay: the end is written in its transaction', async () => {
    const { documentId } = await makeApplication(server, { status: 'new' });
    const start = Date.now();
    await changes.changeApplicationStatus(server.strapi, {
      ids: [documentId],
      status: 'reviewed',
      by,
      now: new Date(start),
    });
    await expect(
      whileRefusing(server, { table: 'audit_events', event: 'INSERT' }, () =>
        changes.changeApplicationStatus(server.strapi, {
          ids: [documentId],
          status: 'shortlisted',
          by,
          now: new Date(start + HOUR),
        }),
      ),
    ).rejects.toThrow();
    const [reviewed] = await eventsOf(documentId);
    expect(await eventsOf(documentId)).toHaveLength(1);
    expect(reviewed).toMatchObject({ to: 'reviewed', leftAt: null, stayMs: null });
    expect(await reachOf(documentId)).toBe(1);
  });

  it('the backfill ends older stays by time then id, leaves the newest open, and changes nothing when run again', async () => {
    const start = clock.now() - 30 * 24 * HOUR;
    // Out of time order on purpose, and two events at one moment (the later id ends the earlier).
    const steps: [ApplicationStatus, number][] = [
      ['new', start],
      ['reviewed', start + 50 * HOUR],
      ['shortlisted', start + 20 * HOUR],
      ['interviewed', start + 20 * HOUR],
    ];
    const documentId = await eventsWithoutEnds(steps);
    expect((await eventsOf(documentId)).every((event) => event.leftAt === null && event.stayMs === null)).toBe(true);
    expect(await reachOf(documentId)).toBe(0);
    await backfill.backfillStayEnds(server.strapi);
    await backfill.backfillFunnelReach(server.strapi);
    const filled = await eventsOf(documentId);
    expect(filled).toEqual(expectedEnds(steps));
    expect(await reachOf(documentId)).toBe(3);
    await backfill.backfillStayEnds(server.strapi);
    await backfill.backfillFunnelReach(server.strapi);
    expect(await eventsOf(documentId)).toEqual(filled);
    expect(await reachOf(documentId)).toBe(3);
    // Writing the events' ends one application at a time (as a change does) gives the same.
    await stays.settleHistory(server.strapi, documentId);
    expect(await eventsOf(documentId)).toEqual(filled);
  });

  it('ran once on start, and is marked done', async () => {
    const knex = server.strapi.db.connection;
    const marks = await knex('data_backfills').whereIn('name', ['status-event-stay-ends', 'application-funnel-reach']);
    expect(marks).toHaveLength(2);
  });
});

/** The median time in stage as the dashboard computed it before ends were kept: every event paired with the next. */
async function pairedMedians(postingRowId: number) {
  const postgres = server.strapi.db.dialect.client === 'postgres';
  const ms = postgres ? '(EXTRACT(EPOCH FROM (left_at - entered_at)) * 1000)' : '(left_at - entered_at)';
  const result = await server.strapi.db.connection.raw(
    `WITH stays AS (
       SELECT e.to_status AS status, e.occurred_at AS entered_at,
              LEAD(e.occurred_at) OVER (PARTITION BY l.application_id ORDER BY e.occurred_at, e.id) AS left_at
         FROM application_status_events e
         JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
        WHERE l.application_id IN (SELECT application_id FROM applications_job_posting_lnk WHERE job_posting_id = ?)
     ), durations AS (
       SELECT status, ${ms} AS ms FROM stays WHERE left_at IS NOT NULL
     ), ranked AS (
       SELECT status, ms, ROW_NUMBER() OVER (PARTITION BY status ORDER BY ms) AS position,
              COUNT(*) OVER (PARTITION BY status) AS samples
         FROM durations
     )
     SELECT status, AVG(ms) AS median_ms, MAX(samples) AS samples FROM ranked
      WHERE position IN ((samples + 1) / 2, (samples + 2) / 2) GROUP BY status`,
    [postingRowId],
  );
  const rows = (Array.isArray(result) ? result : result.rows) as Record<string, unknown>[];
  const byStatus = new Map(rows.map((row) => [String(row.status), row]));
  return TIME_IN_STAGE_STATUSES.map((status) => {
    const row = byStatus.get(status);
    return {
      status,
      median_days: row ? Math.round((Number(row.median_ms) / 86_400_000) * 10) / 10 : null,
      samples: Number(row?.samples ?? 0),
    };
  });
}

/** The funnel as the dashboard counted it before the furthest stage was kept: every event read. */
async function eventFunnel(postingRowId: number) {
  const later = ['reviewed', 'shortlisted', 'interviewed', 'hired'];
  const result = await server.strapi.db.connection.raw(
    `SELECT ${later
      .map(
        (_, index) =>
          `COUNT(DISTINCT CASE WHEN e.to_status IN (${later
            .slice(index)
            .map(() => '?')
            .join(', ')}) THEN l.application_id END) AS s${index}`,
      )
      .join(', ')}
       FROM application_status_events e
       JOIN application_status_events_application_lnk l ON l.application_status_event_id = e.id
      WHERE l.application_id IN (SELECT application_id FROM applications_job_posting_lnk WHERE job_posting_id = ?)`,
    [...later.flatMap((_, index) => later.slice(index)), postingRowId],
  );
  const [row] = (Array.isArray(result) ? result : result.rows) as Record<string, unknown>[];
  return later.map((_, index) => Number(row?.[`s${index}`]));
}

describe('the dashboard reads the kept ends', () => {
  it('gives the medians and funnel reading every event gave, for events written before ends were kept', async () => {
    const posting = await makePosting(server);
    const postingRow = await server.strapi.db
      .query('api::job-posting.job-posting')
      .findOne({ where: { documentId: posting.documentId }, select: ['id'] });
    const start = clock.now() - 60 * 24 * HOUR;
    // Eleven applications with histories of different lengths and stays of different lengths (odd
    // and even sample counts per status), linked to the posting, written without ends.
    for (let n = 0; n < 11; n += 1) {
      const steps: [ApplicationStatus, number][] = [['new', start + n * HOUR]];
      const path = (['reviewed', 'shortlisted', 'interviewed', 'hired'] as const).slice(0, n % 5);
      for (const [index, to] of path.entries()) {
        steps.push([to, (steps.at(-1)?.[1] ?? start) + (n + 1) * (index + 2) * 7 * HOUR]);
      }
      const documentId = await eventsWithoutEnds(steps);
      await server.strapi
        .documents('api::application.application')
        .update({ documentId, data: { job_posting: posting.documentId } });
    }
    await backfill.backfillStayEnds(server.strapi);
    await backfill.backfillFunnelReach(server.strapi);
    const analyst = await signIn(server, await adminWithFlags(server, ['view_analytics']));
    const answer = await getJson(server, `/api/backoffice/dashboard/metrics?job_posting_id=${posting.documentId}`, {
      headers: { cookie: analyst },
    });
    expect(answer.status).toBe(200);
    const figures = answer.body as { time_in_stage: unknown[]; funnel: { count: number }[] };
    const before = await pairedMedians(Number(postingRow.id));
    expect(before.some((stage) => stage.samples > 1)).toBe(true);
    expect(figures.time_in_stage).toEqual(before);
    const reached = await eventFunnel(Number(postingRow.id));
    expect(reached.every((count) => count > 0)).toBe(true);
    expect(figures.funnel.map((stage) => stage.count)).toEqual([11, ...reached]);
  });
});
