import {
  CV_ARCHIVE_MAX,
  type CvArchivePlan,
  type CvArchiveRequest,
  cvArchiveSchemaFor,
  firstIssueMessage,
  messages,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse, Refusal } from '../../../platform/refusal';
import { resolveApplicationsWhere } from '../list/filters';
import type { Where } from '../list/where';
import { CV_OWNER_FIELDS, type CvOwner } from './cv-source';

const APPLICATION = 'api::application.application';

/** The bulk download's request, or a 400 with the message to show: neither ids nor a filter is 'No Selection'. */
export function parseCvArchiveRequest(body: unknown): CvArchiveRequest {
  const noSelection = messages.applications.noSelection;
  const schema = cvArchiveSchemaFor(body);
  if (!schema) throw new Refusal(400, noSelection);
  return parse(schema, body, { message: (error) => firstIssueMessage(error, noSelection), fields: false });
}

/** The applications a request names: its ids, or the Applications list's filter, resolved in the database. */
async function requestedWhere(strapi: Core.Strapi, request: CvArchiveRequest): Promise<Where> {
  if ('ids' in request) return { documentId: { $in: request.ids } };
  return resolveApplicationsWhere(strapi, request.filter);
}

const withCv = (where: Where): Where => ({ $and: [where, { cv_url: { $notNull: true } }, { cv_url: { $ne: '' } }] });

/** How many of the requested applications have a CV and how many don't, counted in the database. */
export async function planCvArchive(strapi: Core.Strapi, request: CvArchiveRequest): Promise<CvArchivePlan> {
  return countCvs(strapi, await requestedWhere(strapi, request));
}

async function countCvs(strapi: Core.Strapi, where: Where): Promise<CvArchivePlan> {
  const query = strapi.db.query(APPLICATION);
  const [total, cvs] = await Promise.all([query.count({ where }), query.count({ where: withCv(where) })]);
  return { withCv: cvs, withoutCv: total - cvs };
}

/**
 * The requested applications that have a CV, oldest reference first so a ZIP lists them in a stable
 * order. Refused (400) when none has one ('No CVs Found') or when more than one ZIP may hold.
 */
export async function selectCvOwners(
  strapi: Core.Strapi,
  request: CvArchiveRequest,
): Promise<{ owners: CvOwner[]; withoutCv: number }> {
  // One where for the counts and the rows: a date preset is resolved once.
  const where = await requestedWhere(strapi, request);
  const plan = await countCvs(strapi, where);
  if (plan.withCv === 0) throw new Refusal(400, messages.applications.noCvsFound);
  if (plan.withCv > CV_ARCHIVE_MAX) throw new Refusal(400, messages.cvFiles.tooMany(CV_ARCHIVE_MAX));
  const owners: CvOwner[] = await strapi.db.query(APPLICATION).findMany({
    where: withCv(where),
    select: [...CV_OWNER_FIELDS],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    limit: CV_ARCHIVE_MAX,
  });
  return { owners, withoutCv: plan.withoutCv };
}
