import type { ApplicationFacets } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { APPLICATION } from './filters';

const POSTING = 'api::job-posting.job-posting';

/**
 * What the Applications tab's filters offer: the nationalities applicants gave (distinct, sorted, by
 * the database) and every job posting by title, with the number of applications.
 */
export async function applicationFacets(strapi: Core.Strapi): Promise<ApplicationFacets> {
  const [total, nationalityRows, postings] = await Promise.all([
    strapi.db.query(APPLICATION).count({}),
    strapi.db
      .queryBuilder(APPLICATION)
      .select(['nationality'])
      .where({ nationality: { $notNull: true, $ne: '' } })
      .groupBy('nationality')
      .orderBy({ nationality: 'asc' })
      .execute() as Promise<{ nationality: string }[]>,
    strapi.db
      .query(POSTING)
      .findMany({ select: ['documentId', 'title'], orderBy: [{ title: 'asc' }, { id: 'asc' }] }) as Promise<
      { documentId: string; title: string }[]
    >,
  ]);
  return {
    total,
    nationalities: nationalityRows.map((row) => row.nationality),
    job_positions: postings.map((posting) => ({ id: posting.documentId, title: posting.title })),
  };
}
