import type { Core } from '@strapi/strapi';

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
 * Strapi's Editor and Author roles may touch only the editors' content types. Hiding a type in the
 * panel does not remove permissions a role already has, and the panel's API would still serve it, so
 * they are removed at every start.
 */
export async function restrictPanelRoles(strapi: Core.Strapi): Promise<number> {
  const roles = await strapi.db.query('admin::role').findMany({
    where: { code: { $in: ['strapi-editor', 'strapi-author'] } },
    select: ['id'],
  });
  if (roles.length === 0) return 0;
  const removed = await strapi.db.query('admin::permission').deleteMany({
    where: { role: { id: { $in: roles.map((role) => role.id) } }, subject: { $in: panelHiddenTypes(strapi) } },
  });
  return removed.count;
}
