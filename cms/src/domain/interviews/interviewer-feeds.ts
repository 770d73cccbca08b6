import {
  type CreatedInterviewerFeed,
  type InterviewerFeed,
  interviewerFeedRequestSchema,
  messages,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { parse, Refusal } from '../../platform/refusal';
import { writeAudit } from '../auth/audit';
import { hashToken, newSecretToken } from '../auth/tokens';

export const INTERVIEWER_FEED = 'api::interviewer-feed.interviewer-feed';
const LISTED_FEEDS = 500;

/** The recruiter who makes or revokes a feed, for the audit line. */
export interface FeedActor {
  adminId: string;
  email: string;
  ip?: string;
}

interface FeedRow {
  id: number;
  interviewer_email: string;
  created_by: string | null;
  createdAt: string | Date;
}

const toFeed = (row: FeedRow): InterviewerFeed => ({
  interviewer_email: row.interviewer_email,
  created_at: new Date(row.createdAt).toISOString(),
  created_by: row.created_by ?? null,
});

/** The secret address a calendar app subscribes to. */
export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** The live feed of every interviewer who has one, by e-mail. */
export async function activeInterviewerFeeds(strapi: Core.Strapi): Promise<InterviewerFeed[]> {
  const rows = (await strapi.db.query(INTERVIEWER_FEED).findMany({
    where: { revoked_at: null },
    select: ['id', 'interviewer_email', 'created_by', 'createdAt'],
    orderBy: [{ interviewer_email: 'asc' }],
    limit: LISTED_FEEDS,
  })) as FeedRow[];
  return rows.map(toFeed);
}

/** Revokes the interviewer's live feeds; how many there were. */
async function revokeLive(strapi: Core.Strapi, email: string, now: Date): Promise<number> {
  const { count } = await strapi.db
    .query(INTERVIEWER_FEED)
    .updateMany({ where: { interviewer_email: email, revoked_at: null }, data: { revoked_at: now } });
  return count;
}

async function audit(strapi: Core.Strapi, by: FeedActor, action: 'created' | 'revoked', email: string, replaced = 0) {
  await writeAudit(strapi, {
    action: `interviewer_feed.${action}`,
    actorId: by.adminId,
    actorEmail: by.email,
    ...(by.ip ? { ip: by.ip } : {}),
    entityType: 'interviewer_feed',
    entityId: email,
    details: action === 'created' ? { replaced } : {},
  });
}

/**
 * A new private feed for an interviewer; any feed they had stops working. Only the token's hash is
 * stored: the address is in the answer and nowhere else.
 */
export async function createInterviewerFeed(
  strapi: Core.Strapi,
  input: { request: unknown; by: FeedActor; publicUrl: string; now?: Date },
): Promise<CreatedInterviewerFeed> {
  const { interviewer_email: email } = parse(interviewerFeedRequestSchema, input.request);
  const now = input.now ?? currentDate();
  const token = newSecretToken();
  return strapi.db.transaction(async () => {
    const replaced = await revokeLive(strapi, email, now);
    const created = (await strapi.db.query(INTERVIEWER_FEED).create({
      data: { interviewer_email: email, token_hash: hashToken(token), created_by: input.by.email },
      select: ['id', 'interviewer_email', 'created_by', 'createdAt'],
    })) as FeedRow;
    await audit(strapi, input.by, 'created', email, replaced);
    return { ...toFeed(created), url: calendarFeedUrl(input.publicUrl, token) };
  });
}

/** Stops the interviewer's feed; 404 when they have none. */
export async function revokeInterviewerFeed(
  strapi: Core.Strapi,
  input: { request: unknown; by: FeedActor; now?: Date },
): Promise<void> {
  const { interviewer_email: email } = parse(interviewerFeedRequestSchema, input.request);
  await strapi.db.transaction(async () => {
    const revoked = await revokeLive(strapi, email, input.now ?? currentDate());
    if (revoked === 0) throw new Refusal(404, messages.interviewAgenda.noActiveFeed);
    await audit(strapi, input.by, 'revoked', email);
  });
}

/** The interviewer whose live feed the token opens, or null (unknown, revoked or malformed). */
export async function feedOwner(strapi: Core.Strapi, token: string): Promise<string | null> {
  const row = (await strapi.db.query(INTERVIEWER_FEED).findOne({
    where: { token_hash: hashToken(token), revoked_at: null },
    select: ['interviewer_email'],
  })) as { interviewer_email: string } | null;
  return row?.interviewer_email ?? null;
}
