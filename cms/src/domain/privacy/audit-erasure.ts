import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../platform/database/locks';

const AUDIT = 'api::audit-event.audit-event';

/**
 * Deletes these audit entries (ids older than the audit period) in one transaction. Retention is the
 * only way an entry ever leaves the log: no route changes or deletes one. Returns how many went.
 */
export async function deleteAuditEntries(strapi: Core.Strapi, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return strapi.db.transaction(async () => {
    await lockUntilCommit(strapi, 'erasure');
    const { count } = await strapi.db.query(AUDIT).deleteMany({ where: { id: { $in: [...ids] } } });
    return count;
  });
}
