import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../platform/clock';
import type { CmsEnv } from '../../platform/config/env';
import { DeferJob, enqueueJob, registerJobHandler } from '../../platform/engine';
import { errorText } from '../../platform/engine/backoff';
import { dialectOf, fromDbJson, fromDbTime, rowStamp, toDbTime } from '../../platform/engine/db-rows';
import { countPages, runSiteBuild } from './build-runner';
import { precompressFolder } from './precompress';
import { currentRelease, newReleaseDir, pruneReleases, switchRelease } from './releases';

export const SITE_BUILD_JOB = 'site.build';
/** However long edits go on, a build starts at the latest this long after the first one. */
const MAX_WAIT_MS = 60_000;
const MAX_TRIGGERS = 20;

/**
 * Asks for a build of the public site. Debounced: while a build waits in the queue, each new change
 * pushes it back a little (a burst of edits gives one build); a change during a running build
 * queues exactly one more.
 */
export async function requestSiteBuild(strapi: Core.Strapi, env: CmsEnv, trigger: string): Promise<void> {
  const dialect = dialectOf(strapi);
  const now = clockNow();
  await strapi.db.transaction(async ({ trx }) => {
    const waiting = await trx('background_jobs')
      .where({ kind: SITE_BUILD_JOB, status: 'queued' })
      .first('id', 'payload', 'created_at');
    if (!waiting) {
      await enqueueJob(strapi, {
        kind: SITE_BUILD_JOB,
        payload: { triggers: [trigger] },
        runAt: new Date(now + env.siteBuild.debounceMs),
        // A hook (a CDN's build service) may be briefly down: it gets the queue's full retries.
        maxAttempts: env.siteBuild.hookUrl ? 5 : 2,
      });
      return;
    }
    const firstAsked = fromDbTime(waiting.created_at)?.getTime() ?? now;
    const runAt = Math.min(now + env.siteBuild.debounceMs, firstAsked + MAX_WAIT_MS);
    const triggers = [...(fromDbJson<{ triggers?: string[] }>(waiting.payload)?.triggers ?? []), trigger].slice(
      -MAX_TRIGGERS,
    );
    await trx('background_jobs')
      .where({ id: waiting.id })
      .update({
        run_at: toDbTime(dialect, new Date(runAt)),
        payload: JSON.stringify({ triggers }),
        updated_at: toDbTime(dialect, new Date()),
      });
  });
}

/** Where this server answers, for the build to read the public API from. */
function ownUrl(strapi: Core.Strapi, env: CmsEnv): string {
  const address = strapi.server.httpServer.address() as AddressInfo | null;
  return `http://127.0.0.1:${address?.port ?? env.port}`;
}

async function callBuildHook(url: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`The build hook answered ${response.status}`);
}

/** Builds the site into a new release and switches to it; a failure leaves the live release alone. */
export async function buildSite(
  strapi: Core.Strapi,
  env: CmsEnv,
  trigger: string,
): Promise<{ ok: boolean; release?: string }> {
  const dialect = dialectOf(strapi);
  const started = new Date();
  const [run] = await strapi.db
    .connection('site_builds')
    .insert({
      ...rowStamp(dialect, started),
      trigger: trigger.slice(0, 120),
      status: 'running',
      started_at: toDbTime(dialect, started),
    })
    .returning('id');
  const runId = Number((run as { id: number }).id);
  const finish = (fields: Record<string, unknown>) =>
    strapi.db
      .connection('site_builds')
      .where({ id: runId })
      .update({
        ...fields,
        finished_at: toDbTime(dialect, new Date()),
        duration_ms: Date.now() - started.getTime(),
        updated_at: toDbTime(dialect, new Date()),
      });

  if (env.siteBuild.hookUrl) {
    try {
      await callBuildHook(env.siteBuild.hookUrl);
      await finish({ status: 'succeeded', release: 'build hook' });
      return { ok: true };
    } catch (error) {
      await finish({ status: 'failed', error_tail: errorText(error) });
      throw error;
    }
  }

  const release = newReleaseDir(env.siteBuild.releasesDir, started);
  const outcome = await runSiteBuild({
    siteDir: env.siteBuild.sourceDir,
    outDir: release,
    cmsUrl: ownUrl(strapi, env),
    publicUrl: env.publicUrl,
  });
  if (!outcome.ok) {
    rmSync(release, { recursive: true, force: true });
    await finish({ status: 'failed', error_tail: outcome.tail });
    strapi.log.error(`[site] build failed; the live release stays. ${outcome.tail.slice(-400)}`);
    return { ok: false };
  }
  const live = currentRelease(env.siteBuild.currentLink);
  const precompressed = await precompressFolder(
    release,
    live ? resolve(dirname(env.siteBuild.currentLink), live) : null,
  );
  switchRelease(env.siteBuild.currentLink, release);
  pruneReleases(env.siteBuild.releasesDir, env.siteBuild.currentLink, 3);
  await finish({ status: 'succeeded', release: basename(release), pages: countPages(release) });
  strapi.log.info(
    `[site] release ${basename(release)} is live (${trigger}); ${precompressed.files} text files compressed, ${precompressed.reused} of them unchanged`,
  );
  return { ok: true, release };
}

export function registerSiteBuildJob(env: CmsEnv): void {
  registerJobHandler(SITE_BUILD_JOB, async (job, strapi) => {
    // Single flight: one build at a time across every instance.
    const other = await strapi.db
      .connection('background_jobs')
      .where({ kind: SITE_BUILD_JOB, status: 'running' })
      .whereNot({ id: job.id })
      .first('id');
    if (other) throw new DeferJob(5_000);
    const triggers = (job.payload.triggers as string[] | undefined) ?? ['manual'];
    const result = await buildSite(strapi, env, triggers.join(', '));
    if (!result.ok) throw new Error('The site build failed; see the build run for its output');
  });
}
