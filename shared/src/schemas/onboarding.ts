import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  ONBOARDING_DOCUMENT_EXTENSIONS,
  ONBOARDING_DOCUMENTS,
  SALARY_FREQUENCIES,
} from '../constants/hiring';
import { MAX_UPLOAD_BYTES } from '../constants/limits';
import { ageFromBirthdate, companyToday } from '../domain/dates';
import { isCprNumber, isValidIban, normalizeIban } from '../domain/iban';
import { applyMessages, onboardingMessages, validationMessages } from '../messages';
import { documentId, emailAddress, isoDate, isoDateTime, personName, requiredText } from './common';

const cprNumber = requiredText(20).refine(isCprNumber, { error: onboardingMessages.invalidCpr });
/** Stored without spaces and in capitals, with its check digits verified. */
const iban = requiredText(40).transform(normalizeIban).refine(isValidIban, { error: onboardingMessages.invalidIban });
/** A day that has been, in Bahrain's calendar, of someone at most 120 years old. */
const birthdate = z
  .string({ error: validationMessages.required })
  .min(1, { error: validationMessages.required })
  .pipe(
    isoDate.refine((value) => value <= companyToday() && ageFromBirthdate(value) <= 120, {
      error: onboardingMessages.invalidBirthdate,
    }),
  );
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: validationMessages.required });

/** The new hire's form: every personal, emergency and banking field is required. */
export const onboardingFormSchema = z.strictObject({
  first_name: personName(100),
  last_name: personName(100),
  email: emailAddress,
  gender: choice(GENDERS),
  mobile_phone: requiredText(40),
  birthdate,
  marital_status: choice(MARITAL_STATUSES),
  place_of_birth: requiredText(120),
  home_address: requiredText(1000),
  cpr_number: cprNumber,
  emergency_contact_name: personName(200),
  emergency_contact_phone: requiredText(40),
  bank_name: requiredText(120),
  iban,
});
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;

/** The page's check of a chosen document; the server checks its bytes as well. The message or null. */
export function checkOnboardingFile(file: { name: string; size: number }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return applyMessages.fileTooLarge;
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!(ONBOARDING_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return onboardingMessages.wrongDocumentType;
  }
  return null;
}

/** What the onboarding page loads for a valid link: who is being welcomed, to prefill the form. */
export const onboardingInvitationSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  job_title: z.string(),
});
export type OnboardingInvitation = z.infer<typeof onboardingInvitationSchema>;

/** A hired employee in the back office's Hired Staff list (newest hire first), status always Hired. */
export const adminHiredEmployeeSchema = z.object({
  id: documentId,
  application_id: documentId.nullable(),
  /** The onboarding form's name once given, the application's before. */
  full_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  job_title: z.string().nullable(),
  template_title: z.string().nullable(),
  department: z.string().nullable(),
  start_date: isoDate.nullable(),
  hired_date: isoDateTime,
  hired_by: z.string().nullable(),
  onboarding_completed: z.boolean(),
  onboarding_completed_at: isoDateTime.nullable(),
  status: z.literal('hired'),
});
export type AdminHiredEmployee = z.infer<typeof adminHiredEmployeeSchema>;

/**
 * One hired employee as any admin who reads Hired Staff sees them: every onboarding field but the
 * bank and ID data (adminHiredEmployeePrivateSchema), which is never in this answer.
 */
export const adminHiredEmployeeDetailSchema = adminHiredEmployeeSchema.extend({
  gender: z.enum(GENDERS).nullable(),
  mobile_phone: z.string().nullable(),
  birthdate: isoDate.nullable(),
  age: z.number().int().nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  place_of_birth: z.string().nullable(),
  home_address: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  bank_name: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  salary_amount: z.number().nullable(),
  salary_currency: z.string().nullable(),
  salary_frequency: z.enum(SALARY_FREQUENCIES).nullable(),
});
export type AdminHiredEmployeeDetail = z.infer<typeof adminHiredEmployeeDetailSchema>;

/** The bank and ID data of one employee, for HR-grade admins only (HIRED_STAFF_PRIVATE_DATA). */
export const adminHiredEmployeePrivateSchema = z.object({
  id: documentId,
  cpr_number: z.string().nullable(),
  iban: z.string().nullable(),
  /** Which of the three documents are stored; the files come from the download route, by kind. */
  documents: z.array(z.object({ kind: z.enum(ONBOARDING_DOCUMENTS), available: z.boolean() })),
});
export type AdminHiredEmployeePrivate = z.infer<typeof adminHiredEmployeePrivateSchema>;
