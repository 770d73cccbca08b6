import { type ApplicationFilters, applicationFiltersSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { z } from 'zod';
import { currentDate } from '../../../platform/clock';
import { sqliteSearchCandidates } from '../../../platform/database/sqlite-search';
import { linkedOwnerIds } from '../../../platform/database/subqueries';
import { parse } from '../../../platform/refusal';
import { applicationsAwaitingScorecards } from '../../scorecards/scorecard-summaries';
import { readSettings } from '../../settings/read-settings';
import { applicationsWhere, searchColumns, type Where, type WhereContext } from './where';

export const APPLICATION = 'api::application.application';
const POSTING = 'api::job-posting.job-posting';

/** The first wrong key of a filter, named as the list's other refusals name theirs. */
function filterProblem({ issues: [issue] }: z.ZodError): string {
  if (issue?.code === 'unrecognized_keys') return `Unknown filter: ${issue.keys.join(', ')}`;
  const key = issue?.path.join('.') || 'filter';
  return `Invalid filter ${key}: ${issue?.message ?? 'malformed'}`;
}

/** Now and the ageing setting: what resolving a filter needs besides the filter itself. */
export async function listContext(strapi: Core.Strapi): Promise<WhereContext> {
  const { application_review_ageing_days: ageingDays } = await readSettings(strapi, ['application_review_ageing_days']);
  return { now: currentDate(), ageingDays };
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/**
 * The row ids of the chosen postings' applications (postings by document id), as a subquery on the
 * posting link table that Strapi's metadata names: the database reads the link's posting index.
 */
function postingApplications(strapi: Core.Strapi, documentIds: readonly string[] | undefined) {
  if (!documentIds?.length) return undefined;
  const link = (strapi.db.metadata.get(APPLICATION).attributes.job_posting as { joinTable?: JoinTable }).joinTable;
  if (!link) throw new Error('The application-to-posting link has no join table');
  return linkedOwnerIds(
    strapi,
    { table: link.name, ownerColumn: link.joinColumn.name, targetColumn: link.inverseJoinColumn.name },
    { table: strapi.db.metadata.get(POSTING).tableName, column: 'document_id', values: documentIds },
  );
}

/** A parsed filter as the database condition, with the context it needs (clock, settings, postings). */
export async function resolveApplicationsWhere(strapi: Core.Strapi, filters: ApplicationFilters): Promise<Where> {
  const context = await listContext(strapi);
  const postings = postingApplications(strapi, filters.job_posting_id);
  const text = filters.q?.trim();
  const candidates = text ? sqliteSearchCandidates(strapi, text, searchColumns(text)) : null;
  return applicationsWhere(filters, {
    ...context,
    ...(postings ? { postingApplications: postings } : {}),
    ...(candidates ? { searchCandidates: candidates } : {}),
    ...(filters.scorecards_awaiting ? { awaitingScorecards: applicationsAwaitingScorecards(strapi, context.now) } : {}),
  });
}

/** The database condition of a client's filter, parsed whole; a 400 names the wrong key. */
export async function applicationsListWhere(strapi: Core.Strapi, raw: unknown): Promise<Where> {
  const filters = parse(applicationFiltersSchema, raw ?? {}, { fields: false, message: filterProblem });
  return resolveApplicationsWhere(strapi, filters);
}
