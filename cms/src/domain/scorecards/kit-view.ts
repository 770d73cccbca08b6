import { type InterviewKit, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { cvExtensionOf } from '../applications/cv-files/cv-download-name';
import { storedScreeningQuestions } from '../catalog/screening-questions';
import { readSettings } from '../settings/read-settings';
import { SCORECARD } from './kit-links';
import type { OpenKit } from './open-kit';
import { storedInstant, storedRatings, storedRecommendation } from './stored-scorecard';

/**
 * The screening answers as question and answer. Keys that are only an index name the posting's
 * question of that place (how intake stores them); "Question n" when the posting has none.
 */
function screeningOf(value: unknown, questions: unknown): InterviewKit['screening'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const list = storedScreeningQuestions(questions) ?? [];
  return Object.entries(parsed as Record<string, unknown>).map(([question, answer], index) => {
    const place = /^\d+$/.test(question) ? Number(question) : null;
    const text = place === null ? question : list[place];
    return {
      question: typeof text === 'string' && text ? text : messages.applications.question(index + 1),
      answer: String(answer ?? ''),
    };
  });
}

/** The others' submitted scorecards for the same interview: never one's own, never a private note. */
async function colleaguesOf(strapi: Core.Strapi, kit: OpenKit): Promise<NonNullable<InterviewKit['colleagues']>> {
  const rows = (await strapi.db.query(SCORECARD).findMany({
    where: { interview: { id: kit.interview.id }, id: { $ne: kit.id }, submitted_at: { $notNull: true } },
    select: ['interviewer_name', 'submitted_at', 'ratings', 'takeaways', 'recommendation'],
    orderBy: { submitted_at: 'asc' },
  })) as {
    interviewer_name: string;
    submitted_at: string | Date;
    ratings: unknown;
    takeaways: string | null;
    recommendation: string | null;
  }[];
  return rows.map((row) => ({
    interviewer_name: row.interviewer_name,
    submitted_at: new Date(row.submitted_at).toISOString(),
    ratings: storedRatings(row.ratings, kit.focus_attributes.length),
    takeaways: row.takeaways ?? '',
    recommendation: storedRecommendation(row.recommendation),
  }));
}

/**
 * The kit page's content: the candidate, the posting, the interview, what to rate,
 * the interviewer's own scorecard, and the others' once theirs is submitted (unless Settings say no).
 */
export async function interviewKitView(strapi: Core.Strapi, kit: OpenKit): Promise<InterviewKit> {
  const { scorecards_visible_after_submit: othersVisible } = await readSettings(strapi, [
    'scorecards_visible_after_submit',
  ]);
  const submitted = kit.submitted_at !== null;
  const startsAt = new Date(kit.interview_ends_at.getTime() - kit.interview.duration_minutes * 60_000);
  const cvKind = kit.application.cv_url ? cvExtensionOf(kit.application.cv_url) : null;
  return {
    interviewer_name: kit.interviewer_name,
    candidate_name: kit.application.full_name,
    reference_id: kit.application.reference_id,
    job_title: kit.application.job_posting?.title ?? '',
    requirements: kit.application.job_posting?.requirements ?? '',
    starts_at: startsAt.toISOString(),
    duration_minutes: kit.interview.duration_minutes,
    location: kit.interview.location,
    meeting_link: kit.interview.meeting_link ?? null,
    focus_attributes: kit.focus_attributes,
    screening: screeningOf(kit.application.screening_answers, kit.application.job_posting?.screening_questions),
    cv: cvKind === null ? null : cvKind === 'pdf' ? 'pdf' : 'text',
    link_expires_at: kit.expires_at.toISOString(),
    scorecard: {
      ratings: storedRatings(kit.ratings, kit.focus_attributes.length),
      takeaways: kit.takeaways ?? '',
      private_note: kit.private_note ?? '',
      recommendation: storedRecommendation(kit.recommendation),
      draft_saved_at: storedInstant(kit.draft_saved_at),
      submitted_at: storedInstant(kit.submitted_at),
    },
    colleagues: submitted && othersVisible ? await colleaguesOf(strapi, kit) : null,
    colleagues_visible: othersVisible,
  };
}
