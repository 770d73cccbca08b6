import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sessionOf } from '../../../domain/auth/guard';
import { findRow, resourceHandlers, sendResourceError } from '../../../domain/backoffice/handler';
import { RESOURCES } from '../../../domain/backoffice/registry';
import { type WriteContext, whitelisted } from '../../../domain/backoffice/resource';
import { changeEmail, setActive, setPassword } from '../../../domain/backoffice/resources/user-actions';
import { usersResource } from '../../../domain/backoffice/resources/users';
import { sendError } from '../../../http/errors';

type Verb = 'list' | 'one' | 'create' | 'update' | 'remove';
type UserAction = (context: WriteContext, user: Parameters<typeof changeEmail>[1], input: unknown) => Promise<void>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const handlers = Object.fromEntries(
    Object.entries(RESOURCES).map(([name, config]) => [name, resourceHandlers(strapi, config)]),
  );
  const dispatch = (verb: Verb) => async (ctx: Context) => {
    const name = String(ctx.params.resource);
    const resource = whitelisted(handlers, name);
    if (!resource) return sendError(ctx, 404, 'NotFoundError', 'Not Found');
    await resource[verb](ctx);
  };
  const onUser = (action: UserAction) => async (ctx: Context) => {
    const session = sessionOf(ctx);
    const user = await findRow(strapi, usersResource, String(ctx.params.id));
    if (!user) return sendError(ctx, 404, 'NotFoundError', 'Not Found');
    try {
      await action({ strapi, session, ip: ctx.request.ip }, user, ctx.request.body);
      ctx.body = usersResource.serialize((await findRow(strapi, usersResource, user.documentId)) ?? user);
    } catch (error) {
      sendResourceError(ctx, error);
    }
  };
  return {
    list: dispatch('list'),
    one: dispatch('one'),
    create: dispatch('create'),
    update: dispatch('update'),
    remove: dispatch('remove'),
    userEmail: onUser(changeEmail),
    userPassword: onUser(setPassword),
    userActive: onUser(setActive),
  };
};
