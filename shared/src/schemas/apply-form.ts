import { z } from 'zod';
import { YEARS_OF_EXPERIENCE } from '../constants/applications';
import { NATIONALITIES } from '../constants/countries';
import { CV_EXTENSIONS, MAX_UPLOAD_BYTES, SUPPORTING_DOCUMENT_EXTENSIONS } from '../constants/limits';
import { CANDIDATE_LOCALES } from '../i18n/translation';
import { applyMessages, privacyMessages, validationMessages } from '../messages';
import { documentId, emailAddress, personName, requiredText, textInput } from './common';

/** The name of the hidden anti-bot field: a person never sees it, so it must stay empty. */
export const HONEYPOT_FIELD = 'company_website';

const years = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
  z
    .number({ error: validationMessages.yearsRange })
    .finite({ error: validationMessages.yearsRange })
    .min(YEARS_OF_EXPERIENCE.min, { error: validationMessages.yearsRange })
    .max(YEARS_OF_EXPERIENCE.max, { error: validationMessages.yearsRange }),
);

/** Multipart forms carry the answers as one JSON text field. */
const parsedJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const checkbox = z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean());

/**
 * The application modal's fields (docs/requirements.md#applying-no-account), as the browser and the intake endpoint
 * both parse them. Files are checked separately by checkCvFile and checkSupportingFile. Strict: a
 * client can never set status, scores, reference_id or any other server-owned field.
 */
export const applyFormSchema = z
  .strictObject({
    job_posting_id: documentId,
    full_name: personName(200),
    email: emailAddress,
    phone: requiredText(40).regex(/^\+?[0-9 ()-]{6,}$/, { error: validationMessages.invalidPhone }),
    // Chosen from the list, not typed: anything else is refused.
    nationality: z.enum(NATIONALITIES, { error: validationMessages.chooseNationality }),
    years_of_experience: years,
    years_related_experience: years,
    screening_answers: z.preprocess(
      parsedJson,
      z.record(z.string().regex(/^\d+$/), textInput().trim().max(5000)).default({}),
    ),
    acknowledgment_accepted: checkbox.refine((accepted) => accepted, { error: applyMessages.confirmAccuracy }),
    // Our own addition: the privacy notice the candidate read (its version) and their two answers.
    privacy_notice_version: z.coerce
      .number({ error: privacyMessages.unknownNoticeVersion })
      .int({ error: privacyMessages.unknownNoticeVersion })
      .min(1, { error: privacyMessages.unknownNoticeVersion }),
    privacy_consent: checkbox.refine((accepted) => accepted, { error: privacyMessages.consentRequired }),
    ai_screening_consent: checkbox.default(false),
    [HONEYPOT_FIELD]: z
      .string()
      .optional()
      .refine((value) => !value, { error: applyMessages.invalidSubmission }),
    form_token: z.string().min(1, { error: applyMessages.invalidSubmission }),
    // Our own addition: the language the candidate applied in; their e-mails are written in it.
    candidate_language: z.enum(CANDIDATE_LOCALES, { error: applyMessages.invalidSubmission }).default('en'),
  })
  .refine((form) => form.years_related_experience <= form.years_of_experience, {
    error: validationMessages.relatedWithinTotal,
    path: ['years_related_experience'],
  });
export type ApplyForm = z.infer<typeof applyFormSchema>;

/** Every screening question needs a non-blank answer, keyed by the question's index. */
export function missingScreeningAnswers(answers: Record<string, string>, questions: readonly string[]): number[] {
  return questions.map((_, index) => index).filter((index) => !answers[String(index)]?.trim());
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

interface FileFacts {
  name: string;
  size: number;
}

/** The modal's CV rules; the server checks the file's bytes as well. Returns the message or null. */
export function checkCvFile(file: FileFacts | null | undefined, maxBytes = MAX_UPLOAD_BYTES): string | null {
  if (!file) return applyMessages.cvRequired;
  if (file.size > Math.min(maxBytes, MAX_UPLOAD_BYTES)) return applyMessages.fileTooLarge;
  if (!(CV_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return applyMessages.wrongCvType;
  return null;
}

export function checkSupportingFile(file: FileFacts, maxBytes = MAX_UPLOAD_BYTES): string | null {
  if (file.size > Math.min(maxBytes, MAX_UPLOAD_BYTES)) return applyMessages.fileTooLarge;
  if (!(SUPPORTING_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return applyMessages.wrongSupportingType;
  }
  return null;
}
