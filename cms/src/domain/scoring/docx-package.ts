import { unzipSync } from 'fflate';
import { MAX_DOCX_UNPACKED_BYTES, MAX_DOCX_XML_PART_BYTES } from './cv-limits';

export type DocxPackageCheck = 'ok' | 'too-large' | 'malformed';

/**
 * Whether a DOCX may be unpacked: the sizes its central directory declares for each part are
 * checked before a byte is inflated (fflate reads the directory and inflates nothing the filter
 * declines). A directory that lies about its sizes is caught by the reader thread's memory and time
 * limits instead.
 */
export function checkDocxPackage(bytes: Uint8Array): DocxPackageCheck {
  let total = 0;
  let tooLarge = false;
  try {
    unzipSync(bytes, {
      filter: (part) => {
        total += part.originalSize;
        if (/\.(xml|rels)$/i.test(part.name) && part.originalSize > MAX_DOCX_XML_PART_BYTES) tooLarge = true;
        return false;
      },
    });
  } catch {
    return 'malformed';
  }
  return tooLarge || total > MAX_DOCX_UNPACKED_BYTES ? 'too-large' : 'ok';
}
