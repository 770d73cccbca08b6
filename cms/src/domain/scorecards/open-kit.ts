import { type FocusAttribute, interviewKitToken, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse, Refusal } from '../../platform/refusal';
import { hashToken } from '../auth/tokens';
import { KIT_LINK, SCORECARD } from './kit-links';
import { storedFocusAttributes } from './stored-scorecard';

/** A kit as its link opens it: the scorecard, its interview and its application. */
export interface OpenKit {
  id: number;
  documentId: string;
  interviewer_name: string;
  interviewer_email: string;
  expires_at: Date;
  interview_ends_at: Date;
  focus_attributes: FocusAttribute[];
  ratings: unknown;
  takeaways: string;
  private_note: string;
  recommendation: string | null;
  draft_saved_at: string | Date | null;
  submitted_at: string | Date | null;
  interview: {
    id: number;
    documentId: string;
    duration_minutes: number;
    location: string;
    meeting_link: string | null;
  };
  application: {
    id: number;
    documentId: string;
    full_name: string;
    reference_id: string;
    screening_answers: unknown;
    cv_url: string | null;
    job_posting: { title: string; requirements: string | null; screening_questions: unknown } | null;
  };
}

type Found = Omit<OpenKit, 'expires_at' | 'interview_ends_at' | 'focus_attributes' | 'interview' | 'application'> & {
  expires_at: string | Date;
  interview_ends_at: string | Date;
  focus_attributes: unknown;
  revoked_at: string | Date | null;
  interview: (OpenKit['interview'] & { status: string }) | null;
  application: (OpenKit['application'] & { erased_at: string | Date | null }) | null;
};

const refused = () => new Refusal(404, messages.interviewKit.linkInvalid);

/**
 * The kit a request's token opens, or a refusal that says the link does not work: an unknown token,
 * an expired link, a cancelled interview, an erased candidate all look the same to the holder.
 */
export async function openKit(strapi: Core.Strapi, body: unknown, now: Date): Promise<OpenKit> {
  const sent =
    typeof body === 'object' && body !== null && Object.hasOwn(body, 'token')
      ? (body as { token: unknown }).token
      : undefined;
  const token = parse(interviewKitToken, sent, { message: messages.interviewKit.linkInvalid });
  const link = (await strapi.db.query(KIT_LINK).findOne({
    where: { token_hash: hashToken(token) },
    select: ['id'],
    populate: { scorecard: { select: ['id'] } },
  })) as { scorecard: { id: number } | null } | null;
  if (!link?.scorecard) throw refused();
  const found = (await strapi.db.query(SCORECARD).findOne({
    where: { id: link.scorecard.id },
    select: [
      'id',
      'documentId',
      'interviewer_name',
      'interviewer_email',
      'expires_at',
      'interview_ends_at',
      'revoked_at',
      'focus_attributes',
      'ratings',
      'takeaways',
      'private_note',
      'recommendation',
      'draft_saved_at',
      'submitted_at',
    ],
    populate: {
      interview: { select: ['id', 'documentId', 'duration_minutes', 'location', 'meeting_link', 'status'] },
      application: {
        select: ['id', 'documentId', 'full_name', 'reference_id', 'screening_answers', 'cv_url', 'erased_at'],
        populate: { job_posting: { select: ['title', 'requirements', 'screening_questions'] } },
      },
    },
  })) as Found | null;
  if (!found?.interview || !found.application) throw refused();
  const expiresAt = new Date(found.expires_at);
  if (found.revoked_at || found.interview.status === 'cancelled' || found.application.erased_at) throw refused();
  if (expiresAt.getTime() <= now.getTime()) throw refused();
  return {
    ...found,
    expires_at: expiresAt,
    interview_ends_at: new Date(found.interview_ends_at),
    focus_attributes: storedFocusAttributes(found.focus_attributes),
    interview: found.interview,
    application: found.application,
  };
}
