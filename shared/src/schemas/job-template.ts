import { z } from 'zod';
import { FOCUS_ATTRIBUTES } from '../constants/focus-attributes';
import { JOB_TYPES, MINIMUM_EXPERIENCE, VACANCIES } from '../constants/jobs';
import { jobsAdminMessages, validationMessages } from '../messages';
import {
  documentId,
  isoDateTime,
  optionalFormInteger,
  optionalText,
  requiredFormInteger,
  requiredText,
  textInput,
} from './common';

/** One thing interviewers rate a candidate on, and what good looks like. */
export const focusAttributeSchema = z.strictObject({
  name: requiredText(FOCUS_ATTRIBUTES.nameMax),
  good_looks_like: textInput().trim().max(FOCUS_ATTRIBUTES.goodLooksLikeMax).default(''),
});

/**
 * The job's focus attributes, in order (1-12). Left out, or empty (none stored: null), a new job gets
 * its department's default set and an edited one keeps its own.
 */
const focusAttributesField = z.preprocess(
  (value) => (value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
  z
    .array(focusAttributeSchema)
    .max(FOCUS_ATTRIBUTES.max, { error: jobsAdminMessages.tooManyFocusAttributes })
    .optional(),
);

/** Fields a template and a posting share, with the form rules of docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs. */
export const jobDescriptionFields = {
  title: requiredText(200, validationMessages.titleRequired),
  department: requiredText(120),
  location: requiredText(120),
  type: z.enum(JOB_TYPES),
  description: requiredText(20000),
  responsibilities: requiredText(20000),
  requirements: requiredText(20000),
  // Their Arabic versions: each optional; the Arabic site shows the English where one is empty.
  title_ar: optionalText(200),
  description_ar: optionalText(20000),
  responsibilities_ar: optionalText(20000),
  requirements_ar: optionalText(20000),
  number_of_vacancies: requiredFormInteger(VACANCIES.min, VACANCIES.max, validationMessages.vacanciesRange),
  minimum_years_experience: optionalFormInteger(
    MINIMUM_EXPERIENCE.min,
    MINIMUM_EXPERIENCE.max,
    validationMessages.minimumExperienceRange,
  ),
  focus_attributes: focusAttributesField,
};

export const jobTemplateFormSchema = z.strictObject(jobDescriptionFields);

/** The description fields as the server sends them, to the back office and to the careers site. */
export const jobDescriptionOutput = {
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.enum(JOB_TYPES),
  description: z.string(),
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  responsibilities_ar: z.string().nullable(),
  requirements_ar: z.string().nullable(),
};

/** A job's focus attributes as the back office reads them: [] for a job from before they existed. */
export const focusAttributesOutput = z.array(z.object({ name: z.string(), good_looks_like: z.string() }));

export const adminJobTemplateSchema = z.object({
  id: documentId,
  ...jobDescriptionOutput,
  responsibilities: z.string(),
  requirements: z.string(),
  focus_attributes: focusAttributesOutput,
  minimum_years_experience: z.number().int().nullable(),
  number_of_vacancies: z.number().int(),
  is_archived: z.boolean(),
  posting_count: z.number().int().min(0),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type AdminJobTemplate = z.infer<typeof adminJobTemplateSchema>;

/** What the AI template generator answers, parsed before its draft reaches the template form. */
export const generatedTemplateSchema = z.object({
  title: z.string(),
  department: z.string(),
  location: z.string().optional(),
  type: z.enum(JOB_TYPES).catch('full-time'),
  description: z.string(),
  responsibilities: z.string(),
  requirements: z.string(),
  minimum_years_experience: z
    .number()
    .int()
    .min(MINIMUM_EXPERIENCE.min)
    .max(MINIMUM_EXPERIENCE.max)
    .nullable()
    .optional(),
  focus_attributes: z.array(focusAttributeSchema).max(FOCUS_ATTRIBUTES.max).optional(),
});

export const templateGeneratorRequestSchema = z
  .strictObject({
    title: textInput().trim().max(200).default(''),
    details: textInput().trim().max(4000).default(''),
    /** The form's requirements as written so far: without an AI key, the focus attributes come from their lines. */
    requirements: textInput().max(20000).default(''),
  })
  .refine((value) => value.title.length > 0 || value.details.length > 0, {
    error: jobsAdminMessages.enterTitleOrDetails,
  });

/** The template archive toggle: the state the recruiter asks for, so a repeated click changes nothing. */
export const jobTemplateArchiveSchema = z.strictObject({ is_archived: z.boolean() });

/** The Jobs page's tab counts, from one query. */
export const jobsTabCountsSchema = z.object({
  /** Active postings: the dashboard's count of open positions. */
  active: z.number().int().min(0),
  /** Drafts, listed in the Active Postings tab beside them (never hidden from their author). */
  drafts: z.number().int().min(0),
  inactive: z.number().int().min(0),
  closed: z.number().int().min(0),
  templates: z.number().int().min(0),
});
export type JobsTabCounts = z.infer<typeof jobsTabCountsSchema>;

/**
 * The English texts the AI drafts an Arabic version of: as the form holds them, the
 * title, description and requirements written; responsibilities may be empty (a posting's may).
 */
export const arabicDraftRequestSchema = z.strictObject({
  title: requiredText(200, jobsAdminMessages.arabicDraftNeedsEnglish),
  description: requiredText(20000, jobsAdminMessages.arabicDraftNeedsEnglish),
  responsibilities: optionalText(20000),
  requirements: requiredText(20000, jobsAdminMessages.arabicDraftNeedsEnglish),
});
export type ArabicDraftRequest = z.infer<typeof arabicDraftRequestSchema>;
