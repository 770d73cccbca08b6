import type { ComponentType } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';

/**
 * `Page` for admins who may list `resource`; others see Access Denied. The page's hooks never run
 * for them, so nothing of it, not even its counts, is asked of the server.
 */
export function forListers(resource: string, Page: ComponentType): ComponentType {
  function ListersOnly() {
    return (
      <CanAccess resource={resource} action="list" accessDenied={<AccessDenied />}>
        <Page />
      </CanAccess>
    );
  }
  ListersOnly.displayName = `ListersOnly(${Page.displayName ?? Page.name})`;
  return ListersOnly;
}
