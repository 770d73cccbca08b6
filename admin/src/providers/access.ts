// What each of the eight permission flags opens in the back office: the shared map the server's
// routes check too, so menus and buttons hide what the server would refuse anyway.
import {
  BACK_OFFICE_ALL_OF_ACCESS,
  BACK_OFFICE_PAGE_ACCESS,
  type BackOfficePage,
  type PageAccessRule,
  type Permissions,
} from '@careers/shared/client';

/** A page or part of the back office the access rules name: by any of its flags, or by every one. */
export type AccessResource = BackOfficePage | keyof typeof BACK_OFFICE_ALL_OF_ACCESS;

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** Whether flags allow `action` on `resource`; anything not named in the map is refused. */
export function allows(permissions: Permissions, resource: string, action: string): boolean {
  // Data that needs every one of several flags (a hired employee's bank and ID data), whatever the action.
  if (Object.hasOwn(BACK_OFFICE_ALL_OF_ACCESS, resource)) {
    return BACK_OFFICE_ALL_OF_ACCESS[resource as keyof typeof BACK_OFFICE_ALL_OF_ACCESS](permissions);
  }
  if (!Object.hasOwn(BACK_OFFICE_PAGE_ACCESS, resource)) return false;
  const rule: PageAccessRule = BACK_OFFICE_PAGE_ACCESS[resource as BackOfficePage];
  const flags = READ_ACTIONS.has(action) ? rule.read : [rule.write].flat();
  return flags.some((flag) => permissions[flag] === true);
}
