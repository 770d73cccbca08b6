// /_ready as a load balancer reads it: an instance whose database hangs, or that could not build the
// site, is taken out quickly; and what a request meets meanwhile, when nothing reads /_ready (nginx).
// (SIGTERM's part of readiness: graceful-stop.test.ts.)

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { startChildCms } from '../support/child-cms';
import { freezableProxy } from '../support/tcp-proxy';
import { postgresServerUrl } from '../support/test-database';
import { testServer } from '../support/test-server';

const server = await testServer();

async function ready(port: number): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/_ready`);
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

/**
 * A request as a client sends it, which gives up after 10 s: an answer must come well before, whatever
 * the database does.
 */
async function request(
  port: number,
  path: string,
  accept = 'application/json',
): Promise<{ status: number; retryAfter: string | null; message: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { accept },
    signal: AbortSignal.timeout(10_000),
  });
  const body = accept === 'application/json' ? ((await response.json()) as { error?: { message?: string } }) : null;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body?.error?.message };
}

/**
 * An instance on a database of its own (SQLite): what it builds and queues stays out of the suite's.
 * Without the demo company, which the builder check does not read: its seed was half of each start.
 */
function ownSqlite(name: string): NodeJS.ProcessEnv {
  return {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_URL: '',
    DATABASE_FILENAME: join(server.workerDir, `${name}-${Date.now()}.db`),
    SEED_DEMO_DATA: 'false',
  };
}

describe('readiness', () => {
  it('says not ready, and why, when this instance cannot build the site', async () => {
    const emptySource = join(server.workerDir, `no-site-${Date.now()}`);
    mkdirSync(emptySource, { recursive: true });
    // The same instance with and without the site's source, side by side: the check is about the builder.
    const [unable, able] = await Promise.all([
      startChildCms(server.appDir, {
        ...server.childEnv,
        ...ownSqlite('no-site-builder'),
        SITE_AUTO_BUILD: 'true',
        SITE_SOURCE_DIR: emptySource,
        LOG_LEVEL: 'error',
      }),
      startChildCms(server.appDir, {
        ...server.childEnv,
        ...ownSqlite('site-builder'),
        SITE_AUTO_BUILD: 'true',
        LOG_LEVEL: 'error',
      }),
    ]);
    try {
      expect(await ready(unable.port)).toMatchObject({
        status: 503,
        body: { status: 'unavailable', reason: 'site builder' },
      });
      expect((await ready(able.port)).body).toMatchObject({ status: 'ready' });
    } finally {
      await Promise.all([unable.stop(), able.stop()]);
    }
  }, 180_000);

  // A database that hangs is a network's (PostgreSQL's) failure: run in the PostgreSQL suite.
  if (postgresServerUrl()) {
    it('answers 503 to /_ready and API requests while the database hangs, serves pages, and is back once it answers', async () => {
      // The suite's own database, reached through a proxy that can hang: a fresh one would cost a
      // schema and seed of its own, and this instance only reads (its workers are off).
      const url = new URL(server.childEnv.DATABASE_URL ?? '');
      const proxy = await freezableProxy(url.hostname, Number(url.port || 5432));
      url.host = `127.0.0.1:${proxy.port}`;
      const child = await startChildCms(server.appDir, {
        ...server.childEnv,
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'error',
      });
      try {
        expect(await ready(child.port)).toMatchObject({ status: 200 });
        expect((await request(child.port, '/api/public/jobs')).status).toBe(200);
        proxy.freeze();
        // nginx never asks /_ready: a request itself is told at once to come back, before anything is
        // read or written (without it, it waited for the pool's 60 s, then failed with 500).
        expect(await request(child.port, '/api/public/jobs')).toEqual({
          status: 503,
          retryAfter: '5',
          message: messages.requests.briefOutage,
        });
        expect((await request(child.port, '/api/public/benefits')).status).toBe(503);
        // The site's pages need no database: served on.
        expect((await request(child.port, '/jobs/', 'text/html')).status).toBe(200);
        const hung = await ready(child.port);
        expect(hung).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'database' } });
        // 1.5 s for the database's answer; the rest is margin for a loaded machine (the pool's wait is 60 s).
        expect(hung.ms).toBeLessThan(2_500);
        // A probe during the hang does not queue another query behind the first: still 503, as fast.
        expect((await ready(child.port)).status).toBe(503);
        proxy.thaw();
        // Ready once the database answers again: the query the hang held finishes first, which on a
        // loaded machine can take longer than one probe's 1.5 s, so the probes go on until then.
        await expect
          .poll(async () => (await ready(child.port)).body, { timeout: 30_000, interval: 250 })
          .toMatchObject({ status: 'ready' });
        expect((await ready(child.port)).status).toBe(200);
        expect((await request(child.port, '/api/public/jobs')).status).toBe(200);
      } finally {
        proxy.thaw();
        await child.stop();
        await proxy.close();
      }
    }, 180_000);
  }
});
