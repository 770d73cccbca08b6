import { type AuditAction, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { Refusal } from '../../../platform/refusal';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { type AdminActor, auditActor } from '../../auth/actor';
import { writeAudit } from '../../auth/audit';
import { type CvOwner, findCvOwner, type OpenedCv, openCv } from './cv-source';

/** How a CV left the store: downloaded alone, shown in the detail dialog, or put in a ZIP. */
export interface CvRead {
  action: Extract<AuditAction, 'application.cv_downloaded' | 'application.cv_viewed'>;
  via: 'download' | 'viewer' | 'zip';
  by: AdminActor;
}

/** The audit line of one CV read; it fails when it can't be written, and so does the read. */
export function auditCvRead(strapi: Core.Strapi, owner: CvOwner, read: CvRead): Promise<void> {
  return writeAudit(strapi, {
    action: read.action,
    ...auditActor(read.by),
    entityType: 'application',
    entityId: owner.documentId,
    details: { via: read.via },
  });
}

/**
 * An application's CV, opened for a recruiter: no CV is read without its audit line, so the file is
 * handed over only once the line is written, and closed (never leaked) when it can't be.
 */
export function openCvAudited(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  applicationId: string,
  read: CvRead,
): Promise<OpenedCv> {
  return openCvRecorded(strapi, store, applicationId, (owner) => auditCvRead(strapi, owner, read));
}

/** An application's CV, handed over only once `record` (its audit line) is written. */
export async function openCvRecorded(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  applicationId: string,
  record: (owner: CvOwner) => Promise<void>,
): Promise<OpenedCv> {
  const owner = /^[a-z0-9]{10,40}$/.test(applicationId) ? await findCvOwner(strapi, applicationId) : null;
  if (!owner) throw new Refusal(404, 'Not Found');
  const cv = await openCv(strapi, store, owner);
  if (!cv) throw new Refusal(404, messages.cvFiles.noCvFile);
  try {
    await record(owner);
  } catch (error) {
    cv.stream.destroy();
    throw error;
  }
  return cv;
}
