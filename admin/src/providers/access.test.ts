import { BUILT_IN_ROLES, type PermissionKey, type Permissions } from '@careers/shared/client';
import { describe, expect, it } from 'vitest';
import { allows } from './access';

const only = (...flags: PermissionKey[]) =>
  Object.fromEntries(flags.map((flag) => [flag, true])) as unknown as Permissions;

describe("a hired employee's bank and ID data", () => {
  it('opens to HR-grade admins only: applications and users together, whatever the action', () => {
    expect(allows(BUILT_IN_ROLES.super_admin.permissions, 'hired-staff.private-data', 'show')).toBe(true);
    expect(allows(BUILT_IN_ROLES.admin.permissions, 'hired-staff.private-data', 'show')).toBe(true);
    expect(allows(BUILT_IN_ROLES.recruiter.permissions, 'hired-staff.private-data', 'show')).toBe(false);
    expect(allows(BUILT_IN_ROLES.viewer.permissions, 'hired-staff.private-data', 'list')).toBe(false);
    expect(allows(only('manage_users'), 'hired-staff.private-data', 'edit')).toBe(false);
    expect(allows(only('manage_applications', 'manage_users'), 'hired-staff.private-data', 'edit')).toBe(true);
  });

  it('leaves the Hired Staff page itself to anyone who reads applications', () => {
    expect(allows(BUILT_IN_ROLES.recruiter.permissions, 'hired-staff', 'list')).toBe(true);
    expect(allows(BUILT_IN_ROLES.viewer.permissions, 'hired-staff', 'list')).toBe(false);
  });
});
