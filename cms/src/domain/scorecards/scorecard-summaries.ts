import { SCORECARD_RECOMMENDATIONS, type ScorecardRecommendation, type ScorecardSummary } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { linkedTargetIds } from '../../platform/database/subqueries';
import { SCORECARD } from './kit-links';
import { storedRecommendation } from './stored-scorecard';

/** A scorecard as a summary counts it. */
export interface CountedScorecard {
  submitted_at: string | Date | null;
  interview_ends_at: string | Date;
  recommendation: string | null;
}

/** A scorecard awaited: not in, and its interview over. */
export const isAwaiting = (card: CountedScorecard, now: Date): boolean =>
  card.submitted_at === null && new Date(card.interview_ends_at).getTime() <= now.getTime();

/** "3 of 4 submitted · 2 Strong Yes, 1 Yes": the counts of one application's live scorecards. */
export function summarise(cards: readonly CountedScorecard[], now: Date): ScorecardSummary | null {
  if (cards.length === 0) return null;
  const counts = Object.fromEntries(SCORECARD_RECOMMENDATIONS.map((choice) => [choice, 0])) as Record<
    ScorecardRecommendation,
    number
  >;
  let submitted = 0;
  for (const card of cards) {
    if (card.submitted_at === null) continue;
    submitted += 1;
    const choice = storedRecommendation(card.recommendation);
    if (choice) counts[choice] += 1;
  }
  return { submitted, expected: cards.length, awaiting: cards.filter((card) => isAwaiting(card, now)).length, counts };
}

/** Each recommendation as a point on the interview score's 0-10 scale; "no decision" counts for nothing. */
const SCORE_OF: Readonly<Record<ScorecardRecommendation, number | null>> = {
  definitely_not: 0,
  no: 3,
  yes: 7,
  strong_yes: 10,
  no_decision: null,
};

/** The scorecards' recommendations as a suggested interview score, or null when none has decided. */
export function suggestedScore(summary: ScorecardSummary | null): number | null {
  if (!summary) return null;
  let total = 0;
  let decided = 0;
  for (const choice of SCORECARD_RECOMMENDATIONS) {
    const points = SCORE_OF[choice];
    if (points === null) continue;
    total += points * summary.counts[choice];
    decided += summary.counts[choice];
  }
  return decided === 0 ? null : Math.round(total / decided);
}

/** The live (not cancelled) scorecards of the given applications (row ids), one statement. */
export async function summariesOf(
  strapi: Core.Strapi,
  applicationIds: readonly number[],
  now: Date,
): Promise<Map<number, ScorecardSummary>> {
  if (applicationIds.length === 0) return new Map();
  const rows = (await strapi.db.query(SCORECARD).findMany({
    where: { application: { id: { $in: [...applicationIds] } }, revoked_at: { $null: true } },
    select: ['submitted_at', 'interview_ends_at', 'recommendation'],
    populate: { application: { select: ['id'] } },
  })) as (CountedScorecard & { application: { id: number } | null })[];
  const byApplication = new Map<number, CountedScorecard[]>();
  for (const row of rows) {
    if (!row.application) continue;
    const list = byApplication.get(row.application.id) ?? [];
    list.push(row);
    byApplication.set(row.application.id, list);
  }
  const summaries = new Map<number, ScorecardSummary>();
  for (const [id, cards] of byApplication) {
    const summary = summarise(cards, now);
    if (summary) summaries.set(id, summary);
  }
  return summaries;
}

/** How many scorecards each interview (by document id) is still waiting for after it ended; one statement. */
export async function missingScorecardsOf(
  strapi: Core.Strapi,
  interviewIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (interviewIds.length === 0) return new Map();
  const rows = (await strapi.db.query(SCORECARD).findMany({
    where: {
      interview: { documentId: { $in: [...interviewIds] } },
      submitted_at: { $null: true },
      revoked_at: { $null: true },
      interview_ends_at: { $lte: now },
    },
    select: ['id'],
    populate: { interview: { select: ['documentId'] } },
  })) as { interview: { documentId: string } | null }[];
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.interview) counts.set(row.interview.documentId, (counts.get(row.interview.documentId) ?? 0) + 1);
  }
  return counts;
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/**
 * The row ids of applications with a scorecard awaited (the Applications list's filter), as a subquery on
 * the scorecard-to-application link table that Strapi's metadata names.
 */
export function applicationsAwaitingScorecards(strapi: Core.Strapi, now: Date) {
  const link = (strapi.db.metadata.get(SCORECARD).attributes.application as { joinTable?: JoinTable }).joinTable;
  if (!link) throw new Error('The scorecard-to-application link has no join table');
  return linkedTargetIds(
    strapi,
    { table: link.name, ownerColumn: link.joinColumn.name, targetColumn: link.inverseJoinColumn.name },
    {
      table: strapi.db.metadata.get(SCORECARD).tableName,
      empty: ['submitted_at', 'revoked_at'],
      before: { column: 'interview_ends_at', value: now },
    },
  );
}
