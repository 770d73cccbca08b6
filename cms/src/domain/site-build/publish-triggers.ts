import { existsSync } from 'node:fs';
import { PUBLIC_SETTING_KEYS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../../platform/config/env';
import { isolatedInTransaction } from '../../platform/database/isolated-work';
import { errorText } from '../../platform/engine/backoff';
import { requestSiteBuild } from './site-build-job';

const PUBLIC_CONTENT = new Set([
  'api::job-posting.job-posting',
  'api::benefit.benefit',
  'api::page-section.page-section',
]);
const SETTING = 'api::system-setting.system-setting';
/** The document actions that change what is stored (past tense for the build's trigger list). */
const CHANGES: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted', clone: 'cloned' };

type DocumentMiddleware = Parameters<Core.Strapi['documents']['use']>[0];

/** The documents an action changed: one, none (nothing matched), or the entries of a delete or clone. */
function changedDocuments(result: unknown): { setting_key?: unknown }[] {
  if (result === null || typeof result !== 'object') return [];
  const { entries } = result as { entries?: unknown };
  return Array.isArray(entries) ? entries : [result];
}

/**
 * Any saved change to public content is a publish: postings, benefits, page sections and the public
 * settings ask for a site build (docs/ARCHITECTURE.md, "The site builds"), whoever saves them through the document
 * service: /cms, the back office, the seed. The request joins the change's transaction when it has
 * one (the /cms content rules open one), so a rolled-back change asks for no build; it runs in a
 * savepoint there, so a failed request is logged and never fails or aborts the change. Returns a
 * switch that turns the triggers off again (a test that turned them on for a Strapi it shares).
 */
export function rebuildSiteOnPublish(strapi: Core.Strapi, env: CmsEnv): () => void {
  if (!env.siteBuild.auto) return () => undefined;
  let on = true;
  const middleware: DocumentMiddleware = async (context, next) => {
    const result = await next();
    if (!on) return result;
    const change = Object.hasOwn(CHANGES, context.action) ? CHANGES[context.action] : undefined;
    if (!change || !(PUBLIC_CONTENT.has(context.uid) || context.uid === SETTING)) return result;
    const changed = changedDocuments(result);
    const published =
      context.uid === SETTING
        ? changed.some((row) => (PUBLIC_SETTING_KEYS as readonly unknown[]).includes(row.setting_key))
        : changed.length > 0;
    if (!published) return result;
    try {
      await isolatedInTransaction(strapi, () =>
        requestSiteBuild(strapi, env, `${context.uid.split('.').pop()} ${change}`),
      );
    } catch (error) {
      strapi.log.error(`[site] could not request a build: ${errorText(error)}`);
    }
    return result;
  };
  // Strapi's types for use() promise no way to remove a middleware, so it stays and goes quiet.
  strapi.documents.use(middleware);
  return () => {
    on = false;
  };
}

/** The first start has no release yet: build one. */
export async function buildFirstRelease(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  if (!env.siteBuild.auto || !env.serveSite || existsSync(env.siteBuild.currentLink)) return;
  await requestSiteBuild(strapi, env, 'first start');
}
