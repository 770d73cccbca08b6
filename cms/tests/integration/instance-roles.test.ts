// INSTANCE_ROLE as ops run it: web instances behind nginx that take no background work, and a worker
// instance that does it all and answers nothing but the probes and metrics.
import { randomUUID } from 'node:crypto';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { productionEnv } from '../support/production-env';
import { jsonLines, startAsService } from '../support/service-start';
import { testServer } from '../support/test-server';

type Queue = typeof import('../../src/platform/engine');

const server = await testServer();
const engine = server.load<Queue>('platform/engine');
const METRICS_TOKEN = `metrics-${randomUUID()}`;

/** One instance of `role` on the suite's database, looking for due work every second. */
function start(role: 'web' | 'worker'): Promise<ChildCms> {
  return startChildCms(server.appDir, {
    ...server.childEnv,
    INSTANCE_ROLE: role,
    // The suite's own default (no workers in the test server) is the role's to decide here.
    ENGINE_WORKERS: '',
    ENGINE_TICK_SECONDS: '1',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  });
}

async function jobStatus(id: number): Promise<string> {
  const row = await server.strapi.db.connection('background_jobs').where({ id }).first('status');
  return String(row?.status);
}

/** The line the instance that ran a job writes when a job of an unknown kind fails. */
const ranLine = (id: number) => `[queue] job ${id} (`;

describe('INSTANCE_ROLE', () => {
  it('web serves and leaves queued jobs alone; worker runs them and serves only probes and metrics', async () => {
    const web = await start('web');
    let worker: ChildCms | undefined;
    try {
      // A kind no handler knows fails at its first try, and the instance that tried says so in its log.
      const id = await engine.enqueueJob(server.strapi, { kind: `role-test-${randomUUID()}`, maxAttempts: 1 });
      // The web instance serves the public API.
      expect((await fetch(`http://127.0.0.1:${web.port}/api/public/jobs`)).status).toBe(200);
      expect(await fetch(`http://127.0.0.1:${web.port}/_ready`).then((r) => r.json())).toMatchObject({
        status: 'ready',
      });

      // The worker's start takes seconds, many of the web instance's one-second ticks: a web instance
      // that claimed jobs would have run this one by then.
      worker = await start('worker');
      await waitFor(async () => (await jobStatus(id)) === 'failed', 30_000, 'the queued job to be run');
      expect(worker.output()).toContain(ranLine(id));
      expect(web.output()).not.toContain(ranLine(id));

      const at = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${worker?.port}${path}`, init);
      expect((await at('/_health')).status).toBe(200);
      expect(await at('/_ready').then((r) => r.json())).toMatchObject({ status: 'ready' });
      const metrics = await at('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const families = parsePrometheusTextFormat(await metrics.text()).map((family) => family.name);
      expect(families).toContain('careers_jobs');
      // No public API, no back office, no /cms panel, no site.
      for (const path of ['/api/public/jobs', '/api/backoffice/auth/me', '/cms', '/admin2025', '/']) {
        const response = await at(path);
        expect(response.status, path).toBe(404);
      }
      const refused = (await (await at('/api/public/jobs')).json()) as { error?: { name?: string } };
      expect(refused.error?.name).toBe('NotFoundError');
    } finally {
      await Promise.all([web.stop(), worker?.stop()]);
    }
  }, 240_000);

  it('refuses to start with a role it does not know, or one ENGINE_WORKERS contradicts, naming the setting', async () => {
    const env = productionEnv(server, {});
    const typo = await startAsService(server.appDir, { ...env, INSTANCE_ROLE: 'workers' });
    expect(typo.started, typo.output).toBe(false);
    expect(typo.code).not.toBe(0);
    const typoLine = jsonLines(typo.output).find((line) => line.setting === 'INSTANCE_ROLE');
    expect(typoLine?.message).toContain('all, web, worker');

    const contradiction = await startAsService(server.appDir, { ...env, INSTANCE_ROLE: 'web', ENGINE_WORKERS: 'true' });
    expect(contradiction.started, contradiction.output).toBe(false);
    const contradictionLine = jsonLines(contradiction.output).find((line) => line.setting === 'INSTANCE_ROLE');
    expect(contradictionLine?.message).toContain('contradicts ENGINE_WORKERS');
  }, 240_000);
});
