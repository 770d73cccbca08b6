import { archiveApplications } from '../applications/changes';
import type { JobChangeContext } from './trail';

const APPLICATION = 'api::application.application';
/** The most the application changes module takes in one call. */
const ARCHIVE_BATCH = 1000;

/**
 * Closing a posting (its Close action, or an edit that sets it closed): every application of the
 * posting not archived yet is archived, each with its own trail, in the caller's transaction.
 */
export async function archiveApplicationsOf(context: JobChangeContext, postingId: number): Promise<number> {
  const rows: { documentId: string }[] = await context.strapi.db.query(APPLICATION).findMany({
    where: { job_posting: { id: postingId }, is_archived: false },
    select: ['documentId'],
    orderBy: { id: 'asc' },
  });
  for (let start = 0; start < rows.length; start += ARCHIVE_BATCH) {
    const ids = rows.slice(start, start + ARCHIVE_BATCH).map((row) => row.documentId);
    await archiveApplications(context.strapi, { ids, by: context.by, now: context.now });
  }
  return rows.length;
}
