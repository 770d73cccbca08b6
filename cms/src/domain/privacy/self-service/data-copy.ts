import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { ZipArchive } from 'archiver';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { entryWritten, zipBody } from '../../../platform/storage/zip-entries';
import { dataCopyContent, entryName } from './data-copy-content';

export interface CandidateDataCopy {
  /** The ZIP, written while it is read: one file open at a time, nothing of it held whole. */
  zip: Readable;
  /** The references of the applications it holds. */
  applications: string[];
}

/**
 * The candidate's copy of everything held about them, as a ZIP streamed to them: `my-data.json`
 * (deflated) and the files they sent, stored as they are (PDF, DOCX and images are compressed
 * already; deflating them again costs CPU for nothing). Closing the download stops the work.
 */
export async function candidateDataCopy(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  email: string,
  now: Date,
): Promise<CandidateDataCopy> {
  const content = await dataCopyContent(strapi, email, now);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    zip.append(content.json, { name: 'my-data.json' });
    for (const row of content.rows) {
      const reference = String(row.reference_id);
      for (const [what, key] of [
        ['cv', row.cv_url],
        ['supporting-document', row.supporting_documents_url],
      ] as const) {
        if (typeof key !== 'string' || !key) continue;
        const file = await store.openRead(key);
        if (!file) continue;
        const written = entryWritten(zip);
        zip.append(file.stream, { name: entryName(reference, what, key), store: true });
        // One file open at a time: the next opens once this one is in the ZIP (or the download is gone).
        if (!(await written)) {
          file.stream.destroy();
          return;
        }
      }
    }
    await zip.finalize();
  };
  fill().catch((error: Error) => {
    strapi.log.error(`[privacy] data copy failed: ${error.message}`);
    zip.destroy(error);
  });
  const body = zipBody(zip, (error) => strapi.log.warn(`[privacy] copy not sent: ${error.message}`));
  return { zip: body, applications: content.rows.map((row) => String(row.reference_id)) };
}
