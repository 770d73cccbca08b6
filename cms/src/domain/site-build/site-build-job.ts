import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import { precompressFolder } from '@careers/shared/precompress';
import type { Core } from '@strapi/strapi';
import { now as clockNow, currentDate } from '../../platform/clock';
import type { CmsEnv } from '../../platform/config/env';
import { DeferJob, enqueueJob, registerJobHandler } from '../../platform/engine';
import { errorText } from '../../platform/engine/backoff';
import { countPages, runSiteBuild } from './build-runner';
import { currentRelease, newReleaseDir, pruneReleases, switchRelease } from './releases';

export const SITE_BUILD_JOB = 'site.build';
/**
 * A change alone waits only this long (not the whole debounce) before its build: a recruiter's save
 * goes live sooner, and a second change while it waits still pushes the build back by the debounce.
 */
const FIRST_CHANGE_WAIT_MS = 1_000;
/** However long edits go on, a build starts at the latest this long after the first one. */
const MAX_WAIT_MS = 60_000;
const MAX_TRIGGERS = 20;
/** How soon a build that came up before this server listens looks again. */
const NOT_LISTENING_RETRY_MS = 500;
/** How soon a build that waits for another instance's (or the previous) build looks again: the next tick. */
const BUILD_RUNNING_RETRY_MS = 1_000;
const JOB_UID = 'api::background-job.background-job';
const BUILD_UID = 'api::site-build.site-build';

/**
 * Asks for a build of the public site. A lone change waits only a second (save-to-live is the figure
 * editors feel); while a build waits in the queue, each new change pushes it back by the debounce (a
 * burst of edits gives one build); a change during a running build queues exactly one more, debounced.
 */
export async function requestSiteBuild(strapi: Core.Strapi, env: CmsEnv, trigger: string): Promise<void> {
  const now = clockNow();
  const jobs = strapi.db.query(JOB_UID);
  await strapi.db.transaction(async () => {
    const waiting = await jobs.findOne({
      where: { kind: SITE_BUILD_JOB, status: 'queued' },
      select: ['id', 'payload', 'createdAt'],
    });
    if (!waiting) {
      const running = await jobs.count({ where: { kind: SITE_BUILD_JOB, status: 'running' } });
      await enqueueJob(strapi, {
        kind: SITE_BUILD_JOB,
        payload: { triggers: [trigger] },
        runAt: new Date(
          now + (running > 0 ? env.siteBuild.debounceMs : Math.min(env.siteBuild.debounceMs, FIRST_CHANGE_WAIT_MS)),
        ),
        // A hook (a CDN's build service) may be briefly down: it gets the queue's full retries.
        maxAttempts: env.siteBuild.hookUrl ? 5 : 2,
      });
      return;
    }
    const firstAsked = waiting.createdAt ? new Date(waiting.createdAt).getTime() : now;
    const runAt = Math.min(now + env.siteBuild.debounceMs, firstAsked + MAX_WAIT_MS);
    const asked = (waiting.payload as { triggers?: string[] } | null)?.triggers ?? [];
    const triggers = [...asked, trigger].slice(-MAX_TRIGGERS);
    await jobs.update({ where: { id: waiting.id }, data: { run_at: new Date(runAt), payload: { triggers } } });
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

/** Where a build's time went: Astro's build, then the compressed copies of its text files. */
export interface BuildSeconds {
  astro: number;
  compression: number;
}

/** Builds the site into a new release and switches to it; a failure leaves the live release alone. */
export async function buildSite(
  strapi: Core.Strapi,
  env: CmsEnv,
  trigger: string,
): Promise<{ ok: boolean; release?: string; seconds?: BuildSeconds }> {
  const started = currentDate();
  const builds = strapi.db.query(BUILD_UID);
  const run = await builds.create({
    // publishedAt as the document service would stamp it (no draft and publish).
    data: { trigger: trigger.slice(0, 120), status: 'running', started_at: started, publishedAt: started },
    select: ['id'],
  });
  const finish = (fields: Record<string, unknown>) =>
    builds.update({
      where: { id: run.id },
      data: { ...fields, finished_at: currentDate(), duration_ms: clockNow() - started.getTime() },
      select: ['id'],
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
  const astroStarted = performance.now();
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
  const compressStarted = performance.now();
  const precompressed = await precompressFolder(
    release,
    live ? resolve(dirname(env.siteBuild.currentLink), live) : null,
  );
  const seconds = {
    astro: (compressStarted - astroStarted) / 1000,
    compression: (performance.now() - compressStarted) / 1000,
  };
  switchRelease(env.siteBuild.currentLink, release);
  pruneReleases(env.siteBuild.releasesDir, env.siteBuild.currentLink, 3);
  await finish({ status: 'succeeded', release: basename(release), pages: countPages(release) });
  strapi.log.info(
    `[site] release ${basename(release)} is live (${trigger}); built in ${seconds.astro.toFixed(1)} s; ${precompressed.files} text files compressed in ${seconds.compression.toFixed(1)} s, ${precompressed.reused} of them unchanged`,
  );
  return { ok: true, release, seconds };
}

export function registerSiteBuildJob(env: CmsEnv): void {
  registerJobHandler(SITE_BUILD_JOB, async (job, strapi) => {
    // Single flight: one build at a time across every instance.
    const other = await strapi.db.query(JOB_UID).findOne({
      where: { kind: SITE_BUILD_JOB, status: 'running', id: { $ne: job.id } },
      select: ['id'],
    });
    if (other) throw new DeferJob(BUILD_RUNNING_RETRY_MS);
    // The build reads the public API from this server: the first start's build can come up before
    // the server listens, and would fail, to be retried only after the retry wait (30 s).
    if (!env.siteBuild.hookUrl && !strapi.server.httpServer.listening) throw new DeferJob(NOT_LISTENING_RETRY_MS);
    const triggers = (job.payload.triggers as string[] | undefined) ?? ['manual'];
    const result = await buildSite(strapi, env, triggers.join(', '));
    if (!result.ok) throw new Error('The site build failed; see the build run for its output');
  });
}
