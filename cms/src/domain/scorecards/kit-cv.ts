import type { Core } from '@strapi/strapi';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { openCvRecorded } from '../applications/cv-files/audited-cv-reads';
import type { OpenedCv } from '../applications/cv-files/cv-source';
import { writeAudit } from '../auth/audit';
import { openKit } from './open-kit';

/**
 * The candidate's CV through an interview kit (issue 29 item 2): only the kit's own interview's
 * candidate, the same private read as the back office's, its audit line naming the interviewer.
 */
export async function openKitCv(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  body: unknown,
  now: Date,
): Promise<OpenedCv> {
  const kit = await openKit(strapi, body, now);
  return openCvRecorded(strapi, store, kit.application.documentId, (owner) =>
    writeAudit(strapi, {
      action: 'application.cv_viewed',
      actorEmail: kit.interviewer_email,
      entityType: 'application',
      entityId: owner.documentId,
      details: { via: 'interview_kit', interviewer: kit.interviewer_name, interview: kit.interview.documentId },
    }),
  );
}
