import {
  type ApplicationScorecards,
  companyToday,
  documentId,
  INTERVIEW_STATUSES,
  type InterviewStatus,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse, Refusal } from '../../platform/refusal';
import { SCORECARD } from './kit-links';
import { isAwaiting, suggestedScore, summarise } from './scorecard-summaries';
import { storedFocusAttributes, storedInstant, storedRatings, storedRecommendation } from './stored-scorecard';

interface FoundScorecard {
  documentId: string;
  interviewer_name: string;
  interviewer_email: string;
  submitted_at: string | Date | null;
  interview_ends_at: string | Date;
  reminder_sent_at: string | Date | null;
  revoked_at: string | Date | null;
  focus_attributes: unknown;
  ratings: unknown;
  takeaways: string | null;
  private_note: string | null;
  recommendation: string | null;
  interview: {
    id: number;
    documentId: string;
    scheduled_time: string;
    duration_minutes: number;
    location: string;
    meeting_link: string | null;
    status: string;
  } | null;
}

const statusOf = (value: string): InterviewStatus =>
  (INTERVIEW_STATUSES as readonly string[]).includes(value) ? (value as InterviewStatus) : 'scheduled';

/**
 * The Scorecards tab: who said what, interview by interview (newest first), the
 * summary of the live interviews' scorecards and the score they suggest. One statement.
 */
export async function applicationScorecards(
  strapi: Core.Strapi,
  applicationId: string,
  now: Date,
): Promise<ApplicationScorecards> {
  const id = parse(documentId, applicationId);
  const application = await strapi.db
    .query('api::application.application')
    .findOne({ where: { documentId: id }, select: ['id'] });
  if (!application) throw new Refusal(404, 'Not Found');
  const rows = (await strapi.db.query(SCORECARD).findMany({
    where: { application: { id: application.id } },
    populate: {
      interview: {
        select: ['id', 'documentId', 'scheduled_time', 'duration_minutes', 'location', 'meeting_link', 'status'],
      },
    },
    orderBy: [{ interview_ends_at: 'desc' }, { id: 'asc' }],
  })) as FoundScorecard[];
  const interviews = new Map<number, ApplicationScorecards['interviews'][number]>();
  for (const row of rows) {
    if (!row.interview) continue;
    const attributes = storedFocusAttributes(row.focus_attributes);
    const endsAt = new Date(row.interview_ends_at);
    let interview = interviews.get(row.interview.id);
    if (!interview) {
      interview = {
        id: row.interview.documentId,
        starts_at: new Date(endsAt.getTime() - row.interview.duration_minutes * 60_000).toISOString(),
        ends_at: endsAt.toISOString(),
        interview_status: statusOf(row.interview.status),
        scheduled_date: companyToday(new Date(endsAt.getTime() - row.interview.duration_minutes * 60_000)),
        scheduled_time: row.interview.scheduled_time.slice(0, 5),
        duration_minutes: row.interview.duration_minutes,
        location: row.interview.location,
        meeting_link: row.interview.meeting_link ?? null,
        focus_attributes: attributes,
        scorecards: [],
      };
      interviews.set(row.interview.id, interview);
    }
    // A draft is the interviewer's own until they submit it.
    const submitted = row.submitted_at !== null;
    interview.scorecards.push({
      id: row.documentId,
      interviewer_name: row.interviewer_name,
      interviewer_email: row.interviewer_email,
      submitted_at: storedInstant(row.submitted_at),
      awaiting: row.revoked_at === null && isAwaiting(row, now),
      reminder_sent_at: storedInstant(row.reminder_sent_at),
      private_note: submitted ? (row.private_note ?? '') : '',
      ratings: storedRatings(submitted ? row.ratings : null, attributes.length),
      takeaways: submitted ? (row.takeaways ?? '') : '',
      recommendation: submitted ? storedRecommendation(row.recommendation) : null,
    });
  }
  const summary = summarise(
    rows.filter((row) => row.revoked_at === null),
    now,
  );
  return { interviews: [...interviews.values()], summary, suggested_score: suggestedScore(summary) };
}
