import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractCvText } from '../../src/domain/scoring/cv-text';
import { makePdf } from '../support/file-fixtures';

// Production's log is JSON lines: the PDF reader must not print its own warnings on stdout.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading a damaged PDF', () => {
  it('still finds the text, and prints no warning of its own', async () => {
    const printed: string[] = [];
    for (const method of ['log', 'warn', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      });
    }
    // A cross-reference offset that points nowhere: pdf.js rebuilds the index and says so.
    const damaged = Buffer.from(
      makePdf(['Maryam Al Sayed', 'Senior Accountant'])
        .toString('latin1')
        .replace(/startxref\s+\d+/, 'startxref\n999999'),
      'latin1',
    );
    const result = await extractCvText(damaged);
    expect(JSON.stringify(result)).toContain('Maryam Al Sayed');
    expect(printed).toEqual([]);
  });
});
