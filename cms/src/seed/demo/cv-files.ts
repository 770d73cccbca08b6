import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { type CvBlock, cvDocx, cvPdf } from './cv-render';

export type DemoCvFormat = 'pdf' | 'docx' | 'doc';

/** Mostly PDFs, every fourth a DOCX, and one Word 97-2003 file, as candidates send them. */
export function demoCvFormat(index: number): DemoCvFormat {
  if (index === 7) return 'doc';
  return index % 4 === 1 ? 'docx' : 'pdf';
}

/**
 * Writes the demo company's CVs into the private store, under keys named as intake names them, and
 * remembers them so a seed that fails can take its files away again. The one DOC is a committed
 * sample (src/seed/data/demo-cv.doc): no library writes Word 97-2003 files.
 */
export function demoCvWriter(store: PrivateFileStore, sampleDocPath: string) {
  const written: string[] = [];
  let sampleDoc: Promise<Buffer | null> | undefined;
  const bytesOf = async (
    format: DemoCvFormat,
    blocks: CvBlock[],
  ): Promise<{ bytes: Uint8Array; format: DemoCvFormat }> => {
    if (format === 'doc') {
      sampleDoc ??= readFile(sampleDocPath).catch(() => null);
      const doc = await sampleDoc;
      if (doc) return { bytes: doc, format };
    }
    if (format === 'pdf') return { bytes: await cvPdf(blocks), format };
    return { bytes: await cvDocx(blocks, 'Gulf Horizon demo'), format: 'docx' };
  };
  return {
    async write(postingId: string, appliedAt: Date, format: DemoCvFormat, blocks: CvBlock[]): Promise<string> {
      const cv = await bytesOf(format, blocks);
      const key = `${postingId}/${appliedAt.getTime()}-${randomBytes(4).toString('hex')}.${cv.format}`;
      await store.putBytes(key, cv.bytes);
      written.push(key);
      return key;
    },
    async removeAll(): Promise<void> {
      await Promise.all(written.map((key) => store.remove(key).catch(() => undefined)));
    },
  };
}
export type DemoCvWriter = ReturnType<typeof demoCvWriter>;
