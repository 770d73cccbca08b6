import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CV_TEXT_CHARS } from '../../src/domain/scoring/cv-limits';
import { extractCvText } from '../../src/domain/scoring/cv-text';
import { checkDocxPackage } from '../../src/domain/scoring/docx-package';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'cvs', name));

describe('limits on reading a CV', () => {
  it('refuses a DOCX bomb from its ZIP directory, before unpacking anything', () => {
    expect(checkDocxPackage(fixture('bomb-6mb.docx'))).toBe('too-large');
    expect(checkDocxPackage(fixture('bomb-72mb.docx'))).toBe('too-large');
    expect(checkDocxPackage(fixture('accountant.docx'))).toBe('ok');
    expect(checkDocxPackage(fixture('large-within-limits.docx'))).toBe('ok');
    expect(checkDocxPackage(Buffer.from('PK\u0003\u0004 then nothing a ZIP reader can use'))).toBe('malformed');
  });

  it('reports a bomb and a damaged file as such, without throwing', async () => {
    expect(await extractCvText(fixture('bomb-6mb.docx'))).toEqual({ ok: false, reason: 'too-large', format: 'docx' });
    expect(await extractCvText(fixture('damaged.pdf'))).toEqual({ ok: false, reason: 'malformed', format: 'pdf' });
  });

  it('cuts the text of a very long CV at the cap', async () => {
    const cv = await extractCvText(fixture('large-within-limits.docx'));
    expect(cv.ok).toBe(true);
    if (!cv.ok) return;
    // The document holds about 470,000 characters of text.
    expect(cv.text.length).toBeLessThanOrEqual(MAX_CV_TEXT_CHARS);
    expect(cv.text.length).toBeGreaterThan(MAX_CV_TEXT_CHARS * 0.9);
  });
});
