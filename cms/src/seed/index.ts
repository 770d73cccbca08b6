import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../platform/config/env';
import { localFileStore } from '../platform/storage/private-files';
import { isEmptyCompany, seedDemoCompany } from './demo-company';
import { ensureDevCmsEditor, ensureDevSuperAdmin } from './dev-accounts';
import { ensureReferenceData } from './reference-data';

/**
 * Runs at every start and is idempotent: reference data is completed key by key, development
 * accounts are made once, and the demo company only goes into an empty database.
 */
export async function seedOnStart(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  await ensureReferenceData(strapi, env);
  await ensureDevSuperAdmin(strapi, env);
  await ensureDevCmsEditor(strapi, env);
  if (env.seedDemoData && (await isEmptyCompany(strapi))) {
    await seedDemoCompany(strapi, localFileStore(env.privateFilesDir));
  }
}
