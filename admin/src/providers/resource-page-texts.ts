import { labels, messages } from '@careers/shared/client';
import type { PageTexts } from '../components/resource-page';

/** Each create and edit page's title and notices after saving, by resource. */
const RESOURCE_PAGE_TEXTS: Record<string, Record<'create' | 'edit', PageTexts>> = {
  users: {
    create: {
      title: labels.usersAdmin.create,
      success: messages.users.adminCreated,
      failure: messages.users.createFailed,
    },
    edit: { title: labels.usersAdmin.edit, success: messages.users.userUpdated, failure: messages.users.updateFailed },
  },
  roles: {
    create: {
      title: labels.rolesAdmin.create,
      success: messages.users.roleCreated,
      failure: messages.users.roleCreateFailed,
    },
    edit: {
      title: labels.rolesAdmin.edit,
      success: messages.users.roleUpdated,
      failure: messages.users.roleUpdateFailed,
    },
  },
};

/** The words of `resource`'s create or edit page; a resource with such a page has its words here. */
export function resourcePageTexts(resource: string, page: 'create' | 'edit'): PageTexts {
  const texts = Object.hasOwn(RESOURCE_PAGE_TEXTS, resource) ? RESOURCE_PAGE_TEXTS[resource] : undefined;
  if (!texts) throw new Error(`No page texts for the resource "${resource}"`);
  return texts[page];
}
