import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { MAX_CV_TEXT_CHARS } from './cv-limits';
import { checkDocxPackage } from './docx-package';

export type CvText =
  | { ok: true; text: string; format: CvFormat }
  /**
   * The file is a CV format but holds no text (a scanned PDF, an empty document), unpacks to more
   * than a CV could hold, or is damaged so its library cannot read it.
   */
  | { ok: false; reason: 'no-text' | 'too-large' | 'malformed'; format: CvFormat }
  | { ok: false; reason: 'unsupported' };

export type CvFormat = 'pdf' | 'docx' | 'doc';

/** Fewer letters than this is no CV text: a scan's stray marks or an empty template. */
const MINIMUM_LETTERS = 20;

async function formatOf(bytes: Buffer): Promise<CvFormat | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  // Word 97-2003 documents are OLE compound files.
  if (detected?.ext === 'cfb') return 'doc';
  return null;
}

async function pdfText(bytes: Buffer): Promise<string> {
  // Errors only (pdf.js' VerbosityLevel.ERRORS): its warnings about a malformed CV ("Indexing all PDF
  // objects") went to stdout as plain text, among production's JSON log lines.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await document.loadingTask.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

async function docText(bytes: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(bytes);
  return [document.getBody(), document.getTextboxes({ includeBody: false })].join('\n');
}

/** Tidies extracted text: one space between words, at most one blank line between blocks. */
export function tidyText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Every run of horizontal white space (em spaces too) becomes one space, so no later pattern
      // ever meets a long run of them.
      .replace(/[^\S\n]+/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

async function rawTextOf(bytes: Buffer, format: CvFormat): Promise<string> {
  if (format === 'pdf') return pdfText(bytes);
  if (format === 'docx') return docxText(bytes);
  return docText(bytes);
}

/**
 * The text of a CV, read with the library for its real format (decided by its bytes). A PDF
 * without a text layer is reported as such, never returned as an empty CV; a damaged file is
 * reported as malformed, never thrown (reading it again would fail the same way).
 */
export async function extractCvText(bytes: Buffer): Promise<CvText> {
  const format = await formatOf(bytes);
  if (!format) return { ok: false, reason: 'unsupported' };
  if (format === 'docx') {
    const docx = checkDocxPackage(bytes);
    if (docx !== 'ok') return { ok: false, reason: docx, format };
  }
  let raw: string;
  try {
    raw = await rawTextOf(bytes, format);
  } catch {
    return { ok: false, reason: 'malformed', format };
  }
  // Cut before tidying, so no later step ever sees more than the cap.
  const text = tidyText(raw.length > MAX_CV_TEXT_CHARS ? raw.slice(0, MAX_CV_TEXT_CHARS) : raw);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MINIMUM_LETTERS) return { ok: false, reason: 'no-text', format };
  return { ok: true, text, format };
}
