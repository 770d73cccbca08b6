import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { RESOURCES } from '../../../domain/backoffice';
import { changeEmail, setActive, setPassword } from '../../../domain/backoffice/resources/user-actions';
import { type StoredUser, usersResource } from '../../../domain/backoffice/resources/users';
import { type RowAction, resourceHandlers, rowActionHandler } from '../../../http/backoffice/resource-handlers';
import { Refusal } from '../../../platform/refusal';
import { whitelisted } from '../../../platform/whitelist';

type Verb = 'list' | 'one' | 'create' | 'update' | 'remove';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const handlers = Object.fromEntries(
    Object.entries(RESOURCES).map(([name, config]) => [name, resourceHandlers(strapi, config)]),
  );
  const dispatch = (verb: Verb) => async (ctx: Context) => {
    const name = String(ctx.params.resource);
    const resource = whitelisted(handlers, name);
    if (!resource) throw new Refusal(404, 'Not Found');
    await resource[verb](ctx);
  };
  const onUser = (action: RowAction<StoredUser>) => rowActionHandler(strapi, usersResource, action);
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
