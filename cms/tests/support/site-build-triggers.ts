// Automatic site builds, on for one file as in production: the test server keeps them off, and the
// Strapi is shared with the files after this one, so neither the triggers nor the builds this file
// queued outlive it.
import type { TestServer } from './test-server';

type Triggers = typeof import('../../src/domain/site-build/publish-triggers');
type Env = typeof import('../../src/platform/config/env');

export interface SiteBuildTriggers {
  /** The changes the waiting build was asked for, oldest first (a burst asks for one build). */
  waitingBuildTriggers(): Promise<string[]>;
  /** Turns the triggers off and removes the builds queued since they went on. */
  stop(): Promise<void>;
}

export async function turnOnSiteBuildTriggers(server: TestServer): Promise<SiteBuildTriggers> {
  const queuedBuilds = () =>
    server.strapi.db.connection('background_jobs').where({ kind: 'site.build', status: 'queued' });
  const queuedBefore = (await queuedBuilds().clone().pluck('id')) as number[];
  const env = server.load<Env>('platform/config/env').readEnv();
  const stopTriggers = server
    .load<Triggers>('domain/site-build/publish-triggers')
    .rebuildSiteOnPublish(server.strapi, { ...env, siteBuild: { ...env.siteBuild, auto: true } });
  return {
    async waitingBuildTriggers() {
      const job = await queuedBuilds().clone().orderBy('id', 'desc').first('payload');
      const payload = typeof job?.payload === 'string' ? JSON.parse(job.payload) : job?.payload;
      return (payload as { triggers?: string[] } | undefined)?.triggers ?? [];
    },
    async stop() {
      stopTriggers();
      await queuedBuilds().clone().whereNotIn('id', queuedBefore).del();
    },
  };
}
