import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { recordAudit } from './audit';
import { clearSessionCookie, endSession, readSession } from './sessions';

/**
 * Sign Out: the session (if any) ends and its audit line is recorded, then the cookie is cleared. The
 * line never fails the sign-out: a recruiter who asked to leave is let out.
 */
export async function signOut(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const session = await readSession(strapi, ctx);
  if (session) {
    await endSession(strapi, session.sessionId, 'logout');
    await recordAudit(strapi, {
      action: 'sign_out',
      actorId: session.admin.documentId,
      actorEmail: session.admin.email,
      ip: ctx.request.ip,
    });
  }
  clearSessionCookie(ctx);
}
