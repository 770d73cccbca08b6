import type { Core } from '@strapi/strapi';
import { now } from '../../platform/clock';
import { systemActor } from '../applications/changes';
import { archiveApplicationsOf } from '../jobs/posting-applications';

const POSTING = 'api::job-posting.job-posting';
const PANEL_PATH = /^\/content-manager\//;

/**
 * Whether this write is a /cms editor closing a posting: a job posting whose stored status was not
 * closed and is saved closed, through the panel. The back office's own Edit Posting and Close archive
 * the applications themselves (and count them in their audit line), so only the panel's path is ours.
 */
export function closesPostingInPanel(
  strapi: Core.Strapi,
  uid: string,
  stored: Record<string, unknown> | null,
  saved: Record<string, unknown>,
): boolean {
  if (uid !== POSTING || !stored || stored.posting_status === 'closed' || saved.posting_status !== 'closed')
    return false;
  const path = strapi.requestContext.get()?.request?.path;
  return typeof path === 'string' && PANEL_PATH.test(path);
}

/** Archives the closed posting's applications as the back office's Close does, in the caller's transaction. */
export async function archiveApplicationsOfClosedPosting(strapi: Core.Strapi, postingId: number): Promise<void> {
  await archiveApplicationsOf({ strapi, by: systemActor('posting-closed'), now: new Date(now()) }, postingId);
}
