import type { Core } from '@strapi/strapi';
import type { Row, Selected } from '../../../platform/database/rows';
import { Refusal } from '../../../platform/refusal';

export const APPLICATION = 'api::application.application';
export const STATUS_EVENT = 'api::application-status-event.application-status-event';

const FIELDS = [
  'documentId',
  'status',
  'is_archived',
  'hired',
  'interview_status',
  'full_name',
  'email',
  'reference_id',
  'createdAt',
  'erased_at',
  'candidate_language',
] as const satisfies (keyof Row<typeof APPLICATION>)[];
const POSTING_FIELDS = ['documentId', 'title', 'title_ar', 'department', 'location'] as const;
const POPULATE = { job_posting: { select: [...POSTING_FIELDS] } };

/** What a change needs to know of an application: its rule-bearing columns and its e-mail variables. */
export type ApplicationToChange = Selected<typeof APPLICATION, (typeof FIELDS)[number]> & {
  job_posting: Selected<'api::job-posting.job-posting', (typeof POSTING_FIELDS)[number]> | null;
};

/**
 * A relation to an application, named as a document id in so many words: Strapi reads a bare string
 * that parses as a number ("7f3a…") as a row id, and such a link then points at no row.
 */
export const linkByDocumentId = (documentId: string) => ({ documentId });

/** The applications a change names, read in the caller's transaction; all must exist. */
export async function applicationsToChange(
  strapi: Core.Strapi,
  ids: readonly string[],
): Promise<ApplicationToChange[]> {
  const unique = [...new Set(ids)];
  // The query engine hands booleans back as booleans on SQLite too (its BooleanField.fromDB).
  const rows: ApplicationToChange[] = await strapi.db.query(APPLICATION).findMany({
    where: { documentId: { $in: unique } },
    select: ['id', ...FIELDS],
    populate: POPULATE,
    orderBy: { id: 'asc' },
  });
  if (rows.length !== unique.length) throw new Refusal(404, 'Not Found');
  return rows;
}

/** One application again, after another change got to it first. */
export async function applicationAgain(strapi: Core.Strapi, id: number): Promise<ApplicationToChange> {
  const row: ApplicationToChange | null = await strapi.db
    .query(APPLICATION)
    .findOne({ where: { id }, select: ['id', ...FIELDS], populate: POPULATE });
  if (!row) throw new Refusal(404, 'Not Found');
  return row;
}
