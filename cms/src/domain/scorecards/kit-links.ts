import {
  defaultFocusAttributes,
  escapeMarkup,
  type FocusAttribute,
  INTERVIEW_KIT_PATH,
  KIT_LINK_DAYS_AFTER_INTERVIEW,
  messages,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { readEnv } from '../../platform/config/env';
import { hashToken, newSecretToken } from '../auth/tokens';
import type { CalendarPerson } from '../interviews/calendar-invite';
import { storedFocusAttributes } from './stored-scorecard';

export const SCORECARD = 'api::scorecard.scorecard';
export const KIT_LINK = 'api::kit-link.kit-link';
const DAY_MS = 24 * 60 * 60 * 1000;

/** One interviewer's kit: the secret mailed once, never stored, and the link that carries it. */
export interface IssuedKit {
  person: CalendarPerson;
  token: string;
  url: string;
}

/**
 * The kit's address: the server's own PUBLIC_URL (never a setting an admin could point elsewhere),
 * the secret after `#`, which browsers send to no server and put in no Referer.
 */
export const kitUrl = (token: string): string =>
  `${readEnv().publicUrl.replace(/\/+$/, '')}${INTERVIEW_KIT_PATH}#${token}`;

/** The lines a scorecard reminder ends with: the kit link, whatever the template says. */
export function kitLinkAppendix(url: string): { html: string } {
  const text = messages.scorecards;
  const href = escapeMarkup(url);
  return {
    html: `<p>${escapeMarkup(text.kitLine)}</p><p><a href="${href}">${href}</a></p><p>${escapeMarkup(text.kitPrivate)}</p>`,
  };
}

/** A kit link works until 14 days after its interview ends. */
export const kitExpiry = (endsAt: Date): Date => new Date(endsAt.getTime() + KIT_LINK_DAYS_AFTER_INTERVIEW * DAY_MS);

export interface KitsToIssue {
  /** Row ids of the interview and its application. */
  interviewId: number;
  applicationId: number;
  people: readonly CalendarPerson[];
  endsAt: Date;
  /** The posting's focus attributes as they are now: what this interview's scorecards rate. */
  focusAttributes: readonly FocusAttribute[];
}

/**
 * A new link to a scorecard's kit, in the caller's transaction: a single-purpose token of which only
 * the SHA-256 is stored. Earlier links to the same kit keep working: the one in the calendar event
 * and the one in a reminder open the same scorecard.
 */
export async function issueKitLink(
  strapi: Core.Strapi,
  scorecardId: number,
  now: Date,
): Promise<{ token: string; url: string }> {
  const token = newSecretToken();
  await strapi.db
    .query(KIT_LINK)
    .create({ data: { token_hash: hashToken(token), scorecard: scorecardId, issued_at: now } });
  return { token, url: kitUrl(token) };
}

/**
 * One empty scorecard and its kit link per interviewer (the primary and each additional one), in the
 * caller's transaction.
 */
export async function issueKits(strapi: Core.Strapi, kits: KitsToIssue, now: Date): Promise<IssuedKit[]> {
  const issued: IssuedKit[] = [];
  for (const person of kits.people) {
    const scorecard = await strapi.db.query(SCORECARD).create({
      data: {
        interview: kits.interviewId,
        application: kits.applicationId,
        interviewer_name: person.name,
        interviewer_email: person.email.toLowerCase(),
        expires_at: kitExpiry(kits.endsAt),
        interview_ends_at: kits.endsAt,
        focus_attributes: [...kits.focusAttributes],
        ratings: kits.focusAttributes.map(() => null),
        takeaways: '',
        private_note: '',
      },
    });
    issued.push({ person, ...(await issueKitLink(strapi, scorecard.id, now)) });
  }
  return issued;
}

/** What a new interview's scorecards rate: the posting's focus attributes, or its department's defaults. */
export async function focusAttributesOfPosting(
  strapi: Core.Strapi,
  postingId: string | null | undefined,
): Promise<FocusAttribute[]> {
  const posting = postingId
    ? ((await strapi.db
        .query('api::job-posting.job-posting')
        .findOne({ where: { documentId: postingId }, select: ['focus_attributes', 'department'] })) as {
        focus_attributes: unknown;
        department: string | null;
      } | null)
    : null;
  const stored = storedFocusAttributes(posting?.focus_attributes);
  return stored.length > 0 ? stored : defaultFocusAttributes(posting?.department ?? '');
}
