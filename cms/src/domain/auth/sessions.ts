import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_HOURS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { now as clockNow, currentDate } from '../../platform/clock';
import { type AdminAccount, findAdminById } from './admin-accounts';
import { hashToken, newSecretToken } from './tokens';

export const SESSION_COOKIE = 'careers_admin_session';
const SESSION_UID = 'api::admin-session.admin-session';
const HOUR_MS = 60 * 60 * 1000;
/** last_seen_at is written at most this often: the idle limit does not need every request. */
const TOUCH_EVERY_MS = 60 * 1000;

interface SessionRow {
  id: number;
  createdAt: string;
  expires_at: string;
  last_seen_at: string;
  ended_at: string | null;
  admin_user: { id: number } | null;
}

export interface ActiveSession {
  sessionId: number;
  admin: AdminAccount;
}

function cookieOptions(ctx: Context, maxAgeMs?: number) {
  // Secure whenever the browser reached us over https (directly or through the proxy).
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: ctx.secure,
    path: '/',
    overwrite: true,
    maxAge: maxAgeMs,
  };
}

/** Starts a server-side session and gives the browser its cookie (httpOnly, SameSite=Strict). */
export async function startSession(strapi: Core.Strapi, ctx: Context, admin: AdminAccount): Promise<void> {
  const token = newSecretToken();
  const now = clockNow();
  await strapi.db.query(SESSION_UID).create({
    data: {
      token_hash: hashToken(token),
      admin_user: admin.id,
      expires_at: new Date(now + SESSION_ABSOLUTE_HOURS * HOUR_MS),
      last_seen_at: new Date(now),
      ip: ctx.request.ip.slice(0, 64),
      user_agent: (ctx.get('user-agent') || '').slice(0, 300),
    },
  });
  ctx.cookies.set(SESSION_COOKIE, token, cookieOptions(ctx, SESSION_ABSOLUTE_HOURS * HOUR_MS));
}

/**
 * The session of this request, if it is still good: not ended, within 8 h of sign-in and 2 h of
 * the last request, and its admin still exists and is active. Otherwise null (and it is ended).
 */
export async function readSession(strapi: Core.Strapi, ctx: Context): Promise<ActiveSession | null> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return null;
  const row = (await strapi.db.query(SESSION_UID).findOne({
    where: { token_hash: hashToken(token), ended_at: { $null: true } },
    populate: { admin_user: { fields: ['id'] } },
  })) as SessionRow | null;
  if (!row?.admin_user) return null;
  const now = clockNow();
  const expired = new Date(row.expires_at).getTime() <= now;
  const idle = new Date(row.last_seen_at).getTime() + SESSION_IDLE_HOURS * HOUR_MS <= now;
  if (expired || idle) {
    await endSession(strapi, row.id, expired ? 'expired' : 'idle');
    return null;
  }
  const admin = await findAdminById(strapi, row.admin_user.id);
  if (!admin?.is_active) {
    await endSession(strapi, row.id, 'deactivated');
    return null;
  }
  if (now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) await touchSession(strapi, row.id, now);
  return { sessionId: row.id, admin };
}

/** Sessions whose last_seen_at this process is writing now. */
const touching = new Set<number>();

/**
 * Stamps last_seen_at once for a burst of requests: a page that sends eight at once after a minute
 * made eight updates of one row, each waiting for the one before to commit (PostgreSQL's row lock:
 * 0.8 s on the pipeline board's first open). A request that finds the stamp under way goes on; the
 * update only applies while the stamp is still old, so other instances' stamps are not repeated.
 */
async function touchSession(strapi: Core.Strapi, sessionId: number, now: number): Promise<void> {
  if (touching.has(sessionId)) return;
  touching.add(sessionId);
  try {
    await strapi.db.query(SESSION_UID).updateMany({
      where: { id: sessionId, last_seen_at: { $lt: new Date(now - TOUCH_EVERY_MS) } },
      data: { last_seen_at: new Date(now) },
    });
  } finally {
    touching.delete(sessionId);
  }
}

/** How long an address a recruiter signed in from counts as theirs for the sign-in limits. */
const KNOWN_ADDRESS_DAYS = 30;

/** Whether the account with this e-mail started a session from `ip` lately (the same query for an unknown e-mail). */
export async function signedInFrom(strapi: Core.Strapi, email: string, ip: string): Promise<boolean> {
  if (!email) return false;
  const since = new Date(clockNow() - KNOWN_ADDRESS_DAYS * 24 * HOUR_MS);
  const row = await strapi.db.query(SESSION_UID).findOne({
    where: { ip: ip.slice(0, 64), createdAt: { $gt: since }, admin_user: { email } },
    select: ['id'],
  });
  return row !== null;
}

export async function endSession(strapi: Core.Strapi, sessionId: number, reason: string): Promise<void> {
  await strapi.db
    .query(SESSION_UID)
    .update({ where: { id: sessionId }, data: { ended_at: currentDate(), ended_reason: reason } });
}

/**
 * Ends every open session of an admin at once: deactivation, a new password or a new role. An admin
 * who changed their own password keeps the session they did it from (`keepSessionId`).
 */
export async function endSessionsOf(
  strapi: Core.Strapi,
  adminId: number,
  reason: string,
  keepSessionId?: number,
): Promise<number> {
  const open = (await strapi.db.query(SESSION_UID).findMany({
    where: {
      admin_user: { id: adminId },
      ended_at: { $null: true },
      ...(keepSessionId === undefined ? {} : { id: { $ne: keepSessionId } }),
    },
    select: ['id'],
  })) as { id: number }[];
  if (open.length === 0) return 0;
  const { count } = await strapi.db.query(SESSION_UID).updateMany({
    where: { id: { $in: open.map((session) => session.id) } },
    data: { ended_at: currentDate(), ended_reason: reason },
  });
  return count;
}

/**
 * Expires a cookie the browser sent. None sent, nothing is set: a link from another site reaches us
 * without the SameSite=Strict cookie, and an expiry in that answer would sign the recruiter out.
 */
export function clearSessionCookie(ctx: Context): void {
  if (ctx.cookies.get(SESSION_COOKIE) === undefined) return;
  ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(ctx), maxAge: 0 });
}
