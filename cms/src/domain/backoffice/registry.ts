import type { ResourceConfig } from './resource';
import { applicationsResource } from './resources/applications';
import { rolesResource } from './resources/roles';
import { usersResource } from './resources/users';

/** Every resource of the back office's simple-rest API; later issues add theirs here. */
export const RESOURCES: Record<string, ResourceConfig> = {
  users: usersResource,
  roles: rolesResource,
  applications: applicationsResource,
};
