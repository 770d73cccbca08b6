import { z } from 'zod';
import { GENDERS, MARITAL_STATUSES } from '../constants/hiring';
import { documentId, emailAddress, isoDate, isoDateTime, requiredText } from './common';

/** Bahrain's personal number (CPR) has nine digits. */
const cprNumber = requiredText(20).regex(/^\d{9}$/, { error: 'CPR number must be 9 digits' });
/** IBANs are stored without spaces and in capitals; Bahrain's have 22 characters. */
const iban = requiredText(40)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, { error: 'Please enter a valid IBAN' }));

/** The new hire's form: every personal, emergency and banking field is required. */
export const onboardingFormSchema = z.strictObject({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailAddress,
  gender: z.enum(GENDERS),
  mobile_phone: requiredText(40),
  birthdate: isoDate,
  marital_status: z.enum(MARITAL_STATUSES),
  place_of_birth: requiredText(120),
  home_address: requiredText(1000),
  cpr_number: cprNumber,
  emergency_contact_name: requiredText(200),
  emergency_contact_phone: requiredText(40),
  bank_name: requiredText(120),
  iban,
});
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;

export const adminHiredEmployeeSchema = z.object({
  id: documentId,
  application_id: documentId.nullable(),
  full_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  job_title: z.string().nullable(),
  hired_date: isoDateTime,
  hired_by: z.string().nullable(),
  onboarding_completed: z.boolean(),
  onboarding_completed_at: isoDateTime.nullable(),
});
