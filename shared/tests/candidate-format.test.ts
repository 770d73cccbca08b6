import { describe, expect, it } from 'vitest';
import { candidateAmount, candidateDate, salaryRangeText } from '../src/domain/candidate-format';
import { sampleTemplateVariables } from '../src/domain/sample-variables';
import { CANDIDATE_LOCALES, candidateLocaleOf, directionOf, localeOfPath, pathInLocale } from '../src/i18n/translation';

describe("a candidate's dates and amounts", () => {
  it("names the month in Arabic with Western digits, on Bahrain's calendar", () => {
    // 22:30 UTC on the 27th is already the 28th in Bahrain.
    expect(candidateDate('2026-11-27T22:30:00Z', 'ar')).toBe('28 نوفمبر 2026');
    expect(candidateDate('2026-11-27T22:30:00Z', 'en')).toBe('28 November 2026');
    expect(candidateDate(new Date('2026-03-01T09:00:00Z'), 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('writes amounts with Western digits and thousands separators in both languages', () => {
    expect(candidateAmount(1400, 'ar')).toBe('1,400');
    expect(candidateAmount(1400, 'en')).toBe('1,400');
  });

  it('keeps a salary range whole inside Arabic text, and plain in English and in HTML', () => {
    const salary = { min: 900, max: 1400, currency: 'BHD' };
    expect(salaryRangeText(salary, 'en')).toBe('BHD 900 – 1,400');
    expect(salaryRangeText(salary, 'ar')).toBe('\u2066BHD 900 – 1,400\u2069');
    expect(salaryRangeText(salary, 'ar', { isolate: false })).toBe('BHD 900 – 1,400');
  });

  it('writes Arabic right to left and English left to right', () => {
    expect(CANDIDATE_LOCALES.map(directionOf)).toEqual(['ltr', 'rtl']);
  });

  it('puts Arabic pages under /ar/ and reads the language back from any path', () => {
    expect(pathInLocale('en', '/jobs/7/')).toBe('/jobs/7/');
    expect(pathInLocale('ar', '/jobs/7/')).toBe('/ar/jobs/7/');
    expect(pathInLocale('ar', '/')).toBe('/ar/');
    expect(localeOfPath('/ar/jobs/7/')).toEqual({ locale: 'ar', path: '/jobs/7/' });
    expect(localeOfPath('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(localeOfPath('/ar')).toEqual({ locale: 'ar', path: '/' });
    // A page whose name only starts like the prefix is English.
    expect(localeOfPath('/archive/')).toEqual({ locale: 'en', path: '/archive/' });
    expect(localeOfPath('/jobs/')).toEqual({ locale: 'en', path: '/jobs/' });
  });

  it('reads a stored or routed language name, English for anything else', () => {
    expect(['ar', 'en', undefined, null, 'fr', 'AR'].map(candidateLocaleOf)).toEqual([
      'ar',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});

describe("a template's sample values", () => {
  it('write dates, and in Arabic the name and the job, as an e-mail in that language does', () => {
    expect(sampleTemplateVariables('en')).toMatchObject({
      applicant_name: 'Maryam Al Sayed',
      application_date: '22 November 2026',
      start_date: '1 January 2027',
      interview_date: '25 November 2026',
    });
    expect(sampleTemplateVariables('ar')).toMatchObject({
      applicant_name: 'مريم السيد',
      job_title: 'محاسب أول',
      application_date: '22 نوفمبر 2026',
      start_date: '1 يناير 2027',
      interview_date: '25 نوفمبر 2026',
      reference_id: 'GH-7K3M9Q2P',
    });
  });
});
