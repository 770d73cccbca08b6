import type { OnboardingInvitation } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../platform/database/rows';
import { hashToken } from '../auth/tokens';

export const HIRED_EMPLOYEE = 'api::hired-employee.hired-employee';

/**
 * What an onboarding link's secret may look like: newSecretToken's base64url, or any shorter text of
 * those characters. Anything else (dots, slashes, percent signs) names no hire and is never looked up.
 */
export const ONBOARDING_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

type Employee = Selected<typeof HIRED_EMPLOYEE, 'documentId' | 'first_name' | 'last_name' | 'email'> & {
  application:
    | (Selected<'api::application.application', 'full_name'> & {
        job_posting: Selected<'api::job-posting.job-posting', 'title'> | null;
      })
    | null;
};

export type OnboardingLink =
  | { state: 'unknown' }
  | { state: 'completed' }
  | { state: 'open'; employee: Employee; invitation: OnboardingInvitation };

/** The hire a link belongs to, found by the hash of its secret: the secret itself is never stored. */
export async function findOnboardingLink(strapi: Core.Strapi, token: string): Promise<OnboardingLink> {
  if (!ONBOARDING_TOKEN.test(token)) return { state: 'unknown' };
  const row: (Employee & { onboarding_completed: boolean }) | null = await strapi.db.query(HIRED_EMPLOYEE).findOne({
    where: { onboarding_token: hashToken(token) },
    select: ['id', 'documentId', 'first_name', 'last_name', 'email', 'onboarding_completed'],
    populate: { application: { select: ['id', 'full_name'], populate: { job_posting: { select: ['id', 'title'] } } } },
  });
  if (!row) return { state: 'unknown' };
  if (row.onboarding_completed) return { state: 'completed' };
  return { state: 'open', employee: row, invitation: invitationOf(row) };
}

/** The names the form starts with: the hire's own, else split from the application's full name. */
function invitationOf(employee: Employee): OnboardingInvitation {
  const [first = '', ...rest] = (employee.application?.full_name ?? '').trim().split(/\s+/);
  return {
    first_name: employee.first_name ?? first,
    last_name: employee.last_name ?? rest.join(' '),
    email: employee.email,
    job_title: employee.application?.job_posting?.title ?? '',
  };
}
