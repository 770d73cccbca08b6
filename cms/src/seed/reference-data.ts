import { BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES, SETTING_DEFINITIONS, SETTING_KEYS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { toStoredSettingValue } from '../domain/settings/setting-value';
import type { CmsEnv } from '../platform/config/env';
import { EMAIL_TEMPLATE_SEEDS } from './data/email-templates';
import { ARABIC_EMAIL_WORDING } from './data/email-templates-ar';

// Reference data every installation needs, production included. Each row is added only when its
// key is missing, so an edited setting, role or template is never overwritten by a restart.

/**
 * Adds one row unless another instance starting at the same moment added it first: the unique index
 * refuses the second insert, and the row being there is all that matters.
 */
async function addUnlessPresent(create: () => Promise<unknown>, isPresent: () => Promise<boolean>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (await isPresent()) return false;
    throw error;
  }
}

async function ensureSettings(strapi: Core.Strapi, env: CmsEnv): Promise<number> {
  const settings = strapi.documents('api::system-setting.system-setting');
  const existing = await settings.findMany({ fields: ['setting_key'], limit: 1000 });
  const present = new Set(existing.map((row) => row.setting_key));
  let added = 0;
  for (const key of SETTING_KEYS) {
    if (present.has(key)) continue;
    const definition = SETTING_DEFINITIONS[key];
    // Links in e-mails (onboarding, reset) must point at this deployment, not at localhost; and the
    // sender is one the mail server accepts before anyone can sign in to change it (the code e-mail).
    const value =
      key === 'website_url'
        ? env.publicUrl
        : key === 'email_from_address' && env.emailFromAddress
          ? env.emailFromAddress
          : definition.default;
    const created = await addUnlessPresent(
      () =>
        settings.create({
          data: {
            setting_key: key,
            setting_value: toStoredSettingValue(value),
            category: definition.category,
            is_secret: definition.kind === 'secret',
          },
        }),
      async () => (await settings.count({ filters: { setting_key: key } })) > 0,
    );
    if (created) added += 1;
  }
  return added;
}

/**
 * super_admin has every flag by definition: a flag added in a release (view_audit) is granted to the
 * role an installation already has. Its other flags are never taken away.
 */
async function grantSuperAdminEveryFlag(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('api::admin-role.admin-role');
  const role: { id: number; permissions: unknown } | null = await roles.findOne({
    where: { name: 'super_admin' },
    select: ['id', 'permissions'],
  });
  if (!role) return;
  const granted = typeof role.permissions === 'object' && role.permissions !== null ? role.permissions : {};
  const complete = { ...granted, ...BUILT_IN_ROLES.super_admin.permissions };
  if (JSON.stringify(complete) !== JSON.stringify(granted)) {
    await roles.update({ where: { id: role.id }, data: { permissions: complete } });
  }
}

async function ensureBuiltInRoles(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.documents('api::admin-role.admin-role');
  const existing = await roles.findMany({ fields: ['name'], limit: 1000 });
  const present = new Set(existing.map((row) => row.name));
  await grantSuperAdminEveryFlag(strapi);
  let added = 0;
  for (const name of BUILT_IN_ROLE_NAMES) {
    if (present.has(name)) continue;
    const role = BUILT_IN_ROLES[name];
    const created = await addUnlessPresent(
      () =>
        roles.create({
          data: { name, description: role.description, permissions: role.permissions, is_built_in: true },
        }),
      async () => (await roles.count({ filters: { name } })) > 0,
    );
    if (created) added += 1;
  }
  return added;
}

async function ensureEmailTemplates(strapi: Core.Strapi): Promise<number> {
  const templates = strapi.documents('api::email-template.email-template');
  const existing = await templates.findMany({
    fields: ['template_key', 'subject_ar', 'body_ar'],
    limit: 1000,
  });
  const present = new Map(existing.map((row) => [row.template_key, row]));
  let added = 0;
  for (const template of EMAIL_TEMPLATE_SEEDS) {
    const arabic = ARABIC_EMAIL_WORDING[template.template_key];
    const row = present.get(template.template_key);
    if (row) {
      // A template from before the Arabic site gets its Arabic once; an editor's wording, or an
      // Arabic they emptied on purpose (''), is never replaced.
      if (arabic && row.subject_ar === null && row.body_ar === null)
        await templates.update({ documentId: row.documentId, data: arabic });
      continue;
    }
    const created = await addUnlessPresent(
      () => templates.create({ data: { ...template, ...arabic, is_active: true } }),
      async () => (await templates.count({ filters: { template_key: template.template_key } })) > 0,
    );
    if (created) added += 1;
  }
  return added;
}

export async function ensureReferenceData(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  const settings = await ensureSettings(strapi, env);
  const roles = await ensureBuiltInRoles(strapi);
  const templates = await ensureEmailTemplates(strapi);
  if (settings + roles + templates > 0) {
    strapi.log.info(`[seed] reference data: ${settings} settings, ${roles} roles, ${templates} e-mail templates added`);
  }
}
