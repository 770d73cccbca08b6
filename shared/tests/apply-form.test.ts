import { describe, expect, it } from 'vitest';
import {
  applyFormSchema,
  checkCvFile,
  checkSupportingFile,
  HONEYPOT_FIELD,
  messages,
  missingScreeningAnswers,
  NATIONALITIES,
} from '../src';

const valid = {
  job_posting_id: 'ptem8a03a420a6cgdong1rm1',
  full_name: '  Maryam Al Sayed ',
  email: ' Maryam.AlSayed@Example.COM ',
  phone: '+973 3612 3456',
  nationality: 'Bahrain',
  years_of_experience: '6',
  years_related_experience: '4',
  screening_answers: { '0': 'ACCA, 2021' },
  acknowledgment_accepted: 'true',
  privacy_notice_version: '2',
  privacy_consent: 'true',
  [HONEYPOT_FIELD]: '',
  form_token: 'signed-token',
};

function messagesOf(input: unknown): string[] {
  const result = applyFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the application form', () => {
  it('accepts a complete form, trimming text and lowercasing the e-mail', () => {
    const form = applyFormSchema.parse(valid);
    expect(form.full_name).toBe('Maryam Al Sayed');
    expect(form.email).toBe('maryam.alsayed@example.com');
    expect(form.years_of_experience).toBe(6);
  });

  it('refuses a filled hidden field with the product’s message', () => {
    expect(messagesOf({ ...valid, [HONEYPOT_FIELD]: 'http://spam.example' })).toContain(
      messages.apply.invalidSubmission,
    );
  });

  it('takes the nationality only from the list of about 195 countries', () => {
    expect(messagesOf({ ...valid, nationality: 'Bahraini' })).toContain(messages.validation.chooseNationality);
    expect(messagesOf({ ...valid, nationality: '' })).toContain(messages.validation.chooseNationality);
    expect(NATIONALITIES.length).toBeGreaterThanOrEqual(190);
    expect(NATIONALITIES).toContain('Saudi Arabia');
  });

  it('needs the accuracy checkbox', () => {
    expect(messagesOf({ ...valid, acknowledgment_accepted: 'false' })).toContain(messages.apply.confirmAccuracy);
  });

  it('needs the privacy consent and the notice version; AI screening is optional and off unless ticked', () => {
    expect(messagesOf({ ...valid, privacy_consent: 'false' })).toContain(messages.privacy.consentRequired);
    expect(messagesOf({ ...valid, privacy_notice_version: '' })).toContain(messages.privacy.unknownNoticeVersion);
    const form = applyFormSchema.parse(valid);
    expect(form).toMatchObject({ privacy_notice_version: 2, privacy_consent: true, ai_screening_consent: false });
    expect(applyFormSchema.parse({ ...valid, ai_screening_consent: 'on' }).ai_screening_consent).toBe(true);
  });

  it.each(['-1', '51', 'ten', ''])('refuses %j years of experience', (years) => {
    expect(applyFormSchema.safeParse({ ...valid, years_of_experience: years }).success).toBe(false);
  });

  it('accepts the range ends 0 and 50', () => {
    expect(
      applyFormSchema.safeParse({ ...valid, years_of_experience: '50', years_related_experience: '0' }).success,
    ).toBe(true);
  });

  it('never lets a client set server-owned fields', () => {
    for (const field of ['status', 'ai_score', 'reference_id', 'hired', 'is_duplicate_applicant', 'cv_url']) {
      expect(applyFormSchema.safeParse({ ...valid, [field]: 'x' }).success, field).toBe(false);
    }
  });

  it('finds unanswered screening questions by index', () => {
    expect(missingScreeningAnswers({ '0': 'yes', '1': '  ' }, ['a', 'b', 'c'])).toEqual([1, 2]);
  });
});

describe('CV and supporting files', () => {
  it('asks for a CV when none is given', () => {
    expect(checkCvFile(null)).toBe(messages.apply.cvRequired);
  });

  it('refuses a CV over 10MB with the product’s message', () => {
    expect(checkCvFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('File size must be less than 10MB');
    expect(checkCvFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a CV of the wrong type with the product’s message', () => {
    expect(checkCvFile({ name: 'cv.png', size: 100 })).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(checkCvFile({ name: 'CV.DOCX', size: 100 })).toBeNull();
  });

  it('never lets a setting raise the 10MB cap', () => {
    expect(checkCvFile({ name: 'cv.pdf', size: 11 * 1024 * 1024 }, 50 * 1024 * 1024)).toBe(messages.apply.fileTooLarge);
    expect(checkCvFile({ name: 'cv.pdf', size: 3 * 1024 * 1024 }, 2 * 1024 * 1024)).toBe(messages.apply.fileTooLarge);
  });

  it('accepts images as supporting documents but not executables', () => {
    expect(checkSupportingFile({ name: 'certificate.jpeg', size: 100 })).toBeNull();
    expect(checkSupportingFile({ name: 'setup.exe', size: 100 })).not.toBeNull();
  });
});
