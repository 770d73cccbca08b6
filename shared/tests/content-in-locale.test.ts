// Content in both languages: what an Arabic page shows of a record, and which of
// its texts it marks as English; what the back office marks as lacking its Arabic.
import { describe, expect, it } from 'vitest';
import {
  inLocale,
  jobInLocale,
  lacksArabic,
  oneLanguageTextLang,
  privacyNoticeInLocale,
  sectionInLocale,
} from '../src';

const job = {
  title: 'Senior Accountant',
  description: 'Own the monthly close.',
  responsibilities: '- Close the books',
  requirements: '- ACCA',
  title_ar: 'محاسب أول',
  description_ar: '  ',
  responsibilities_ar: null,
  requirements_ar: '- شهادة ACCA',
};

describe('a record in a language', () => {
  it('shows each Arabic text where written on an Arabic page, and marks the English left', () => {
    const shown = jobInLocale(job, 'ar');
    expect(shown).toMatchObject({
      title: 'محاسب أول',
      description: 'Own the monthly close.',
      responsibilities: '- Close the books',
      requirements: '- شهادة ACCA',
    });
    expect(shown.textLang).toEqual({
      title: undefined,
      description: 'en',
      responsibilities: 'en',
      requirements: undefined,
    });
  });

  it('leaves an English page as written, nothing marked', () => {
    const shown = jobInLocale(job, 'en');
    expect(shown.title).toBe('Senior Accountant');
    expect(Object.values(shown.textLang)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("never takes a button's link for its Arabic text", () => {
    const button = { section_type: 'cta', title: 'Browse Jobs', subtitle: null, content: '/jobs/' };
    const shown = sectionInLocale({ ...button, title_ar: 'تصفح الوظائف', content_ar: 'نص' }, 'ar');
    expect(shown).toMatchObject({ title: 'تصفح الوظائف', content: '/jobs/' });
    const text = sectionInLocale({ ...button, section_type: 'content', content_ar: 'نص' }, 'ar');
    expect(text.content).toBe('نص');
  });

  it('reads the privacy notice by its own fields', () => {
    const notice = {
      title: 'Privacy notice',
      summary: 'Short.',
      content: 'Long.',
      title_ar: 'إشعار',
      summary_ar: null,
    };
    expect(privacyNoticeInLocale(notice, 'ar')).toMatchObject({ title: 'إشعار', textLang: { summary: 'en' } });
    expect(inLocale(notice, ['title'], 'ar').summary).toBe('Short.');
  });
});

describe('lacking Arabic', () => {
  it('is any English text without its Arabic; an empty English text needs none', () => {
    expect(lacksArabic(job)).toBe(true);
    const translated = { ...job, description_ar: 'يدير الإقفال الشهري.', responsibilities_ar: '- إقفال الدفاتر' };
    expect(lacksArabic(translated)).toBe(false);
    expect(lacksArabic({ ...translated, responsibilities: null, responsibilities_ar: null })).toBe(false);
  });
});

describe('a text kept in one language', () => {
  it('is marked English on an Arabic page only when it has no Arabic letter', () => {
    expect(oneLanguageTextLang('Customer Service', 'ar')).toBe('en');
    expect(oneLanguageTextLang('المالية', 'ar')).toBeUndefined();
    expect(oneLanguageTextLang('هل لديك شهادة ACCA؟', 'ar')).toBeUndefined();
    expect(oneLanguageTextLang('Customer Service', 'en')).toBeUndefined();
  });
});
