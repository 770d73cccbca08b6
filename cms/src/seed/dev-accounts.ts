import type { Core } from '@strapi/strapi';
import { hashPassword } from '../domain/auth/passwords';
import type { CmsEnv } from '../platform/config/env';

/**
 * The development super_admin of the recruiter back office. Production never gets an account with a
 * known password: its first admin is made at /admin2025/setup.
 */
export async function ensureDevSuperAdmin(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  if (env.isProduction) return;
  const users = strapi.documents('api::admin-user.admin-user');
  if ((await users.count({})) > 0) return;
  const superAdmin = await strapi
    .documents('api::admin-role.admin-role')
    .findFirst({ filters: { name: 'super_admin' } });
  if (!superAdmin) throw new Error('The super_admin role must exist before the development account');
  await users.create({
    data: {
      email: env.devAdmin.email,
      full_name: 'Development Admin',
      password_hash: await hashPassword(env.devAdmin.password),
      role: superAdmin.documentId,
      is_active: true,
      theme_preference: 'dark',
    },
  });
  strapi.log.info(`[seed] development super_admin ${env.devAdmin.email} created`);
}

interface PanelUserService {
  exists(): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<unknown>;
}
interface PanelRoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
}

/**
 * The content editors' /cms account, development only, with Strapi's Editor role: it edits jobs,
 * benefits, page sections and e-mail templates and never sees candidates or settings. In production
 * ops registers the first /cms account (a super admin) and invites editors.
 */
export async function ensureDevCmsEditor(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  if (env.isProduction) return;
  const panelUsers = strapi.service('admin::user') as unknown as PanelUserService;
  if (await panelUsers.exists()) return;
  const editorRole = await (strapi.service('admin::role') as unknown as PanelRoleService).findOne({
    code: 'strapi-editor',
  });
  if (!editorRole) return;
  await panelUsers.create({
    email: env.cmsEditor.email,
    firstname: 'Content',
    lastname: 'Editor',
    password: env.cmsEditor.password,
    isActive: true,
    roles: [editorRole.id],
  });
  strapi.log.info(`[seed] development /cms account ${env.cmsEditor.email} created`);
}
