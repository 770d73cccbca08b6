import { basename } from 'node:path';
import { SITE_BUILD_STATUSES, type SiteBuildHistory, type SiteBuildRun, type SiteBuildStatus } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../../platform/config/env';
import { isoFromDb } from '../../platform/database/db-values';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { currentRelease } from './releases';
import { requestSiteBuild, SITE_BUILD_JOB } from './site-build-job';

const BUILD_UID = 'api::site-build.site-build';
const SHOWN = 20;

const isBuildStatus = (value: unknown): value is SiteBuildStatus =>
  typeof value === 'string' && (SITE_BUILD_STATUSES as readonly string[]).includes(value);

/** A build's status as stored; only the build job writes it, so anything else is a broken row. */
function buildStatus(row: { id: unknown; status: unknown }): SiteBuildStatus {
  if (isBuildStatus(row.status)) return row.status;
  throw new Error(`Site build ${String(row.id)} has an unknown status: ${String(row.status)}`);
}
const count = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The live release, whether a build waits, and the latest builds, newest first (Settings → Advanced). */
export async function siteBuildHistory(strapi: Core.Strapi, env: CmsEnv): Promise<SiteBuildHistory> {
  const [rows, waiting] = await Promise.all([
    strapi.db.query(BUILD_UID).findMany({ orderBy: { id: 'desc' }, limit: SHOWN }),
    strapi.db
      .query('api::background-job.background-job')
      .count({ where: { kind: SITE_BUILD_JOB, status: { $in: ['queued', 'running'] } } }),
  ]);
  const live = currentRelease(env.siteBuild.currentLink);
  return {
    live: live ? basename(live) : null,
    queued: waiting > 0,
    builds: rows.map(
      (row): SiteBuildRun => ({
        id: Number(row.id),
        trigger: String(row.trigger),
        status: buildStatus(row),
        release: row.release ?? null,
        started_at: isoFromDb(row.started_at),
        finished_at: isoFromDb(row.finished_at),
        duration_ms: count(row.duration_ms),
        pages: count(row.pages),
        error_tail: row.error_tail ?? null,
      }),
    ),
  };
}

/** Rebuild now: asks for a build (debounced with any waiting one) and records who asked. */
export async function requestManualBuild(strapi: Core.Strapi, env: CmsEnv, actor: AdminActor): Promise<void> {
  await strapi.db.transaction(async () => {
    await requestSiteBuild(strapi, env, `rebuild by ${actor.email}`);
    await writeAudit(strapi, {
      action: 'site.rebuild_requested',
      ...auditActor(actor),
      entityType: 'site-build',
    });
  });
}
