// The names CVs are saved under: the spec's pattern, a header no name can break, and unique entries in a ZIP.
import { describe, expect, it } from 'vitest';
import {
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

  it('keeps an Arabic name in filename* and gives an ASCII fallback', () => {
    const header = contentDisposition('inline', 'GH-1_مريم_CV.pdf');
    expect(header).toMatch(/^inline; filename="GH-1_[_]+_CV\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('GH-1_مريم_CV.pdf');
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
