import { focusAttributesOutput } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { fromDbJson } from '../../../platform/database/db-values';
import type { StoredRow } from '../../../platform/database/rows';
import { adminActor } from '../../auth/actor';
import type { JobChangeContext } from '../../jobs';
import type { StoredDocument, WriteContext } from '../resource';

/** A back-office write as a change to jobs: the signed-in recruiter, now. */
export const jobChangeContext = ({ strapi, session, ip }: WriteContext): JobChangeContext => ({
  strapi,
  by: adminActor(session.admin, ip),
  now: currentDate(),
});

/** A posting as the Jobs page lists it: its columns, its template's id and title, its applications. */
export type StoredJobPosting = Omit<StoredRow<'api::job-posting.job-posting'>, 'job_template'> & {
  job_template: { documentId: string; title: string } | null;
  application_count?: number;
};

/** A template as the Jobs page lists it, with the postings made from it. */
export type StoredJobTemplate = StoredRow<'api::job-template.job-template'> & { posting_count?: number };

export const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** A job's stored focus attributes; none (a job from before they existed, or a row edited by hand) is []. */
function storedFocusAttributes(stored: unknown) {
  const parsed = focusAttributesOutput.safeParse(fromDbJson(stored));
  return parsed.success ? parsed.data : [];
}

/** A job row's shared output fields (a template's and a posting's alike), its dates and its own id. */
export const jobRowOutput = (row: StoredJobPosting | StoredJobTemplate) => ({
  id: row.documentId,
  title: row.title,
  department: row.department,
  location: row.location,
  type: row.type,
  description: row.description,
  requirements: row.requirements,
  title_ar: row.title_ar || null,
  description_ar: row.description_ar || null,
  responsibilities_ar: row.responsibilities_ar || null,
  requirements_ar: row.requirements_ar || null,
  focus_attributes: storedFocusAttributes(row.focus_attributes),
  minimum_years_experience: row.minimum_years_experience ?? null,
  number_of_vacancies: row.number_of_vacancies,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** A resource's `decorate`: one count per row of the page, from one grouped query. */
export const withCount =
  <Field extends string>(
    field: Field,
    count: (strapi: Core.Strapi, ids: readonly number[]) => Promise<Map<number, number>>,
  ) =>
  async <Row extends StoredDocument>(strapi: Core.Strapi, rows: Row[]): Promise<(Row & Record<Field, number>)[]> => {
    const counts = await count(
      strapi,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, [field]: counts.get(row.id) ?? 0 }) as Row & Record<Field, number>);
  };
