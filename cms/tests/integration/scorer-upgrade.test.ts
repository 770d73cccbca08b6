import { type BackgroundWork, messages, OFFLINE_SCORER_VERSION, SCORING_PROMPT_VERSION } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { accountantPosting, applicationRow, applyWithCv, runScoringJobs } from '../support/scoring-fixtures';
import { getJson, testServer } from '../support/test-server';

type Upgrade = typeof import('../../src/domain/scoring/scorer-upgrade');
type Queue = typeof import('../../src/platform/engine/queue/job-queue');

const server = await testServer();
const posting = await accountantPosting(server);
const settingsAdmin = await signIn(server, await createAdmin(server, 'super_admin'));

const applications = () => server.strapi.db.connection('applications');

/** Runs one job through the queue, as a worker would. */
async function runJob(id: number): Promise<void> {
  const queue = server.load<Queue>('platform/engine/queue/job-queue');
  await queue.runDueJobs(server.strapi, { workerId: 'test', limit: 1, leaseMs: 60_000, retryBaseMs: 0, ids: [id] });
}

describe('scores recomputed after a scorer upgrade', () => {
  it('queues the stale offline scores once, leaves current and OpenAI ones, and Settings → Advanced shows it', async () => {
    const { SCORER_UPGRADE_JOB, CURRENT_SCORERS } = server.load<Upgrade>('domain/scoring/scorer-upgrade');
    // Asked at start: one job for this release of the scorers, however many instances start.
    const startJobs = await server.strapi.db
      .connection('background_jobs')
      .where({ idempotency_key: `rescore-after-upgrade:${CURRENT_SCORERS}` });
    expect(startJobs).toHaveLength(1);
    expect(CURRENT_SCORERS).toBe(`${OFFLINE_SCORER_VERSION}+${SCORING_PROMPT_VERSION}`);

    const current = await applyWithCv(server, posting, 'accountant.pdf');
    const stale = await applyWithCv(server, posting, 'accountant.pdf');
    const byModel = await applyWithCv(server, posting, 'accountant.pdf');
    await runScoringJobs(server, [current, stale, byModel]);
    // As an older release left them: the first offline rules' score, and a model's score of an older prompt.
    await applications().where({ document_id: stale }).update({ ai_model: 'offline-1', ai_score: 12 });
    await applications()
      .where({ document_id: byModel })
      .update({ ai_scoring_method: 'openai', ai_model: 'gpt-4o-mini', ai_prompt_version: 'cv-match-2', ai_score: 64 });

    // The worker runs the upgrade job (a fresh one of the same kind: the start's may have run already).
    const queue = server.load<Queue>('platform/engine/queue/job-queue');
    const jobId = await queue.enqueueJob(server.strapi, {
      kind: SCORER_UPGRADE_JOB,
      idempotencyKey: `rescore-after-upgrade:test-${Date.now()}`,
    });
    await runJob(jobId);

    const batch = await server.strapi.db
      .connection('analysis_batches')
      .where({ purpose: 'scorer_upgrade' })
      .orderBy('id', 'desc')
      .first();
    const queuedIds =
      typeof batch.application_ids === 'string' ? JSON.parse(batch.application_ids) : batch.application_ids;
    expect(queuedIds).toContain(stale);
    // Current scores stay; without a key, a model's score is not turned into an offline one.
    expect(queuedIds).not.toContain(current);
    expect(queuedIds).not.toContain(byModel);
    expect(batch.scorer_version).toBe(CURRENT_SCORERS);
    const audit = await server.strapi.db
      .connection('audit_events')
      .where({ action: 'applications.ai_rescore_after_upgrade', entity_id: batch.document_id })
      .first();
    expect(audit).toBeTruthy();

    await runScoringJobs(server, queuedIds);
    const rescored = await applicationRow(server, stale);
    expect(rescored.ai_model).toBe(OFFLINE_SCORER_VERSION);
    expect(rescored.ai_score).toBe((await applicationRow(server, current)).ai_score);
    expect((await applicationRow(server, byModel)).ai_score).toBe(64);

    const answer = await getJson(server, '/api/backoffice/settings/background-work', {
      headers: { cookie: settingsAdmin },
    });
    expect(answer.status).toBe(200);
    const { rescoring } = answer.body as BackgroundWork;
    expect(rescoring).toMatchObject({
      id: batch.document_id,
      scorers: CURRENT_SCORERS,
      total: queuedIds.length,
      done: true,
      progress_text: messages.scoring.progress(queuedIds.length, queuedIds.length, queuedIds.length, 0),
    });
  });
});
