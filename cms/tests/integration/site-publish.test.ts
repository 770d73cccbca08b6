import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/child-cms';
import { makeEditorRow, makePosting } from '../support/factories';
import { signInAsEditor } from '../support/panel-editor';
import { whileRefusing } from '../support/refuse-writes';
import { testClock } from '../support/test-clock';
import { testServer } from '../support/test-server';

type SiteJob = typeof import('../../src/domain/site-build/site-build-job');
type Triggers = typeof import('../../src/domain/site-build/publish-triggers');
type Releases = typeof import('../../src/domain/site-build/releases');
type Queue = typeof import('../../src/platform/engine/queue/job-queue');
type Env = typeof import('../../src/platform/config/env');
let stopTriggers: () => void = () => undefined;

const server = await testServer();
const site = server.load<SiteJob>('domain/site-build/site-build-job');
const releases = server.load<Releases>('domain/site-build/releases');
const queue = server.load<Queue>('platform/engine/queue/job-queue');
const env = server.load<Env>('platform/config/env').readEnv();
// The test server keeps automatic builds off; here they are switched on for real.
stopTriggers = server
  .load<Triggers>('domain/site-build/publish-triggers')
  .rebuildSiteOnPublish(server.strapi, { ...env, siteBuild: { ...env.siteBuild, auto: true } });

// The Strapi is shared with the files after this one: their content writes must not queue builds.
afterAll(() => {
  stopTriggers();
});

const waitingBuilds = () =>
  server.strapi.db.connection('background_jobs').where({ kind: 'site.build', status: 'queued' });

/** Runs the queued site builds, and only them: other files' queued jobs are not this test's business. */
async function runQueuedBuild(): Promise<void> {
  const clock = testClock(server);
  clock.advance(env.siteBuild.debounceMs);
  try {
    const ids = (await waitingBuilds().clone().pluck('id')) as number[];
    await queue.runDueJobs(server.strapi, {
      workerId: 'test',
      limit: ids.length,
      leaseMs: 120_000,
      retryBaseMs: 0,
      ids,
    });
  } finally {
    clock.reset();
  }
}

const live = (path: string) => join(env.siteBuild.currentLink, path);

/**
 * How long a test that runs Astro builds may take: a build takes seconds on a quiet machine and
 * minutes on a busy one, so this only ends a build that hangs; it is no figure about speed.
 */
const BUILDS_TIMEOUT_MS = 600_000;

/** Waits until no site build runs (one a timed-out test left running would change the next one's plan). */
const noBuildRunning = () =>
  waitFor(
    async () =>
      (await server.strapi.db.connection('background_jobs').where({ kind: 'site.build', status: 'running' })).length ===
      0,
    BUILDS_TIMEOUT_MS,
    'the running site build to end',
  );

describe('publishing the site', () => {
  it(
    'builds and serves a new posting after it is created, and removes it once closed',
    async () => {
      await waitingBuilds().clone().del();
      const posting = await server.strapi.documents('api::job-posting.job-posting').create({
        data: {
          title: 'Warehouse Supervisor',
          department: 'Operations',
          location: 'Sitra, Bahrain',
          type: 'full-time',
          description: 'Run the night shift of our Sitra warehouse.',
          requirements: '- Three years in warehousing',
          posting_status: 'active',
          salary_currency: 'BHD',
          is_inactive: false,
          number_of_vacancies: 1,
          show_salary: false,
        },
      });
      expect(await waitingBuilds()).toHaveLength(1);
      await runQueuedBuild();

      expect(existsSync(live(`jobs/${posting.documentId}/index.html`))).toBe(true);
      expect(readFileSync(live('jobs/index.html'), 'utf8')).toContain('Warehouse Supervisor');
      // Every text file of the release has its brotli and gzip copy, with the same content.
      const scripts = readdirSync(live('_astro')).filter((name) => name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const path of [
        'jobs/index.html',
        `jobs/${posting.documentId}/index.html`,
        'sitemap.xml',
        `_astro/${scripts[0]}`,
      ]) {
        const plain = readFileSync(live(path));
        expect(brotliDecompressSync(readFileSync(live(`${path}.br`))).equals(plain), path).toBe(true);
        expect(gunzipSync(readFileSync(live(`${path}.gz`))).equals(plain), path).toBe(true);
      }
      const [run] = await server.strapi.db.connection('site_builds').orderBy('id', 'desc').limit(1);
      expect(run).toMatchObject({ status: 'succeeded' });
      expect(run.trigger).toContain('job-posting');
      expect(Number(run.pages)).toBeGreaterThan(5);
      expect(Number(run.duration_ms)).toBeGreaterThan(0);

      await server.strapi
        .documents('api::job-posting.job-posting')
        .update({ documentId: posting.documentId, data: { posting_status: 'closed' } });
      await runQueuedBuild();
      expect(existsSync(live(`jobs/${posting.documentId}/index.html`))).toBe(false);
      expect(readFileSync(live('jobs/index.html'), 'utf8')).not.toContain('Warehouse Supervisor');
      // Copies of unchanged files come from the release before; changed files get their own.
      for (const path of ['jobs/index.html', 'sitemap.xml', 'about/index.html', `_astro/${scripts[0]}`]) {
        const plain = readFileSync(live(path));
        expect(brotliDecompressSync(readFileSync(live(`${path}.br`))).equals(plain), path).toBe(true);
        expect(gunzipSync(readFileSync(live(`${path}.gz`))).equals(plain), path).toBe(true);
      }
    },
    BUILDS_TIMEOUT_MS,
  );

  it('gives one build for a burst of edits, listing what triggered it', async () => {
    await waitingBuilds().clone().del();
    const benefit = await server.strapi.db.query('api::benefit.benefit').findOne({ where: { is_active: true } });
    for (const order of [1, 2, 3]) {
      await server.strapi
        .documents('api::benefit.benefit')
        .update({ documentId: benefit.documentId, data: { display_order: order } });
    }
    const waiting = await waitingBuilds();
    expect(waiting).toHaveLength(1);
    expect(JSON.stringify(waiting[0].payload)).toContain('benefit updated');
    await waitingBuilds().clone().del();
  });

  it(
    'starts the build of a change alone after a second, and waits the debounce once a second change comes',
    async () => {
      // A change alone is one made while no build runs: that is the state this test needs.
      await noBuildRunning();
      await waitingBuilds().clone().del();
      const clock = testClock(server);
      // The production debounce (the test server's own is shorter than a second).
      const production = { ...env, siteBuild: { ...env.siteBuild, debounceMs: 5_000 } };
      const runAt = async () => new Date((await waitingBuilds())[0].run_at).getTime();
      try {
        const first = clock.now();
        await site.requestSiteBuild(server.strapi, production, 'posting updated');
        const alone = await runAt();
        expect(alone).toBeGreaterThanOrEqual(first + 1_000);
        expect(alone).toBeLessThanOrEqual(clock.now() + 1_000);
        const second = clock.now();
        await site.requestSiteBuild(server.strapi, production, 'benefit updated');
        expect(await waitingBuilds()).toHaveLength(1);
        expect(await runAt()).toBeGreaterThanOrEqual(second + 5_000);
      } finally {
        await waitingBuilds().clone().del();
      }
    },
    BUILDS_TIMEOUT_MS,
  );

  it('debounces a change made while a build runs: one more build, the whole debounce later', async () => {
    await waitingBuilds().clone().del();
    const clock = testClock(server);
    const production = { ...env, siteBuild: { ...env.siteBuild, debounceMs: 5_000 } };
    await site.requestSiteBuild(server.strapi, production, 'posting updated');
    const [running] = await waitingBuilds();
    // The same build, claimed by a worker.
    await server.strapi.db.connection('background_jobs').where({ id: running.id }).update({ status: 'running' });
    try {
      const asked = clock.now();
      await site.requestSiteBuild(server.strapi, production, 'benefit updated');
      const [next] = await waitingBuilds();
      expect(new Date(next.run_at).getTime()).toBeGreaterThanOrEqual(asked + 5_000);
    } finally {
      await server.strapi.db.connection('background_jobs').where({ id: running.id }).del();
      await waitingBuilds().clone().del();
    }
  });

  it('rebuilds for an edit an editor saves in /cms, and not for one the content rules refuse', async () => {
    await waitingBuilds().clone().del();
    const editor = await signInAsEditor(server);
    const benefit = await server.strapi.db.query('api::benefit.benefit').findOne({ where: { is_active: true } });
    const path = `/content-manager/collection-types/api::benefit.benefit/${benefit.documentId}`;
    expect((await editor.request('PUT', path, { title: '  ' })).status).toBe(400);
    expect(await waitingBuilds()).toHaveLength(0);
    try {
      expect((await editor.request('PUT', path, { title: `${benefit.title} (edited)` })).status).toBe(200);
      const waiting = await waitingBuilds();
      expect(waiting).toHaveLength(1);
      expect(JSON.stringify(waiting[0].payload)).toContain('benefit updated');
    } finally {
      await server.strapi
        .documents('api::benefit.benefit')
        .update({ documentId: benefit.documentId, data: { title: benefit.title } });
      await waitingBuilds().clone().del();
    }
  });

  it('saves an edit in /cms even when asking for the build fails, and asks for none', async () => {
    // On PostgreSQL a failed statement aborts the whole transaction the content rules open around the
    // save: the build request must not take the editor's change down with it.
    await waitingBuilds().clone().del();
    const editor = await signInAsEditor(server);
    const posting = await makePosting(server);
    await waitingBuilds().clone().del();
    const path = `/content-manager/collection-types/api::job-posting.job-posting/${posting.documentId}`;
    const edited = `${posting.title} (edited)`;
    const answer = await whileRefusing(server, { table: 'background_jobs', event: 'INSERT' }, () =>
      editor.request('PUT', path, { title: edited }),
    );
    expect(answer.status).toBe(200);
    const stored = await server.strapi.db
      .query('api::job-posting.job-posting')
      .findOne({ where: { documentId: posting.documentId } });
    expect(stored?.title).toBe(edited);
    expect(await waitingBuilds()).toHaveLength(0);
    await server.strapi.documents('api::job-posting.job-posting').delete({ documentId: posting.documentId });
    await waitingBuilds().clone().del();
  });

  it('asks for no build when the transaction around a change rolls back', async () => {
    const benefit = await makeEditorRow(server, 'api::benefit.benefit');
    await waitingBuilds().clone().del();
    const benefits = server.strapi.documents('api::benefit.benefit');
    const before = await server.strapi.db.query('api::benefit.benefit').findOne({ where: benefit });
    await expect(
      server.strapi.db.transaction(async () => {
        await benefits.update({ documentId: benefit.documentId, data: { title: 'Rolled back' } });
        throw new Error('a later step of the same change failed');
      }),
    ).rejects.toThrow('a later step');
    expect(await server.strapi.db.query('api::benefit.benefit').findOne({ where: benefit })).toEqual(before);
    expect(await waitingBuilds()).toHaveLength(0);
    await benefits.delete({ documentId: benefit.documentId });
    await waitingBuilds().clone().del();
  });

  it('does not rebuild for a private setting', async () => {
    await waitingBuilds().clone().del();
    const setting = await server.strapi.db
      .query('api::system-setting.system-setting')
      .findOne({ where: { setting_key: 'email_followup_days' } });
    await server.strapi
      .documents('api::system-setting.system-setting')
      .update({ documentId: setting.documentId, data: { setting_value: { value: 15 } } });
    expect(await waitingBuilds()).toHaveLength(0);
    await server.strapi
      .documents('api::system-setting.system-setting')
      .update({ documentId: setting.documentId, data: { setting_value: { value: 14 } } });
  });

  it.each([
    ['system_name', 'Gulf Horizon Jobs'],
    ['maintenance_mode', true],
  ])('rebuilds for the public setting %s', async (key, value) => {
    await waitingBuilds().clone().del();
    const setting = await server.strapi.db
      .query('api::system-setting.system-setting')
      .findOne({ where: { setting_key: key } });
    const before = setting.setting_value;
    try {
      await server.strapi
        .documents('api::system-setting.system-setting')
        .update({ documentId: setting.documentId, data: { setting_value: { value } } });
      const waiting = await waitingBuilds();
      expect(waiting).toHaveLength(1);
      expect(JSON.stringify(waiting[0].payload)).toContain('system-setting updated');
    } finally {
      await server.strapi
        .documents('api::system-setting.system-setting')
        .update({ documentId: setting.documentId, data: { setting_value: before } });
      await waitingBuilds().clone().del();
    }
  });

  it('rebuilds for a page section', async () => {
    await waitingBuilds().clone().del();
    const section = await server.strapi.db
      .query('api::page-section.page-section')
      .findOne({ where: { page_name: 'about', is_active: true } });
    try {
      await server.strapi
        .documents('api::page-section.page-section')
        .update({ documentId: section.documentId, data: { title: `${section.title} (edited)` } });
      const waiting = await waitingBuilds();
      expect(waiting).toHaveLength(1);
      expect(JSON.stringify(waiting[0].payload)).toContain('page-section updated');
    } finally {
      await server.strapi
        .documents('api::page-section.page-section')
        .update({ documentId: section.documentId, data: { title: section.title } });
      await waitingBuilds().clone().del();
    }
  });

  it('leaves the live release in place when a build fails, and records why', async () => {
    const before = releases.currentRelease(env.siteBuild.currentLink);
    expect(before).not.toBeNull();
    const broken = { ...env, siteBuild: { ...env.siteBuild, sourceDir: join(server.workerDir, 'no-such-site') } };
    const result = await site.buildSite(server.strapi, broken, 'test: broken build');
    expect(result.ok).toBe(false);
    expect(releases.currentRelease(env.siteBuild.currentLink)).toBe(before);
    const [run] = await server.strapi.db.connection('site_builds').orderBy('id', 'desc').limit(1);
    expect(run).toMatchObject({ status: 'failed', trigger: 'test: broken build' });
    expect(run.error_tail).toBeTruthy();
  }, 60_000);

  it(
    "builds under a service manager's bare PATH: its own Node and the site's Astro, by absolute path",
    async () => {
      const path = process.env.PATH;
      // systemd's default PATH: neither the pinned pnpm nor the pinned Node is on it.
      process.env.PATH = '/usr/sbin:/usr/bin:/sbin:/bin';
      try {
        const result = await site.buildSite(server.strapi, env, 'test: bare PATH');
        expect(result.ok).toBe(true);
        expect(releases.currentRelease(env.siteBuild.currentLink)?.split('/').at(-1)).toBe(
          result.release?.split('/').at(-1),
        );
      } finally {
        process.env.PATH = path;
      }
    },
    BUILDS_TIMEOUT_MS,
  );

  it('calls the build hook instead of building when one is set, and fails the run when the hook does', async () => {
    const calls: string[] = [];
    let answer = 503;
    const hook = createServer((request, response) => {
      calls.push(request.method ?? '');
      response.writeHead(answer).end();
    });
    await new Promise<void>((ready) => hook.listen(0, '127.0.0.1', ready));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build`;
    const withHook = { ...env, siteBuild: { ...env.siteBuild, hookUrl } };
    const before = releases.currentRelease(env.siteBuild.currentLink);
    const lastRun = async () => (await server.strapi.db.connection('site_builds').orderBy('id', 'desc').first()) ?? {};
    try {
      // Thrown, so the queue tries again later; recorded as failed meanwhile.
      await expect(site.buildSite(server.strapi, withHook, 'test: hook down')).rejects.toThrow(/503/);
      expect(await lastRun()).toMatchObject({ status: 'failed', trigger: 'test: hook down' });
      answer = 204;
      expect(await site.buildSite(server.strapi, withHook, 'test: hook up')).toEqual({ ok: true });
      expect(await lastRun()).toMatchObject({ status: 'succeeded', trigger: 'test: hook up', release: 'build hook' });
      expect(calls).toEqual(['POST', 'POST']);
      // Nothing was built here: the live release is the one before.
      expect(releases.currentRelease(env.siteBuild.currentLink)).toBe(before);
    } finally {
      hook.close();
    }
  });

  it('runs one build at a time: a second waits for the first', async () => {
    const knex = server.strapi.db.connection;
    const running = await queue.enqueueJob(server.strapi, { kind: 'site.build', payload: { triggers: ['held'] } });
    await knex('background_jobs')
      .where({ id: running })
      .update({
        status: 'running',
        lease_until: server.database === 'sqlite' ? Date.now() + 60_000 : new Date(Date.now() + 60_000),
      });
    const waiting = await queue.enqueueJob(server.strapi, { kind: 'site.build', payload: { triggers: ['second'] } });
    await queue.runDueJobs(server.strapi, {
      workerId: 'test',
      limit: 1,
      leaseMs: 60_000,
      retryBaseMs: 0,
      ids: [waiting],
    });
    expect(await knex('background_jobs').where({ id: waiting }).first()).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    await knex('background_jobs').whereIn('id', [running, waiting]).del();
  });
});

describe('releases', () => {
  it('switches the live link atomically and keeps the last three', () => {
    const root = join(server.workerDir, 'release-test');
    const link = join(root, 'current');
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const dir = releases.newReleaseDir(join(root, 'releases'), new Date(Date.UTC(2026, 0, 1, 0, 0, index)));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), `release ${index}`);
      releases.switchRelease(link, dir);
      made.push(dir);
    }
    expect(resolve(dirname(link), readlinkSync(link))).toBe(made[4]);
    expect(readFileSync(join(link, 'index.html'), 'utf8')).toBe('release 4');
    releases.pruneReleases(join(root, 'releases'), link, 3);
    expect(made.map((dir) => existsSync(dir))).toEqual([false, false, true, true, true]);
    // The link is relative: another instance (or nginx) that mounts the shared folder elsewhere follows it.
    const mountedElsewhere = `${root}-elsewhere`;
    renameSync(root, mountedElsewhere);
    expect(readFileSync(join(mountedElsewhere, 'current', 'index.html'), 'utf8')).toBe('release 4');
  });
});
