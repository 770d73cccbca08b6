// Attack test: a hostile CV can't stall the server. A 27 KB DOCX whose document unpacks to 6 MB once
// kept /_health waiting 99 s; a 224 KB one held the process for minutes at gigabytes. CVs are read
// (and scored offline) in a worker thread with limits, a DOCX's unpacked sizes are checked before
// anything is inflated, and a CV that hits a limit is given up once with its reason.
// Fixtures: cms/scripts/make-hostile-cv-fixtures.mts.
import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { accountantPosting, applicationRow, applyWithCv, cvFixture, runScoringJobs } from '../support/scoring-fixtures';
import { testServer } from '../support/test-server';

type Reader = typeof import('../../src/domain/scoring/cv-reader');

/** The bound for /_health while a CV is read, met by 95% of the answers. */
const HEALTH_BOUND_MS = 100;
/**
 * The bound for the slowest answer. An answer held back by the reading waits for all of it (the
 * slow fixture takes seconds); but on a shared two-core machine an idle process alone has outliers
 * of 160 to 210 ms (1,500 polls, load average 15 to 19), so a strict 100 ms for every answer would
 * measure the machine instead of the server.
 */
const HEALTH_WORST_BOUND_MS = 1000;

function expectResponsive(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
  expect(p95, `95th percentile of ${latencies.length} answers`).toBeLessThan(HEALTH_BOUND_MS);
  expect(sorted.at(-1), `slowest of ${latencies.length} answers`).toBeLessThan(HEALTH_WORST_BOUND_MS);
}

const server = await testServer();
const posting = await accountantPosting(server);
// The test's own first request opens its connection: not part of what is measured.
await (await fetch(`${server.baseUrl}/_health`)).text();

function scoringJob(applicationId: string) {
  return server.strapi.db
    .connection('background_jobs')
    .where({ idempotency_key: `score:${applicationId}` })
    .first();
}

/**
 * Asks /_health again and again, one request after the other, for as long as `work` runs (and at
 * least once); the latency of each answer. The server answers in this same process, so a CV read
 * on its thread would hold every one of these answers back.
 */
async function healthLatenciesDuring(work: Promise<unknown>): Promise<number[]> {
  let running = true;
  const finished = work.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  do {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/_health`);
    await response.text();
    latencies.push(performance.now() - started);
    expect(response.status).toBe(200);
  } while (running);
  await finished;
  return latencies;
}

describe('a hostile CV', () => {
  it.each([
    ['bomb-6mb.docx', messages.scoring.cvTooLarge],
    ['bomb-72mb.docx', messages.scoring.cvTooLarge],
    ['damaged.pdf', messages.scoring.cvMalformed],
  ])('%s is marked unreadable with its reason, once, while /_health answers at once', async (file, reason) => {
    const id = await applyWithCv(server, posting, file);
    expectResponsive(await healthLatenciesDuring(runScoringJobs(server, [id])));
    expect(await applicationRow(server, id)).toMatchObject({
      ai_scoring_status: 'unreadable_cv',
      ai_score: null,
      ai_scoring_error: reason,
    });
    expect(await scoringJob(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('within the limits but slow to read, is read and scored while /_health answers at once', async () => {
    const id = await applyWithCv(server, posting, 'large-within-limits.docx');
    const latencies = await healthLatenciesDuring(runScoringJobs(server, [id]));
    // Seconds of reading: /_health was asked many times meanwhile, and never waited.
    expect(latencies.length).toBeGreaterThan(5);
    expectResponsive(latencies);
    expect(await applicationRow(server, id)).toMatchObject({ ai_scoring_status: 'scored', ai_scoring_error: null });
    expect(await scoringJob(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});

describe('the CV reader thread', () => {
  const task = (file: string) => ({
    cv: cvFixture(file),
    posting: {
      title: 'Senior Accountant',
      department: 'Finance',
      description: 'Runs the monthly close.',
      responsibilities: '- Prepare IFRS statements',
      requirements: '- ACCA qualified',
      minimum_years_experience: 5,
      screening_questions: null,
    },
    applicant: { years_of_experience: 6, years_related_experience: 4, screening_answers: {} },
    scoreOffline: true,
    now: Date.now(),
  });

  it('is stopped at its time limit and at its memory limit, and the next CV is read as usual', async () => {
    const { readCvApart, CV_READER_LIMITS } = server.load<Reader>('domain/scoring/cv-reader');
    expect(await readCvApart(task('large-within-limits.docx'), { ...CV_READER_LIMITS, timeMs: 50 })).toEqual({
      ok: false,
      reason: 'time-limit',
    });
    expect(await readCvApart(task('large-within-limits.docx'), { ...CV_READER_LIMITS, heapMb: 48 })).toEqual({
      ok: false,
      reason: 'memory-limit',
    });
    const reading = await readCvApart(task('accountant.docx'));
    expect(reading.ok && reading.offlineResult?.ai_score).toBeGreaterThan(0);
  });
});
