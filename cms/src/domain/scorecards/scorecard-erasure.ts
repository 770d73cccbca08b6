import type { Core } from '@strapi/strapi';
import { KIT_LINK, SCORECARD } from './kit-links';

const REVISION = 'api::scorecard-revision.scorecard-revision';

/**
 * What interviewers wrote about erased candidates is personal data too: every rating, take-away,
 * note and recommendation, with their history and kit links. Who interviewed and when stay. In the
 * erasure's transaction.
 */
export async function eraseScorecardsOf(strapi: Core.Strapi, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const cards = (await strapi.db.query(SCORECARD).findMany({
    where: { application: { id: { $in: [...applicationIds] } } },
    select: ['id'],
  })) as { id: number }[];
  if (cards.length === 0) return;
  const ids = cards.map((card) => card.id);
  const revisions = (await strapi.db
    .query(REVISION)
    .findMany({ where: { scorecard: { id: { $in: ids } } }, select: ['id'] })) as { id: number }[];
  if (revisions.length > 0) {
    await strapi.db.query(REVISION).deleteMany({ where: { id: { $in: revisions.map((row) => row.id) } } });
  }
  const links = (await strapi.db
    .query(KIT_LINK)
    .findMany({ where: { scorecard: { id: { $in: ids } } }, select: ['id'] })) as { id: number }[];
  if (links.length > 0) {
    await strapi.db.query(KIT_LINK).deleteMany({ where: { id: { $in: links.map((row) => row.id) } } });
  }
  await strapi.db.query(SCORECARD).updateMany({
    where: { id: { $in: ids } },
    data: { ratings: null, takeaways: null, private_note: null, recommendation: null },
  });
}
