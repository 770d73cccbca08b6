import type { Core } from '@strapi/strapi';

/**
 * `npm run restore` leaves this one-row table (id 1, backup_created_at, restored_at) in every database
 * it restores, and `npm run restore:go-live` empties it (scripts/lib/backup/restored-mark.ts writes
 * it). An instance on a marked database is a copy of another installation's data, often started with
 * that installation's environment: it must not e-mail its candidates or recruiters again, or run the
 * schedules and jobs that act on them, until told to.
 */
export const RESTORED_COPY_TABLE = 'restored_copy';

export interface RestoredCopy {
  /** When the backup was taken (its manifest's created_at). */
  backupCreatedAt: string;
  restoredAt: string;
}

/** The mark, or null when this database is live (never restored, or put live since). */
export async function readRestoredCopy(strapi: Core.Strapi): Promise<RestoredCopy | null> {
  if (!(await strapi.db.getSchemaConnection().hasTable(RESTORED_COPY_TABLE))) return null;
  const row = (await strapi.db.getConnection(RESTORED_COPY_TABLE).select('backup_created_at', 'restored_at').first()) as
    | { backup_created_at: string; restored_at: string }
    | undefined;
  return row ? { backupCreatedAt: row.backup_created_at, restoredAt: row.restored_at } : null;
}
