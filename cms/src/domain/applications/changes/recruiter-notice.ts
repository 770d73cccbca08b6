import type { Core } from '@strapi/strapi';
import type { Selected } from '../../../platform/database/rows';
import { enqueueTemplatedEmail } from '../../../platform/engine';
import { can } from '../../auth/admin-accounts';
import { readSettings } from '../../settings/read-settings';
import { type ApplicationForEmail, applicationVariables } from '../email-variables';

const ADMIN_UID = 'api::admin-user.admin-user';
const ROLE_UID = 'api::admin-role.admin-role';

/** An admin as this query selects it: where to write, and the role's flags that decide whether to. */
type Recruiter = Selected<typeof ADMIN_UID, 'documentId' | 'email'> & {
  role: Selected<typeof ROLE_UID, 'permissions'> | null;
};

/** The active admins whose role may manage applications: who hears of a new one. */
async function recruitersToNotify(strapi: Core.Strapi): Promise<Recruiter[]> {
  const admins = (await strapi.db.query(ADMIN_UID).findMany({
    where: { is_active: true },
    select: ['id', 'documentId', 'email'],
    populate: { role: { select: ['id', 'permissions'] } },
  })) as Recruiter[];
  return admins.filter((admin) => can(admin, 'manage_applications'));
}

/**
 * New-application notifications (Settings → Email): one e-mail per recruiter through the outbox, in
 * the caller's transaction. Nothing is queued while the setting or the master switch is off.
 */
export async function notifyRecruitersOfApplication(
  strapi: Core.Strapi,
  application: ApplicationForEmail,
): Promise<void> {
  const settings = await readSettings(strapi, ['email_notifications_enabled', 'email_notify_new_applications']);
  if (!settings.email_notifications_enabled || !settings.email_notify_new_applications) return;
  const variables = applicationVariables(application, 'en');
  for (const admin of await recruitersToNotify(strapi)) {
    await enqueueTemplatedEmail(strapi, {
      to: admin.email,
      purpose: 'new application notification',
      templateKey: 'new_application_notification',
      trigger: 'new_application_notification',
      idempotencyKey: `new_application_notification:${application.documentId}:${admin.documentId}`,
      applicationId: application.documentId,
      adminUserId: admin.documentId,
      variables,
    });
  }
}
