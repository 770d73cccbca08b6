import { type CandidateLocale, candidateLocaleOf, siteTextsIn } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { fromDbJson } from '../../../platform/database/db-values';
import { candidateAddress } from './candidate-links';

const APPLICATION = 'api::application.application';
const STATUS_EVENT = 'api::application-status-event.application-status-event';
const INTERVIEW = 'api::interview-schedule.interview-schedule';
const SCORECARD = 'api::scorecard.scorecard';

/** Every field of an application that is the candidate's or about them, as their copy holds it. */
const COPIED = [
  'documentId',
  'reference_id',
  'full_name',
  'email',
  'phone',
  'nationality',
  'years_of_experience',
  'years_related_experience',
  'screening_answers',
  'status',
  'createdAt',
  'candidate_language',
  'privacy_notice_version',
  'privacy_consent_at',
  'ai_screening_consent',
  'cv_parsed_data',
  'ai_score',
  'ai_score_breakdown',
  'ai_summary',
  'ai_insights',
  'interview_status',
  'interview_scheduled_date',
  'interview_score',
  'interview_feedback',
  'cv_url',
  'supporting_documents_url',
] as const;

export type CopiedRow = Record<(typeof COPIED)[number], unknown> & {
  id: number;
  job_posting: { title: string } | null;
};

interface OwnedRow {
  application: { id: number } | null;
}
type StatusEventRow = OwnedRow & { from_status: string | null; to_status: string; occurred_at: string | Date };
type InterviewRow = OwnedRow & {
  scheduled_date: string | Date;
  scheduled_time: string;
  duration_minutes: number;
  location: string;
  meeting_link: string | null;
  interviewer_name: string;
  additional_interviewers: unknown;
  status: string;
};
type ScorecardRow = OwnedRow & {
  interviewer_name: string;
  focus_attributes: unknown;
  ratings: unknown;
  takeaways: string | null;
  recommendation: string | null;
  submitted_at: string | Date;
};

/** The candidate's copy before it is packed: its JSON and the files to add beside it. */
export interface DataCopyContent {
  json: string;
  rows: CopiedRow[];
  language: CandidateLocale;
}

const iso = (value: unknown) => new Date(String(value)).toISOString();
const jsonOf = (value: unknown) => (typeof value === 'string' ? fromDbJson(value) : value);

/** A file's name inside the ZIP: its application's reference and what it is, with its own extension. */
export function entryName(reference: string, what: 'cv' | 'supporting-document', key: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? 'bin';
  return `files/${reference}/${what}.${extension}`;
}

/** Rows of a related type, grouped by their application's row id. */
async function byApplication<Row extends OwnedRow>(
  strapi: Core.Strapi,
  uid: typeof STATUS_EVENT | typeof INTERVIEW | typeof SCORECARD,
  where: Record<string, unknown>,
  select: string[],
  order: string,
): Promise<Map<number, Row[]>> {
  const rows: Row[] = await strapi.db.query(uid).findMany({
    where,
    select,
    populate: { application: { select: ['id'] } },
    orderBy: { [order]: 'asc' },
  });
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const owner = row.application?.id;
    if (owner === undefined) continue;
    grouped.set(owner, [...(grouped.get(owner) ?? []), row]);
  }
  return grouped;
}

/** The interviewers' names an interview lists: the primary, then the additional ones (names only). */
function interviewersOf(row: InterviewRow): string[] {
  const additional = jsonOf(row.additional_interviewers);
  const names = Array.isArray(additional)
    ? additional.map((person: unknown) =>
        typeof person === 'object' && person !== null && 'name' in person ? String(person.name) : '',
      )
    : [];
  return [row.interviewer_name, ...names].filter(Boolean);
}

/** Each rating beside the focus attribute it rates, in the kit's order. */
function ratedAttributes(row: ScorecardRow): { attribute: string; rating: unknown }[] {
  const attributes = jsonOf(row.focus_attributes);
  const ratings = jsonOf(row.ratings);
  if (!Array.isArray(attributes) || !Array.isArray(ratings)) return [];
  return attributes.map((attribute: unknown, index) => ({
    attribute: typeof attribute === 'object' && attribute !== null && 'name' in attribute ? String(attribute.name) : '',
    rating: ratings[index] ?? null,
  }));
}

/**
 * Everything held about the candidate of an address (the right of access): every application's
 * fields, language, consent, AI assessment with its breakdown, status history, interviews with their
 * times and interviewers, and the submitted scorecards. What is withheld is named in the copy itself.
 */
export async function dataCopyContent(strapi: Core.Strapi, email: string, now: Date): Promise<DataCopyContent> {
  const rows: CopiedRow[] = await strapi.db.query(APPLICATION).findMany({
    where: { email: { $eqi: candidateAddress(email) }, erased_at: null },
    select: ['id', ...COPIED],
    populate: { job_posting: { select: ['title'] } },
    orderBy: { id: 'asc' },
  });
  const ids = rows.map((row) => row.id);
  const owned = { application: { id: { $in: ids } } };
  const history = await byApplication<StatusEventRow>(
    strapi,
    STATUS_EVENT,
    owned,
    ['from_status', 'to_status', 'occurred_at'],
    'occurred_at',
  );
  const interviews = await byApplication<InterviewRow>(
    strapi,
    INTERVIEW,
    owned,
    [
      'scheduled_date',
      'scheduled_time',
      'duration_minutes',
      'location',
      'meeting_link',
      'interviewer_name',
      'additional_interviewers',
      'status',
    ],
    'id',
  );
  const scorecards = await byApplication<ScorecardRow>(
    strapi,
    SCORECARD,
    { ...owned, submitted_at: { $notNull: true } },
    ['interviewer_name', 'focus_attributes', 'ratings', 'takeaways', 'recommendation', 'submitted_at'],
    'submitted_at',
  );
  const language = candidateLocaleOf(rows.at(-1)?.candidate_language);
  const applications = rows.map((row) => {
    const { cv_url: cv, supporting_documents_url: supporting, documentId, createdAt, ...fields } = row;
    const reference = String(row.reference_id);
    const files = [
      ...(typeof cv === 'string' && cv ? [entryName(reference, 'cv', cv)] : []),
      ...(typeof supporting === 'string' && supporting
        ? [entryName(reference, 'supporting-document', supporting)]
        : []),
    ];
    return {
      id: documentId,
      job_title: row.job_posting?.title ?? null,
      applied_at: iso(createdAt),
      ...Object.fromEntries(
        Object.entries(fields)
          .filter(([key]) => key !== 'id' && key !== 'job_posting')
          .map(([key, value]) => [key, typeof value === 'string' && /^[[{]/.test(value) ? fromDbJson(value) : value]),
      ),
      status_history: (history.get(row.id) ?? []).map((event) => ({
        from: event.from_status,
        to: event.to_status,
        at: iso(event.occurred_at),
      })),
      interviews: (interviews.get(row.id) ?? []).map((interview) => ({
        date: iso(interview.scheduled_date).slice(0, 10),
        time: interview.scheduled_time.slice(0, 5),
        duration_minutes: interview.duration_minutes,
        location: interview.location,
        meeting_link: interview.meeting_link,
        interviewers: interviewersOf(interview),
        status: interview.status,
      })),
      scorecards: (scorecards.get(row.id) ?? []).map((card) => ({
        interviewer: card.interviewer_name,
        ratings: ratedAttributes(card),
        takeaways: card.takeaways,
        recommendation: card.recommendation,
        submitted_at: iso(card.submitted_at),
      })),
      files,
    };
  });
  const withheld = siteTextsIn(language).selfService.copyWithheld;
  const json = JSON.stringify({ exported_at: now.toISOString(), withheld, applications }, null, 2);
  return { json, rows, language };
}
