import { crc32, deflateSync } from 'node:zlib';

// Real documents for the apply tests, made here so no binary file sits in the repository: a valid
// one-page PDF with text (readers and text extractors open it), padded to a size when asked.

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page PDF whose page shows `lines`; `padToBytes` adds a comment block before the trailer. */
export function makePdf(lines: string[], padToBytes = 0): Buffer {
  const content = ['BT /F1 12 Tf 72 740 Td 16 TL', ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  // The trailer below is under 300 bytes: pad until the whole file reaches the size asked for.
  const padding = Math.max(0, padToBytes - Buffer.byteLength(body));
  if (padding > 0) body += `${'%'.padEnd(99, 'x')}\n`.repeat(Math.ceil(padding / 100));
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The first bytes of a Windows executable, whatever its name says. */
export function makeExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG (a scanned certificate, as far as the intake can tell). */
export function makePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 200, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A black PNG of any size in few bytes: one bit a pixel, and rows of zeros deflate to almost nothing
 * (16,000 × 16,000 pixels take about 30 KB, and hundreds of megabytes once an image library decodes them).
 */
export function makeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 1, greyscale, no interlacing.
  header.set([1, 0, 0, 0, 0], 8);
  // Each row: the filter byte (none) and a bit a pixel.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
