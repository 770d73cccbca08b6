import {
  DEFAULT_VALUE_COLOR,
  jobPostingRecordSchema,
  type PublicBenefit,
  type PublicJobPosting,
  type PublicPageSection,
  publicBenefitSchema,
  publicJobPostingSchema,
  publicPageSectionSchema,
  sectionMetadataSchema,
} from '@careers/shared';
import { storedScreeningQuestions } from './screening-questions';

// Every public answer is built field by field and then checked by the shared schema, so a new
// column can never leak to the careers site by accident.

type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isoTime = (value: unknown): string => new Date(value as string | Date).toISOString();

export function toPublicJobPosting(row: Row): PublicJobPosting {
  // A posting saved past the content rules (a direct query, a row from before them) is never
  // published: the same rules as every save, with the failed one's message.
  const rules = jobPostingRecordSchema.safeParse(row);
  if (!rules.success) throw new Error(rules.error.issues.map((issue) => issue.message).join('; '));
  const showSalary = row.show_salary === true;
  const questions = storedScreeningQuestions(row.screening_questions) ?? [];
  return publicJobPostingSchema.parse({
    id: row.documentId,
    title: row.title,
    department: row.department,
    location: row.location,
    type: row.type,
    description: row.description,
    responsibilities: text(row.responsibilities),
    requirements: row.requirements,
    title_ar: text(row.title_ar),
    description_ar: text(row.description_ar),
    responsibilities_ar: text(row.responsibilities_ar),
    requirements_ar: text(row.requirements_ar),
    screening_questions: questions,
    minimum_years_experience: integer(row.minimum_years_experience),
    show_salary: showSalary,
    // A hidden salary is never sent, not even to a browser that would not show it.
    salary_min: showSalary ? integer(row.salary_min) : null,
    salary_max: showSalary ? integer(row.salary_max) : null,
    salary_currency: row.salary_currency,
    posted_date: isoTime(row.posted_date ?? row.createdAt),
    updated_at: isoTime(row.updatedAt),
  });
}

export function toPublicBenefit(row: Row): PublicBenefit {
  return publicBenefitSchema.parse({
    id: row.documentId,
    title: row.title,
    description: row.description,
    title_ar: text(row.title_ar),
    description_ar: text(row.description_ar),
    category: row.category,
    icon: row.icon,
    display_order: row.display_order,
  });
}

export function toPublicPageSection(row: Row): PublicPageSection {
  const metadata = sectionMetadataSchema.safeParse(row.metadata ?? {});
  return publicPageSectionSchema.parse({
    id: row.documentId,
    page_name: row.page_name,
    section_key: row.section_key,
    section_type: row.section_type,
    title: row.title,
    subtitle: text(row.subtitle),
    content: text(row.content),
    title_ar: text(row.title_ar),
    subtitle_ar: text(row.subtitle_ar),
    content_ar: text(row.content_ar),
    image_url: text(row.image_url),
    // Metadata an editor mistyped in the panel is dropped rather than breaking the page; a value
    // card without a colour is yellow, as the Content Management form defaults it.
    metadata: {
      ...(metadata.success ? metadata.data : {}),
      ...(row.section_type === 'value' && !(metadata.success && metadata.data.color)
        ? { color: DEFAULT_VALUE_COLOR }
        : {}),
    },
    display_order: row.display_order,
  });
}
