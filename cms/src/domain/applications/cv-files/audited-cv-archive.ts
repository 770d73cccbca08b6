import type { Readable } from 'node:stream';
import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { Refusal } from '../../../platform/refusal';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import type { AdminActor } from '../../auth/actor';
import { auditCvRead } from './audited-cv-reads';
import { cvArchive } from './cv-archive';
import { parseCvArchiveRequest, selectCvOwners } from './cv-selection';

export interface AuditedCvArchive {
  zip: Readable;
  /** The dialog's 'Download Complete' counts, known before the first byte. */
  included: number;
  missing: number;
  withoutCv: number;
}

/**
 * The bulk download for a recruiter: the request's CVs in one ZIP, each CV's audit line written as it
 * goes in (no CV leaves unaudited). Refused when the request is wrong or names no CV (400), and when
 * none of the named files is in the store (404).
 */
export async function archiveCvsAudited(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  body: unknown,
  by: AdminActor,
): Promise<AuditedCvArchive> {
  const selection = await selectCvOwners(strapi, parseCvArchiveRequest(body));
  const archive = await cvArchive(strapi, store, selection.owners, (owner) =>
    auditCvRead(strapi, owner, { action: 'application.cv_downloaded', via: 'zip', by }),
  );
  if (!archive.zip) throw new Refusal(404, messages.applications.downloadFailedAll);
  return { zip: archive.zip, included: archive.included, missing: archive.missing, withoutCv: selection.withoutCv };
}
