import { describe, expect, it } from 'vitest';
import {
  ageFromBirthdate,
  checkOnboardingFile,
  isCprNumber,
  isValidIban,
  messages,
  onboardingFormSchema,
} from '../src/index';

describe('age from a birthdate, in Bahrain’s calendar', () => {
  it('counts a birthday that is today', () => {
    // 21:30 UTC on 14 June is already 15 June in Bahrain.
    expect(ageFromBirthdate('1990-06-15', new Date('2026-06-14T21:30:00Z'))).toBe(36);
    expect(ageFromBirthdate('1990-06-15', new Date('2026-06-14T20:30:00Z'))).toBe(35);
  });

  it('turns a 29 February birthday over on 1 March in a year without one', () => {
    expect(ageFromBirthdate('2000-02-29', new Date('2025-02-28T09:00:00Z'))).toBe(24);
    expect(ageFromBirthdate('2000-02-29', new Date('2025-03-01T09:00:00Z'))).toBe(25);
    expect(ageFromBirthdate('2000-02-29', new Date('2028-02-29T09:00:00Z'))).toBe(28);
    expect(ageFromBirthdate('2000-02-29', new Date('2028-02-28T09:00:00Z'))).toBe(27);
  });

  it('is not a year older the day before', () => {
    expect(ageFromBirthdate('1999-12-31', new Date('2026-12-30T12:00:00Z'))).toBe(26);
    expect(ageFromBirthdate('1999-12-31', new Date('2026-12-31T12:00:00Z'))).toBe(27);
  });
});

describe('IBAN check', () => {
  it('takes a Bahraini IBAN with correct check digits, spaced or not, in any case', () => {
    expect(isValidIban('BH67BMAG00001299123456')).toBe(true);
    expect(isValidIban('bh67 bmag 0000 1299 1234 56')).toBe(true);
  });

  it('refuses a Bahraini IBAN whose check digits are wrong', () => {
    expect(isValidIban('BH68BMAG00001299123456')).toBe(false);
    // One character changed in the account number.
    expect(isValidIban('BH67BMAG00001299123457')).toBe(false);
  });

  it('refuses a Bahraini IBAN of the wrong length or layout, even with matching check digits', () => {
    // 20 characters, check digits correct for them.
    expect(isValidIban('BH39BMAG000012991234')).toBe(false);
    // Digits where the bank code's letters go, check digits correct for them.
    expect(isValidIban('BH861234000012991234AB')).toBe(false);
  });

  it('takes other countries’ IBANs by their check digits', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB83 WEST 1234 5698 7654 32')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('CPR number', () => {
  it('has exactly nine digits', () => {
    expect(isCprNumber('850101234')).toBe(true);
    expect(isCprNumber('85010123')).toBe(false);
    expect(isCprNumber('8501012345')).toBe(false);
    expect(isCprNumber('85010123a')).toBe(false);
  });
});

describe('the onboarding form', () => {
  const valid = {
    first_name: 'Noor',
    last_name: 'Al Khalifa',
    email: 'noor@example.com',
    gender: 'Female',
    mobile_phone: '+973 3300 1122',
    birthdate: '1994-05-20',
    marital_status: 'Single',
    place_of_birth: 'Manama',
    home_address: 'Flat 1, Road 2, Block 3',
    cpr_number: '940512345',
    emergency_contact_name: 'Sara Al Khalifa',
    emergency_contact_phone: '+973 3900 0000',
    bank_name: 'National Bank of Bahrain',
    iban: 'bh67 bmag 0000 1299 1234 56',
  };
  const firstError = (changes: Record<string, string>) => {
    const result = onboardingFormSchema.safeParse({ ...valid, ...changes });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('stores the IBAN without spaces and in capitals', () => {
    expect(onboardingFormSchema.parse(valid).iban).toBe('BH67BMAG00001299123456');
  });

  it('requires every personal, emergency and banking field', () => {
    for (const field of Object.keys(valid)) {
      const result = onboardingFormSchema.safeParse({ ...valid, [field]: '' });
      expect(result.success, field).toBe(false);
    }
  });

  it('gives the form’s messages for a bad CPR, IBAN or birthdate', () => {
    expect(firstError({ cpr_number: '12345' })).toBe(messages.onboarding.invalidCpr);
    expect(firstError({ iban: 'BH68BMAG00001299123456' })).toBe(messages.onboarding.invalidIban);
    expect(firstError({ birthdate: '2999-01-01' })).toBe(messages.onboarding.invalidBirthdate);
    expect(firstError({ gender: 'Unknown' })).toBe(messages.validation.required);
    expect(firstError({ marital_status: 'Engaged' })).toBe(messages.validation.required);
  });

  it('takes no field of the server’s own, such as the completion flag or the age', () => {
    expect(onboardingFormSchema.safeParse({ ...valid, onboarding_completed: 'true' }).success).toBe(false);
    expect(onboardingFormSchema.safeParse({ ...valid, age: '30' }).success).toBe(false);
  });
});

describe('a chosen onboarding document', () => {
  it('is a PDF, JPG, JPEG or PNG of at most 10MB', () => {
    expect(checkOnboardingFile({ name: 'cpr.PDF', size: 1000 })).toBeNull();
    expect(checkOnboardingFile({ name: 'passport.jpeg', size: 1000 })).toBeNull();
    expect(checkOnboardingFile({ name: 'certificates.docx', size: 1000 })).toBe(messages.onboarding.wrongDocumentType);
    expect(checkOnboardingFile({ name: 'cpr.png', size: 11 * 1024 * 1024 })).toBe(messages.apply.fileTooLarge);
  });
});
