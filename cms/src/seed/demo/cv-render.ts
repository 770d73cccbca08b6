import { Document, HeadingLevel, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

// A CV as blocks of text, drawn as a PDF (pdf-lib) or written as a DOCX (docx): the demo company's
// CVs at seed time and the scoring tests' fixtures (scripts/make-cv-fixtures.mts) are made here.

export type CvBlock = { kind: 'name' | 'heading' | 'text' | 'bullet'; text: string } | { kind: 'page-break' };

export const cvName = (text: string): CvBlock => ({ kind: 'name', text });
export const cvHeading = (text: string): CvBlock => ({ kind: 'heading', text });
export const cvText = (value: string): CvBlock => ({ kind: 'text', text: value });
export const cvBullets = (...lines: string[]): CvBlock[] => lines.map((line) => ({ kind: 'bullet', text: line }));
export const cvPageBreak: CvBlock = { kind: 'page-break' };

const FONT_SIZE = { name: 20, heading: 13, text: 10.5, bullet: 10.5 } as const;

function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** pdf-lib's standard fonts know WinAnsi only: the en dash is kept, other marks are simplified. */
const winAnsi = (value: string) => value.replace(/[’]/g, "'");

export async function cvPdf(blocks: CvBlock[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Curriculum vitae');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page = pdf.addPage([595, 842]);
  let y = 842 - margin;
  const width = 595 - 2 * margin;
  for (const block of blocks) {
    if (block.kind === 'page-break') {
      page = pdf.addPage([595, 842]);
      y = 842 - margin;
      continue;
    }
    const size = FONT_SIZE[block.kind];
    const font = block.kind === 'name' || block.kind === 'heading' ? bold : regular;
    const indent = block.kind === 'bullet' ? 14 : 0;
    if (block.kind === 'heading') y -= 10;
    const lines = wrap(winAnsi(block.text), font, size, width - indent);
    lines.forEach((line, index) => {
      if (y < margin) {
        page = pdf.addPage([595, 842]);
        y = 842 - margin;
      }
      const prefix = block.kind === 'bullet' && index === 0 ? '- ' : '';
      page.drawText(prefix + line, { x: margin + indent, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    });
    y -= block.kind === 'name' ? 6 : 3;
  }
  return pdf.save();
}

export async function cvDocx(blocks: CvBlock[], creator: string): Promise<Buffer> {
  const paragraphs = blocks.map((block) => {
    if (block.kind === 'page-break') return new Paragraph({ children: [new PageBreak()] });
    if (block.kind === 'name')
      return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(block.text)] });
    if (block.kind === 'heading')
      return new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.text)] });
    if (block.kind === 'bullet') return new Paragraph({ bullet: { level: 0 }, children: [new TextRun(block.text)] });
    return new Paragraph({ children: [new TextRun(block.text)] });
  });
  return Packer.toBuffer(new Document({ creator, sections: [{ children: paragraphs }] }));
}
