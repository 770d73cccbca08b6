import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { testServer } from '../support/test-server';

type Engine = typeof import('../../src/platform/engine');
let engine: Engine;
const instances: ChildCms[] = [];

/**
 * An instance on its own machine: its working folder (and so every path it derives from it) is its
 * own; only the database and the site's releases folder, on a shared volume, are common.
 */
function instanceEnv(sharedSiteFolder: string, workers: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...server.childEnv,
    SITE_RELEASES_DIR: join(sharedSiteFolder, 'releases'),
    SITE_SOURCE_DIR: resolve(server.appDir, '..', 'site'),
    SITE_AUTO_BUILD: 'false',
    ENGINE_WORKERS: workers ? 'true' : 'false',
    ENGINE_TICK_SECONDS: '1',
    LOG_LEVEL: 'error',
  };
  // As deployed: where the live link and the served folder are is left to the CMS.
  delete env.SITE_CURRENT_LINK;
  delete env.SITE_DIR;
  return env;
}

async function startInstance(name: string, env: NodeJS.ProcessEnv): Promise<ChildCms> {
  const checkout = join(server.workerDir, 'machines', name, 'cms');
  mkdirSync(checkout, { recursive: true });
  const instance = await startChildCms(server.appDir, env, 90_000, checkout);
  instances.push(instance);
  return instance;
}

const server = await testServer();

beforeAll(async () => {
  engine = server.load<Engine>('platform/engine');
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
});

async function page(
  instance: ChildCms,
  path: string,
): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(`http://127.0.0.1:${instance.port}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** Queues a site build (only the builder runs workers) and waits until its run has succeeded. */
async function buildOnce(trigger: string): Promise<void> {
  const runs = () => server.strapi.db.connection('site_builds').where({ trigger });
  await engine.enqueueJob(server.strapi, { kind: 'site.build', payload: { triggers: [trigger] } });
  await waitFor(async () => (await runs()).some((run) => run.status !== 'running'), 240_000, `the build "${trigger}"`);
  const finished = await runs();
  // A failed build names its reason (the tail of astro's output).
  expect(
    finished.map((run) => run.status),
    finished.map((run) => run.error_tail ?? '').join('\n'),
  ).toEqual(['succeeded']);
}

describe('several instances behind one load balancer', () => {
  it('serve the release the last build made live, whichever instance built it', async () => {
    // The shared volume sits inside the site's folder, beside this worker's own releases: built
    // elsewhere, astro keeps its chunks in the site's shared .astro/, where a build of another suite
    // running at the same time deletes them (the CI run of 0994c34 failed so on PostgreSQL).
    const shared = `${process.env.SITE_RELEASES_DIR}-instances`;
    const [builder, other] = await Promise.all([
      startInstance('a', instanceEnv(shared, true)),
      startInstance('b', instanceEnv(shared, false)),
    ]);
    const posting = await server.strapi.documents('api::job-posting.job-posting').create({
      data: {
        title: 'Night Shift Dispatcher',
        department: 'Operations',
        location: 'Hidd, Bahrain',
        type: 'full-time',
        description: 'Dispatch the night deliveries from our Hidd depot.',
        requirements: '- Two years of dispatching',
        posting_status: 'active',
        salary_currency: 'BHD',
        is_inactive: false,
        number_of_vacancies: 1,
        show_salary: false,
      },
    });
    const jobPage = `/jobs/${posting.documentId}/`;

    await buildOnce(`instances test: posting created ${posting.documentId}`);
    for (const instance of [builder, other]) {
      expect(await page(instance, jobPage)).toMatchObject({
        status: 200,
        text: expect.stringContaining('Night Shift Dispatcher'),
      });
      expect((await page(instance, '/jobs/')).text).toContain('Night Shift Dispatcher');
      // The built page's address without its slash leads to it, query kept.
      expect(await page(instance, `/jobs/${posting.documentId}?from=rss`)).toMatchObject({
        status: 301,
        location: `${jobPage}?from=rss`,
      });
    }

    // A second release replaces the first on both, although the other instance served the first.
    await server.strapi
      .documents('api::job-posting.job-posting')
      .update({ documentId: posting.documentId, data: { posting_status: 'closed' } });
    await buildOnce(`instances test: posting closed ${posting.documentId}`);
    for (const instance of [builder, other]) {
      expect(await page(instance, jobPage)).toMatchObject({
        status: 404,
        text: expect.stringContaining('Job Not Found'),
      });
      expect((await page(instance, '/jobs/')).text).not.toContain('Night Shift Dispatcher');
    }
  }, 600_000);
});
