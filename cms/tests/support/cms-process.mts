// A second instance of the CMS in its own process, on the test's database, for crash and
// concurrency tests. Prints "READY <port>" once it listens; stops on SIGTERM as `strapi start` does,
// by the app's own graceful stop (src/platform/lifecycle/graceful-stop.ts).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { changeSetting } from './settings.ts';

const appDir = process.env.CMS_APP_DIR;
if (!appDir) throw new Error('CMS_APP_DIR is required');
const requireFromCms = createRequire(join(appDir, 'package.json'));
const { createStrapi } = requireFromCms('@strapi/strapi') as typeof import('@strapi/strapi');

const strapi = await createStrapi({ appDir, distDir: join(appDir, 'dist') }).load();
strapi.server.mount();
// A port of the test's choosing stands for an instance's fixed address, as a load balancer knows it
// across restarts; otherwise any free one.
const port = Number(process.env.TEST_LISTEN_PORT ?? 0);
await new Promise<void>((resolve) => strapi.server.httpServer.listen(port, '127.0.0.1', resolve));

// The browser suite moves this process's clock (src/platform/clock.ts) instead of waiting, and
// changes settings the way the app does: a control port of this test-only launcher, never part of
// the CMS. The clock itself refuses to move unless NODE_ENV=test.
if (process.env.TEST_CONTROL === 'true') {
  const load = <T,>(modulePath: string) => requireFromCms(join(appDir, 'dist', 'src', modulePath)) as T;
  const clock = load<typeof import('../../src/platform/clock')>('platform/clock');
  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = async (): Promise<string> => {
      if (request.method !== 'POST') throw new Error('POST only');
      if (url.pathname === '/clock') {
        if (url.searchParams.has('reset')) clock.resetClock();
        else clock.advanceClock(Number(url.searchParams.get('advance')));
        return String(clock.now());
      }
      if (url.pathname === '/setting') {
        await changeSetting(
          strapi,
          load,
          url.searchParams.get('key') ?? '',
          JSON.parse(url.searchParams.get('value') ?? 'null'),
        );
        return 'ok';
      }
      if (url.pathname === '/scorecard-reminders') {
        // What the ten-minute schedule does, now: a journey's clock has just passed the 24 hours.
        const reminders = load<typeof import('../../src/domain/scorecards/scorecard-reminders')>(
          'domain/scorecards/scorecard-reminders',
        );
        return String(await reminders.remindMissingScorecards(strapi, clock.currentDate()));
      }
      if (url.pathname === '/rescore-after-upgrade') {
        // What the job queued at start does after a scorer upgrade, now: the journey made older scores.
        const upgrade = load<typeof import('../../src/domain/scoring/scorer-upgrade')>('domain/scoring/scorer-upgrade');
        const env = load<typeof import('../../src/platform/config/env')>('platform/config/env');
        return String(await upgrade.rescoreAfterUpgrade(strapi, env.readEnv()));
      }
      throw new Error(`unknown control ${url.pathname}`);
    };
    answer().then(
      (body) => response.writeHead(200).end(body),
      (error: unknown) => response.writeHead(400).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  console.log(`CONTROL ${(control.address() as AddressInfo).port}`);
}
console.log(`READY ${(strapi.server.httpServer.address() as AddressInfo).port}`);
