import type { Core } from '@strapi/strapi';
import { Gauge, type Registry } from 'prom-client';
import { fromDbTime } from '../../platform/database/db-values';

/** The site's builds as Prometheus reads them: the last one's duration and outcome, the last success. */
export function registerSiteBuildMetrics(strapi: Core.Strapi, registry: Registry): void {
  // A second Strapi in the same process (a script after a test) registers them anew.
  for (const name of [
    'careers_site_build_duration_seconds',
    'careers_site_build_last_success_timestamp_seconds',
    'careers_site_builds_failed_since_success',
  ])
    registry.removeSingleMetric(name);
  const builds = () => strapi.db.query('api::site-build.site-build');
  const lastFinished = (where: Record<string, unknown>) =>
    builds().findOne({
      where: { finished_at: { $notNull: true }, ...where },
      orderBy: { finished_at: 'desc' },
      select: ['status', 'duration_ms', 'finished_at'],
    });

  new Gauge({
    name: 'careers_site_build_duration_seconds',
    help: 'Duration of the last finished site build (any instance), by its outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const last = await lastFinished({});
      if (last) this.set({ outcome: String(last.status) }, Number(last.duration_ms ?? 0) / 1000);
    },
  });

  new Gauge({
    name: 'careers_site_build_last_success_timestamp_seconds',
    help: 'When the last successful site build finished (Unix time; 0 before the first)',
    registers: [registry],
    async collect() {
      const last = await lastFinished({ status: 'succeeded' });
      const finished = fromDbTime(last?.finished_at);
      this.set(finished ? finished.getTime() / 1000 : 0);
    },
  });

  new Gauge({
    name: 'careers_site_builds_failed_since_success',
    help: 'Site builds that failed after the last successful one',
    registers: [registry],
    async collect() {
      const success = await lastFinished({ status: 'succeeded' });
      const since = success?.finished_at ? { finished_at: { $gt: success.finished_at } } : {};
      this.set(await builds().count({ where: { status: 'failed', ...since } }));
    },
  });
}
