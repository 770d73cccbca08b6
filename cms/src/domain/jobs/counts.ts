import type { JobsTabCounts } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { selectAggregates } from '../../platform/database/statements';

/** Rows of a link table per id of one side, for a page of those ids: one grouped query. */
async function linkCounts(
  strapi: Core.Strapi,
  link: { table: string; column: string },
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await selectAggregates(
    strapi,
    `SELECT ${link.column} AS id, COUNT(*) AS total FROM ${link.table}
      WHERE ${link.column} IN (${ids.map(() => '?').join(', ')}) GROUP BY ${link.column}`,
    ids,
  );
  // PostgreSQL answers counts as text.
  return new Map(rows.map((row) => [Number(row.id), Number(row.total)]));
}

/** Applications per posting for a page of postings, never one query per posting. */
export const applicationCounts = (strapi: Core.Strapi, postingIds: readonly number[]) =>
  linkCounts(strapi, { table: 'applications_job_posting_lnk', column: 'job_posting_id' }, postingIds);

/** Postings per template for a page of templates. */
export const postingCounts = (strapi: Core.Strapi, templateIds: readonly number[]) =>
  linkCounts(strapi, { table: 'job_postings_job_template_lnk', column: 'job_template_id' }, templateIds);

/**
 * The four tab counts of the Jobs page in one statement, with the tabs' rules (shared postingTab). The
 * Active tab lists drafts too: its count is of active postings (the dashboard's), its drafts apart.
 */
export async function jobsTabCounts(strapi: Core.Strapi): Promise<JobsTabCounts> {
  const [row] = await selectAggregates(
    strapi,
    `SELECT
       SUM(CASE WHEN is_inactive = TRUE OR posting_status = 'inactive' THEN 1 ELSE 0 END) AS inactive,
       SUM(CASE WHEN is_inactive = FALSE AND posting_status = 'closed' THEN 1 ELSE 0 END) AS closed,
       SUM(CASE WHEN is_inactive = FALSE AND posting_status = 'active' THEN 1 ELSE 0 END) AS active,
       SUM(CASE WHEN is_inactive = FALSE AND posting_status = 'draft' THEN 1 ELSE 0 END) AS drafts,
       (SELECT COUNT(*) FROM job_templates) AS templates
     FROM job_postings`,
    [],
  );
  const figure = (key: string) => Number(row?.[key] ?? 0);
  return {
    active: figure('active'),
    drafts: figure('drafts'),
    inactive: figure('inactive'),
    closed: figure('closed'),
    templates: figure('templates'),
  };
}
