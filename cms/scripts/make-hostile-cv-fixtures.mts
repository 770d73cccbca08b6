// Makes the hostile CV fixtures: DOCX "bombs" whose document.xml unpacks to far more
// than the file's size, a DOCX that is large but within every limit (slow to read, for the
// responsiveness test), and a damaged PDF. Built from the committed accountant.docx, so the
// packages are otherwise real Word files. The files are committed; run this again only to change them:
//   node cms/scripts/make-hostile-cv-fixtures.mts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';

const OUT = join(import.meta.dirname, '..', 'tests', 'fixtures', 'cvs');
const MB = 1024 * 1024;

const base = unzipSync(readFileSync(join(OUT, 'accountant.docx')));
const HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const TAIL = '</w:body></w:document>';

/** The accountant's package with a document.xml of `bytes` made of one repeated paragraph. */
function docxWithBody(paragraph: string, bytes: number): Uint8Array {
  const body = paragraph.repeat(Math.floor((bytes - HEAD.length - TAIL.length) / paragraph.length));
  return zipSync({ ...base, 'word/document.xml': strToU8(HEAD + body + TAIL) }, { level: 9 });
}

const files: Record<string, Uint8Array> = {
  // As reported: a few tens of KB whose document unpacks to 6 MB (the process was stuck 99 s).
  'bomb-6mb.docx': docxWithBody('<w:p><w:r><w:t>a</w:t></w:r></w:p>', 6 * MB),
  // As reported: about 218 KB (the process grew to 4.4 GB for 9 minutes); 72 MB of paragraphs.
  'bomb-72mb.docx': docxWithBody('<w:p><w:r><w:t>a</w:t></w:r></w:p>', 72 * MB),
  // Within every limit (1.8 MB of XML) but seconds of work for the DOCX library.
  'large-within-limits.docx': docxWithBody('<w:p><w:r><w:t>IFRS audit</w:t></w:r></w:p>', 1.8 * MB),
  // A PDF header and then nothing a PDF reader can use.
  'damaged.pdf': new TextEncoder().encode(
    `%PDF-1.7\n${'1 0 obj << /Type /Catalog /Pages 2 0 R >>\nstream\n'.repeat(20)}garbage\n%%EOF\n`,
  ),
};
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(join(OUT, name), bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
