// The names CVs are saved under: `{reference_id}_{full_name}_CV.{ext}`, a header no name can break, and unique entries in a ZIP.
import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  contentDisposition,
  cvDownloadName,
  cvExtensionOf,
  uniqueNames,
} from '../../src/domain/applications/cv-files/cv-download-name';

describe('a CV download name', () => {
  it('is {reference_id}_{full_name with underscores}_CV.{ext}', () => {
    expect(cvDownloadName({ reference_id: 'GH-ABC123', full_name: ' Maryam  Al Sayed ' }, 'pdf')).toBe(
      'GH-ABC123_Maryam_Al_Sayed_CV.pdf',
    );
  });

  it('drops path separators, quotes and control characters a name could carry', () => {
    const name = cvDownloadName({ reference_id: 'GH-1', full_name: '../..\\evil"\r\nX-Injected: 1' }, 'pdf');
    expect(name).toBe('GH-1_....evilX-Injected_1_CV.pdf');
    expect(contentDisposition('attachment', name)).not.toMatch(/[\r\n]/);
  });

  it('keeps an Arabic name in filename* and leaves it out of the ASCII fallback, as a browser reads them', () => {
    const header = contentDisposition('inline', 'GH-ZT9J6KH5_مريم_السيد_CV.pdf');
    // Read by jshttp's content-disposition, as servers and clients of the Node world read the header.
    expect(parse(header, { extended: false })).toEqual({
      type: 'inline',
      parameters: { filename: 'GH-ZT9J6KH5_CV.pdf', 'filename*': expect.any(String) },
    });
    expect(parse(header).parameters.filename).toBe('GH-ZT9J6KH5_مريم_السيد_CV.pdf');
  });

  it('folds accents to their letters in the ASCII fallback and keeps the real name in filename*', () => {
    const name = cvDownloadName({ reference_id: 'GH-1', full_name: 'Zoë Müller-Łukasz Straße' }, 'docx');
    const header = contentDisposition('attachment', name);
    expect(parse(header, { extended: false }).parameters.filename).toBe('GH-1_Zoe_Muller-Lukasz_Strasse_CV.docx');
    expect(parse(header).parameters.filename).toBe('GH-1_Zoë_Müller-Łukasz_Straße_CV.docx');
  });

  it('never gives an empty or dot-first ASCII name', () => {
    expect(asciiFileName('مريم_CPR.pdf')).toBe('CPR.pdf');
    expect(asciiFileName('مريم.pdf')).toBe('download.pdf');
    expect(asciiFileName('"%\\')).toBe('download');
  });

  it('takes the type from a stored key only for CV types', () => {
    expect(cvExtensionOf('p/1-ab.DOCX')).toBe('docx');
    expect(cvExtensionOf('p/1-ab.html')).toBeNull();
    expect(cvExtensionOf('p/1-ab')).toBeNull();
  });
});

describe('names in one ZIP', () => {
  it('are made unique, whatever their case', () => {
    const next = uniqueNames();
    expect(['A_CV.pdf', 'A_CV.pdf', 'a_cv.pdf', 'B_CV.doc'].map(next)).toEqual([
      'A_CV.pdf',
      'A_CV (2).pdf',
      'a_cv (3).pdf',
      'B_CV.doc',
    ]);
  });
});
