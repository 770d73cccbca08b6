import type { Context } from 'koa';
import { adminActor, type ChangeActor } from '../domain/applications/changes';
import { sessionOf } from '../domain/auth/guard';

/** The signed-in recruiter of a back-office request, as the changes module records them. */
export const changeActorOf = (ctx: Context): ChangeActor => adminActor(sessionOf(ctx).admin, ctx.request.ip);
