import { firstIssueMessage } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { z } from 'zod';
import type { Row, Selected } from '../../../platform/database/rows';

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
] as const satisfies (keyof Row<typeof APPLICATION>)[];
const POSTING_FIELDS = ['documentId', 'title', 'department', 'location'] as const;
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
  if (rows.length !== unique.length) throw new errors.NotFoundError('Not Found');
  return rows;
}

/** One application again, after another change got to it first. */
export async function applicationAgain(strapi: Core.Strapi, id: number): Promise<ApplicationToChange> {
  const row: ApplicationToChange | null = await strapi.db
    .query(APPLICATION)
    .findOne({ where: { id }, select: ['id', ...FIELDS], populate: POPULATE });
  if (!row) throw new errors.NotFoundError('Not Found');
  return row;
}

/**
 * Parses a change's input with its shared schema; the first problem is the answer's message and every
 * field's problem is in its details, as Strapi words them, so a form can show each beside its field.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new errors.ValidationError(firstIssueMessage(parsed.error), {
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String),
        message: issue.message,
        name: 'ValidationError',
      })),
    });
  }
  return parsed.data;
}
