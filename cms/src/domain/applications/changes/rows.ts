import type { ApplicationStatus } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { z } from 'zod';

export const APPLICATION = 'api::application.application';
export const STATUS_EVENT = 'api::application-status-event.application-status-event';

/** What a change needs to know of an application: its rule-bearing columns and its e-mail variables. */
export interface ApplicationToChange {
  id: number;
  documentId: string;
  status: ApplicationStatus;
  is_archived: boolean;
  hired: boolean;
  full_name: string;
  email: string;
  reference_id: string;
  createdAt: string | Date;
  job_posting: { documentId: string; title: string; department: string; location: string } | null;
}

const FIELDS = [
  'id',
  'documentId',
  'status',
  'is_archived',
  'hired',
  'full_name',
  'email',
  'reference_id',
  'createdAt',
];
const POPULATE = { job_posting: { select: ['documentId', 'title', 'department', 'location'] } };

function normalise(row: Record<string, unknown>): ApplicationToChange {
  // SQLite hands booleans back as 0/1.
  return { ...row, is_archived: Boolean(row.is_archived), hired: Boolean(row.hired) } as ApplicationToChange;
}

/** The applications a change names, read in the caller's transaction; all must exist. */
export async function applicationsToChange(
  strapi: Core.Strapi,
  ids: readonly string[],
): Promise<ApplicationToChange[]> {
  const unique = [...new Set(ids)];
  const rows = (await strapi.db.query(APPLICATION).findMany({
    where: { documentId: { $in: unique } },
    select: FIELDS,
    populate: POPULATE,
    orderBy: { id: 'asc' },
  })) as Record<string, unknown>[];
  if (rows.length !== unique.length) throw new errors.NotFoundError('Not Found');
  return rows.map(normalise);
}

/** One application again, after another change got to it first. */
export async function applicationAgain(strapi: Core.Strapi, id: number): Promise<ApplicationToChange> {
  const row = (await strapi.db
    .query(APPLICATION)
    .findOne({ where: { id }, select: FIELDS, populate: POPULATE })) as Record<string, unknown> | null;
  if (!row) throw new errors.NotFoundError('Not Found');
  return normalise(row);
}

/** Parses a change's input with its shared schema; the first problem is the answer's message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new errors.ValidationError(parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}
