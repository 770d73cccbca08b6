import { SECURITY_EMAIL_TEMPLATES } from '@careers/shared';
import type { Core } from '@strapi/strapi';

const PANEL_ROLES = ['strapi-editor', 'strapi-author'];
const EMAIL_TEMPLATE = 'api::email-template.email-template';

/** Strapi's name for the condition below (app conditions get the api:: prefix). */
export const NOT_SECURITY_EMAIL = 'api::not-security-email';

/** Types the content editors' panel hides: candidate data, accounts, settings and internals. */
export function panelHiddenTypes(strapi: Core.Strapi): string[] {
  return Object.values(strapi.contentTypes)
    .filter((contentType) => {
      const options = contentType.pluginOptions as { 'content-manager'?: { visible?: boolean } } | undefined;
      return contentType.uid.startsWith('api::') && options?.['content-manager']?.visible === false;
    })
    .map((contentType) => contentType.uid);
}

/**
 * No type the editors see may have a relation toward a hidden one: Strapi checks a role's fields
 * only on the type asked for, so such a relation, even one hop away (template -> postings -> X),
 * could be filtered, sorted and populated into X's fields. Relations go one way, from the private
 * side. Nor may a hidden type hold media: the media library's files point back at what uses them.
 * A schema that breaks this does not start.
 */
export function assertNoRelationsToHiddenTypes(strapi: Core.Strapi): void {
  const hidden = new Set(panelHiddenTypes(strapi));
  const leaks = Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith('api::'))
    .flatMap((contentType) =>
      Object.entries(contentType.attributes)
        .filter(([, attribute]) => {
          const { type, target } = attribute as { type?: unknown; target?: unknown };
          if (hidden.has(contentType.uid)) return type === 'media';
          return type === 'relation' && typeof target === 'string' && hidden.has(target);
        })
        .map(([name]) => `${contentType.uid}.${name}`),
    );
  if (leaks.length > 0) {
    throw new Error(`Paths from /cms content to private types (make relations one-way, no media): ${leaks.join(', ')}`);
  }
}

/**
 * The security e-mails are not content (each carries a code or link that signs someone in): /cms roles that carry this condition
 * neither see nor change them; recruiters edit them in the back office.
 */
export function registerPanelConditions(strapi: Core.Strapi): Promise<unknown> {
  const permissions = strapi.service('admin::permission') as unknown as {
    conditionProvider: { register(condition: object): Promise<unknown> };
  };
  return permissions.conditionProvider.register({
    displayName: 'Is not a security e-mail (sign-in code, password reset)',
    name: 'not-security-email',
    // Strapi matches conditions in memory as well as in queries: $nin is the form both understand.
    handler: () => ({ template_key: { $nin: Object.keys(SECURITY_EMAIL_TEMPLATES) } }),
  });
}

/**
 * Strapi's Editor and Author roles may touch only the editors' content types. Hiding a type in the
 * panel does not remove permissions a role already has, and the panel's API would still serve it, so
 * they are removed at every start; their e-mail template permissions get the condition that keeps
 * the security e-mails out.
 */
export async function restrictPanelRoles(strapi: Core.Strapi): Promise<number> {
  const roles = await strapi.db.query('admin::role').findMany({
    where: { code: { $in: PANEL_ROLES } },
    select: ['id'],
  });
  if (roles.length === 0) return 0;
  const ofPanelRoles = { role: { id: { $in: roles.map((role) => role.id) } } };
  const removed = await strapi.db.query('admin::permission').deleteMany({
    where: { ...ofPanelRoles, subject: { $in: panelHiddenTypes(strapi) } },
  });
  const templatePermissions = (await strapi.db.query('admin::permission').findMany({
    where: { ...ofPanelRoles, subject: EMAIL_TEMPLATE },
    select: ['id', 'conditions'],
  })) as { id: number; conditions: string[] | null }[];
  for (const permission of templatePermissions) {
    // Author permissions already carry "is creator"; conditions are alternatives, so only bare ones get it.
    if ((permission.conditions ?? []).length > 0) continue;
    await strapi.db.query('admin::permission').update({
      where: { id: permission.id },
      data: { conditions: [NOT_SECURITY_EMAIL] },
    });
  }
  return removed.count;
}
