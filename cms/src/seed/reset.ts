import type { Core } from '@strapi/strapi';
import { ensurePrivacyNotice } from '../domain/content/privacy-notice';
import type { CmsEnv } from '../platform/config/env';
import { deleteAllRows } from '../platform/database/row-writes';
import { localFileStore } from '../platform/storage/private-files';
import { seedOnStart } from './index';

interface TableMetadata {
  tableName: string;
  attributes: Record<string, { joinTable?: { name: string } }>;
}

/** Tables of our own content types and their relation link tables; Strapi's panel tables stay. */
function domainTables(strapi: Core.Strapi): string[] {
  const tables = new Set<string>();
  for (const uid of Object.keys(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const metadata = strapi.db.metadata.get(uid) as unknown as TableMetadata;
    tables.add(metadata.tableName);
    for (const attribute of Object.values(metadata.attributes)) {
      if (attribute.joinTable) tables.add(attribute.joinTable.name);
    }
  }
  return [...tables];
}

/**
 * Puts the demo company back as it was: every row of our content types is removed and the seed runs
 * again. Refused in production, where it would delete real candidates.
 * @public run by `npm run seed:reset` and tests through the compiled CMS.
 */
export async function resetDemoData(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  if (env.isProduction) throw new Error('Refusing to reset demo data in production: it would delete real data.');
  const tables = domainTables(strapi);
  const rows: { cv_url: string | null }[] = await strapi.db
    .query('api::application.application')
    .findMany({ select: ['cv_url'], where: { cv_url: { $notNull: true } } });
  // One transaction: a seed that fails leaves the old data, never an empty database.
  await strapi.db.transaction(async () => {
    await deleteAllRows(strapi, tables);
    await seedOnStart(strapi, { ...env, seedDemoData: true });
    await ensurePrivacyNotice(strapi);
  });
  // The CVs of the removed applications belong to no row any more; the new demo has files of its own.
  const store = localFileStore(env.privateFilesDir);
  for (const { cv_url: key } of rows) if (key) await store.remove(key).catch(() => undefined);
}
