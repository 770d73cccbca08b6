import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, POSTING_FORM_STATUSES, POSTING_STATUSES } from '../constants/jobs';
import { validationMessages } from '../messages';
import { documentId, isoDateTime, textInput } from './common';
import { focusAttributesOutput, jobDescriptionFields, jobDescriptionOutput } from './job-template';

const salary = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
  z.number().int().min(0).max(100_000_000).nullable(),
);

/** Screening questions: blank lines dropped; an empty list is stored as null, as a posting without questions. */
const screeningQuestions = z
  .array(textInput().trim().max(500))
  .max(20)
  .nullish()
  .transform((questions) => {
    const kept = (questions ?? []).filter((question) => question.length > 0);
    return kept.length > 0 ? kept : null;
  });

/** A posting's fields with the form's rules (docs/requirements.md#jobs-and-the-pipeline-board-manage_jobs); the status choice differs. */
const postingFields = {
  ...jobDescriptionFields,
  job_template_id: documentId.nullish(),
  screening_questions: screeningQuestions,
  show_salary: z.boolean().default(false),
  salary_min: salary,
  salary_max: salary,
  salary_currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
};

interface SalaryFields {
  show_salary: boolean;
  salary_min: number | null;
  salary_max: number | null;
}

/** A shown salary range runs upwards; a hidden one is never kept, so it breaks nothing. */
const salaryInOrder = (posting: SalaryFields) =>
  !posting.show_salary ||
  posting.salary_min == null ||
  posting.salary_max == null ||
  posting.salary_min <= posting.salary_max;
const salaryOrder = { error: validationMessages.salaryRange, path: ['salary_max'] };

// Salary fields exist only while show_salary is ticked; otherwise nothing is kept.
const withoutHiddenSalary = <T extends SalaryFields>(posting: T): T =>
  posting.show_salary ? posting : { ...posting, salary_min: null, salary_max: null };

/** The New/Edit Posting form: responsibilities are required there, as on a template. */
export const jobPostingFormSchema = z
  .strictObject({ ...postingFields, status: z.enum(POSTING_FORM_STATUSES) })
  .refine(salaryInOrder, salaryOrder)
  .transform(withoutHiddenSalary);
export type JobPostingForm = z.infer<typeof jobPostingFormSchema>;

/** A stored posting's responsibilities may be empty: the column is nullable. */
const storedResponsibilities = textInput()
  .trim()
  .max(20000)
  .nullish()
  .transform((value) => value || null);

/**
 * A posting as stored, whoever wrote it (/cms, the seed, the back office): the form's rules over every
 * status a posting can reach. Other stored columns (dates, flags, relations) pass through unchecked.
 */
export const jobPostingRecordSchema = z
  .object({ ...postingFields, responsibilities: storedResponsibilities, posting_status: z.enum(POSTING_STATUSES) })
  .refine(salaryInOrder, salaryOrder);

/** What the careers site may know about a posting: never the hidden salary, never internal flags. */
const salaryOutput = {
  show_salary: z.boolean(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.enum(CURRENCIES),
};

const publicJobPostingFields = z.strictObject({
  id: documentId,
  ...jobDescriptionOutput,
  responsibilities: z.string().nullable(),
  requirements: z.string(),
  screening_questions: z.array(z.string()),
  minimum_years_experience: z.number().int().nullable(),
  ...salaryOutput,
  posted_date: isoDateTime,
  updated_at: isoDateTime,
});
export const publicJobPostingSchema = publicJobPostingFields.refine(salaryInOrder, salaryOrder);
export type PublicJobPosting = z.infer<typeof publicJobPostingSchema>;

export const adminJobPostingSchema = z.object({
  id: documentId,
  job_template_id: documentId.nullable(),
  /** The template's title, for the card's 'from template' line. */
  job_template_title: z.string().nullable(),
  ...jobDescriptionOutput,
  responsibilities: z.string().nullable(),
  requirements: z.string(),
  focus_attributes: focusAttributesOutput,
  screening_questions: z.array(z.string()).nullable(),
  ...salaryOutput,
  status: z.enum(POSTING_STATUSES),
  is_inactive: z.boolean(),
  inactive_date: isoDateTime.nullable(),
  minimum_years_experience: z.number().int().nullable(),
  number_of_vacancies: z.number().int(),
  posted_date: isoDateTime.nullable(),
  closed_date: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  application_count: z.number().int().min(0),
});
export type AdminJobPosting = z.infer<typeof adminJobPostingSchema>;
