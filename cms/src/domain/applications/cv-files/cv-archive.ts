import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { ZipArchive } from 'archiver';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { entryWritten, zipBody } from '../../../platform/storage/zip-entries';
import { uniqueNames } from './cv-download-name';
import { type CvOwner, openCv } from './cv-source';

export interface CvArchive {
  /**
   * The ZIP, written while it is read: one CV file open at a time, whatever the selection's size.
   * Null when no file was found (nothing to send).
   */
  zip: Readable | null;
  /** CVs whose files are in the store and go into the ZIP. */
  included: number;
  /** CVs named by their application but missing from the store (the dialog's "failed"). */
  missing: number;
}

/**
 * A ZIP of these applications' CVs, stored as they are (CVs are already compressed formats, so
 * deflating again costs CPU for nothing), each named as its single download is. Files are checked
 * first so the counts are known before the first byte; `onIncluded` runs (the audit line) once a
 * CV is in the ZIP. The recipient closing the download stops the work.
 */
export async function cvArchive(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  owners: readonly CvOwner[],
  onIncluded: (owner: CvOwner) => Promise<void>,
): Promise<CvArchive> {
  const present: CvOwner[] = [];
  for (const owner of owners) {
    if (owner.cv_url && (await store.exists(owner.cv_url))) present.push(owner);
  }
  const missing = owners.length - present.length;
  if (present.length === 0) return { zip: null, included: 0, missing };
  const zip = new ZipArchive({ store: true });
  const nameOf = uniqueNames();
  const fill = async () => {
    // Audit lines are written while the next CV streams; all are in before the ZIP ends. One that
    // fails stops the archive at once (no CV leaves unaudited) and is never left unhandled.
    const audits: Promise<void>[] = [];
    const failed: { error?: Error } = {};
    const audit = (owner: CvOwner) =>
      onIncluded(owner).catch((error: unknown) => {
        if (failed.error) return;
        failed.error = error instanceof Error ? error : new Error(String(error));
        zip.destroy(failed.error);
      });
    const settled = async () => {
      await Promise.all(audits);
      if (failed.error) throw failed.error;
    };
    for (const owner of present) {
      const cv = await openCv(strapi, store, owner);
      // Removed between the check and now: the ZIP goes on without it.
      if (!cv) continue;
      // An audit failed while this file was opened: the archive is already destroyed.
      if (failed.error) {
        cv.stream.destroy();
        break;
      }
      const written = entryWritten(zip);
      zip.append(cv.stream, { name: nameOf(cv.fileName) });
      if (!(await written)) {
        cv.stream.destroy();
        return settled();
      }
      audits.push(audit(owner));
    }
    await settled();
    await zip.finalize();
  };
  fill().catch((error: Error) => {
    strapi.log.error(`[cv-files] CV archive failed: ${error.message}`);
    zip.destroy(error);
  });
  const body = zipBody(zip, (error) => strapi.log.warn(`[cv-files] ZIP not sent: ${error.message}`));
  return { zip: body, included: present.length, missing };
}
