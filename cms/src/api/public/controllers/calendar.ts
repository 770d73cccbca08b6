import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { interviewerCalendar } from '../../../domain/interviews/calendar-feed';
import { feedOwner } from '../../../domain/interviews/interviewer-feeds';
import { hitRateLimit, refuseOverLimit } from '../../../platform/rate-limit';
import { Refusal } from '../../../platform/refusal';

/** `{token}.ics`, the token as newSecretToken makes it (43 base64url characters). */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** Calendar apps poll every few minutes at most; an office behind one address has several of them. */
const FEED_LIMIT = { max: 300, windowMs: 60 * 60 * 1000 };

/**
 * GET /api/calendar/{token}.ics: an interviewer's private calendar feed, no sign-in (calendar apps
 * cannot). An unknown, revoked or malformed token is a plain 404 that tells nothing more.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async feed(ctx: Context) {
    const limit = await hitRateLimit(strapi, `calendar-feed:ip:${ctx.request.ip}`, FEED_LIMIT);
    refuseOverLimit(limit, 'Too Many Requests');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    const token = FEED_FILE.exec(String(ctx.params.file))?.[1];
    const email = token ? await feedOwner(strapi, token) : null;
    if (!email) throw new Refusal(404, 'Not Found');
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Content-Disposition', 'inline; filename="interviews.ics"');
    ctx.body = await interviewerCalendar(strapi, email);
  },
});
