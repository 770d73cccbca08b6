import {
  type InterviewKit,
  messages,
  type ScorecardDraft,
  type ScorecardSubmission,
  scorecardDraftSchema,
  scorecardSubmissionSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse, Refusal } from '../../platform/refusal';
import type { LinkRequest } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { SCORECARD } from './kit-links';
import { interviewKitView } from './kit-view';
import { type OpenKit, openKit } from './open-kit';

const REVISION = 'api::scorecard-revision.scorecard-revision';
const text = messages.interviewKit;

/** One rating per focus attribute of the kit, or the page is out of date. */
function checkRatings(kit: OpenKit, ratings: readonly unknown[]): void {
  if (ratings.length !== kit.focus_attributes.length) throw new Refusal(409, text.ratingsMismatch);
}

const content = (card: ScorecardDraft | ScorecardSubmission) => ({
  ratings: card.ratings,
  takeaways: card.takeaways,
  private_note: card.private_note,
  recommendation: card.recommendation,
});

/**
 * A draft while the interviewer types: kept on their scorecard, seen by no one
 * else, no history. Once submitted, changes go through submitScorecard so each one is kept.
 */
export async function saveScorecardDraft(strapi: Core.Strapi, body: unknown, now: Date): Promise<InterviewKit> {
  return strapi.db.transaction(async () => {
    const kit = await openKit(strapi, body, now);
    const draft = parse(scorecardDraftSchema, body);
    checkRatings(kit, draft.ratings);
    if (kit.submitted_at !== null) throw new Refusal(409, text.changesSaved);
    // Only while the card is still unsubmitted: a submission in another tab since the read wins.
    const { count } = await strapi.db.query(SCORECARD).updateMany({
      where: { id: kit.id, submitted_at: { $null: true } },
      data: { ...content(draft), draft_saved_at: now },
    });
    if (count === 0) throw new Refusal(409, text.changesSaved);
    return interviewKitView(strapi, await openKit(strapi, body, now));
  });
}

/**
 * Submit a scorecard, or save a change to one already submitted: each is kept as a
 * revision, with an audit line naming the interviewer, in one transaction. The first submission is
 * decided by the row itself (submitted_at still empty), so two tabs submitting at once make one.
 */
export async function submitScorecard(
  strapi: Core.Strapi,
  request: LinkRequest,
  now: Date,
): Promise<{ kit: InterviewKit; message: string }> {
  const body = request.input;
  return strapi.db.transaction(async () => {
    const kit = await openKit(strapi, body, now);
    const card = parse(scorecardSubmissionSchema, body);
    checkRatings(kit, card.ratings);
    const { count: first } = await strapi.db.query(SCORECARD).updateMany({
      where: { id: kit.id, submitted_at: { $null: true } },
      data: { ...content(card), submitted_at: now, draft_saved_at: now },
    });
    if (first === 0) {
      await strapi.db
        .query(SCORECARD)
        .update({ where: { id: kit.id }, data: { ...content(card), draft_saved_at: now } });
    }
    const kind = first > 0 ? 'submitted' : 'edited';
    await strapi.db.query(REVISION).create({ data: { scorecard: kit.id, kind, ...content(card), saved_at: now } });
    await writeAudit(strapi, {
      action: first > 0 ? 'scorecard.submitted' : 'scorecard.edited',
      actorEmail: kit.interviewer_email,
      entityType: 'application',
      entityId: kit.application.documentId,
      ip: request.ip,
      details: {
        interviewer: kit.interviewer_name,
        interview: kit.interview.documentId,
        recommendation: card.recommendation,
      },
    });
    return {
      kit: await interviewKitView(strapi, await openKit(strapi, body, now)),
      message: first > 0 ? text.submitted : text.changesSaved,
    };
  });
}
