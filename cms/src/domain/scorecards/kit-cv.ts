import type { Core } from '@strapi/strapi';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { openCvRecorded } from '../applications/cv-files/audited-cv-reads';
import type { OpenedCv } from '../applications/cv-files/cv-source';
import type { LinkRequest } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { openKit } from './open-kit';

/**
 * The candidate's CV through an interview kit: only the kit's own interview's
 * candidate, the same private read as the back office's, its audit line naming the interviewer.
 */
export async function openKitCv(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  request: LinkRequest,
  now: Date,
): Promise<OpenedCv> {
  const kit = await openKit(strapi, request.input, now);
  return openCvRecorded(strapi, store, kit.application.documentId, (owner) =>
    writeAudit(strapi, {
      action: 'application.cv_viewed',
      actorEmail: kit.interviewer_email,
      entityType: 'application',
      entityId: owner.documentId,
      ip: request.ip,
      details: { via: 'interview_kit', interviewer: kit.interviewer_name, interview: kit.interview.documentId },
    }),
  );
}
