import { existsSync } from 'node:fs';
import { PUBLIC_SETTING_KEYS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../../platform/config/env';
import { errorText } from '../../platform/engine/backoff';
import { requestSiteBuild } from './site-build-job';

const PUBLIC_CONTENT = ['api::job-posting.job-posting', 'api::benefit.benefit', 'api::page-section.page-section'];

interface LifecycleEvent {
  model: { uid: string };
  action: string;
  result?: { setting_key?: string } | null;
}

/**
 * Any saved change to public content is a publish: postings, benefits, page sections and the public
 * settings ask for a site build (DESIGN.md section 4). The request never fails the change itself.
 */
export function rebuildSiteOnPublish(strapi: Core.Strapi, env: CmsEnv): void {
  if (!env.siteBuild.auto) return;
  // Awaited, so the request joins the transaction of the change that caused it; it never fails that change.
  const request = async (event: LifecycleEvent) => {
    const publicSetting =
      event.model.uid !== 'api::system-setting.system-setting' ||
      PUBLIC_SETTING_KEYS.includes(event.result?.setting_key as never);
    if (!publicSetting) return;
    try {
      await requestSiteBuild(
        strapi,
        env,
        `${event.model.uid.split('.').pop()} ${event.action
          .replace(/^after/, '')
          .replace(/Many$/, '')
          .toLowerCase()}d`,
      );
    } catch (error) {
      strapi.log.error(`[site] could not request a build: ${errorText(error)}`);
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [...PUBLIC_CONTENT, 'api::system-setting.system-setting'],
    afterCreate: request,
    afterUpdate: request,
    afterDelete: request,
    afterCreateMany: request,
    afterUpdateMany: request,
    afterDeleteMany: request,
  });
}

/** The first start has no release yet: build one. */
export async function buildFirstRelease(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  if (!env.siteBuild.auto || !env.serveSite || existsSync(env.siteBuild.currentLink)) return;
  await requestSiteBuild(strapi, env, 'first start');
}
