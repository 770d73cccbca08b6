import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../../platform/database/rows';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { CV_CONTENT_TYPES, cvDownloadName, cvExtensionOf } from './cv-download-name';

const APPLICATION = 'api::application.application';

/** The columns a CV download reads: who the CV belongs to, for its name, and where it is stored. */
export const CV_OWNER_FIELDS = ['documentId', 'reference_id', 'full_name', 'cv_url'] as const;
export type CvOwner = Selected<typeof APPLICATION, (typeof CV_OWNER_FIELDS)[number]>;

/** One application's CV owner row, or null when there is no such application. */
export async function findCvOwner(strapi: Core.Strapi, documentId: string): Promise<CvOwner | null> {
  const row: CvOwner | null = await strapi.db
    .query(APPLICATION)
    .findOne({ where: { documentId }, select: [...CV_OWNER_FIELDS] });
  return row;
}

export interface OpenedCv {
  stream: Readable;
  size: number;
  /** The name the recruiter saves it as. */
  fileName: string;
  contentType: string;
  isPdf: boolean;
}

/**
 * The stored CV as a stream, or null when the application has none or its file is gone. A key the
 * store refuses (one that would leave its folder) counts as no file: the row is wrong, not the request.
 */
export async function openCv(strapi: Core.Strapi, store: PrivateFileStore, owner: CvOwner): Promise<OpenedCv | null> {
  if (!owner.cv_url) return null;
  let file: { stream: Readable; size: number } | null;
  try {
    file = await store.openRead(owner.cv_url);
  } catch (error) {
    strapi.log.warn(`[cv-files] CV of application ${owner.documentId} not read: ${(error as Error).message}`);
    return null;
  }
  if (!file) return null;
  const extension = cvExtensionOf(owner.cv_url);
  return {
    ...file,
    fileName: cvDownloadName(owner, extension ?? 'bin'),
    contentType: extension ? CV_CONTENT_TYPES[extension] : 'application/octet-stream',
    isPdf: extension === 'pdf',
  };
}
