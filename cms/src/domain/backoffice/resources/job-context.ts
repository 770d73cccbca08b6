import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { adminActor } from '../../auth/actor';
import type { JobChangeContext } from '../../jobs';
import type { Row, WriteContext } from '../resource';

/** A back-office write as a change to jobs: the signed-in recruiter, now. */
export const jobChangeContext = ({ strapi, session, ip }: WriteContext): JobChangeContext => ({
  strapi,
  by: adminActor(session.admin, ip),
  now: currentDate(),
});

/** What the jobs module reads of a listed template or posting row: its ids and title. */
export const storedJob = (row: Row) => ({
  id: row.id,
  documentId: row.documentId,
  title: typeof row.title === 'string' ? row.title : '',
});

export const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** The columns a template and a posting both show as stored. */
const DESCRIPTION_COLUMNS = ['title', 'department', 'location', 'type', 'description', 'requirements'] as const;

/** A job row's shared output fields, its dates and its own id. */
export const jobRowOutput = (row: Row) => ({
  id: row.documentId,
  ...Object.fromEntries(DESCRIPTION_COLUMNS.map((column) => [column, row[column]])),
  minimum_years_experience: row.minimum_years_experience ?? null,
  number_of_vacancies: row.number_of_vacancies,
  created_at: isoOrNull(row.createdAt),
  updated_at: isoOrNull(row.updatedAt),
});

/** A resource's `decorate`: one count per row of the page, from one grouped query. */
export const withCount =
  (field: string, count: (strapi: Core.Strapi, ids: readonly number[]) => Promise<Map<number, number>>) =>
  async (strapi: Core.Strapi, rows: Row[]): Promise<Row[]> => {
    const counts = await count(
      strapi,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, [field]: counts.get(row.id) ?? 0 }));
  };
