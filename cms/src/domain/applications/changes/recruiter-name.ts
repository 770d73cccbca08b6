import type { Core } from '@strapi/strapi';
import type { ChangeActor } from '../../auth/actor';

/** The name a hire records as hired_by: the recruiter's full name, else their e-mail; none for the system. */
export async function recruiterName(strapi: Core.Strapi, by: ChangeActor): Promise<string | null> {
  if (by.kind !== 'admin') return null;
  const admin = await strapi.db
    .query('api::admin-user.admin-user')
    .findOne({ where: { documentId: by.adminId }, select: ['full_name'] });
  return admin?.full_name ? String(admin.full_name) : by.email;
}
