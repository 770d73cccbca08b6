// An admin whose role holds exactly the flags a test needs (none, or all eight under another name).
import type { PermissionKey } from '@careers/shared';
import { createAdmin, type TestAdmin } from './admin-session';
import type { TestServer } from './test-server';

let roles = 0;

export async function adminWithFlags(server: TestServer, flags: readonly PermissionKey[]): Promise<TestAdmin> {
  roles += 1;
  const role = await server.strapi.db.query('api::admin-role.admin-role').create({
    data: {
      name: `flags ${flags.length} ${Date.now()} ${roles}`,
      description: 'made by a test',
      permissions: Object.fromEntries(flags.map((flag) => [flag, true])),
      is_built_in: false,
    },
  });
  const admin = await createAdmin(server, 'viewer');
  await server.strapi.db
    .query('api::admin-user.admin-user')
    .update({ where: { id: admin.id }, data: { role: role.id } });
  return admin;
}
