import type { OnboardingInvitation } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../platform/database/rows';
import { issueOnboardingToken, ONBOARDING_TOKEN, onboardingTokenHash } from './onboarding-link';

// The hired employee a hire makes: who they are, who hired them, and the
// hash of their single-use onboarding link. Written in the caller's transaction; found again by the
// hash of the link's secret when the new hire opens it.

export const HIRED_EMPLOYEE = 'api::hired-employee.hired-employee';

export interface NewHiredEmployee {
  applicationId: string;
  /** The hire record, when the employee comes from one. */
  hireId: string | null;
  email: string;
  fullName: string;
  /** The recruiter's name, as Hired Staff shows it. */
  hiredBy: string | null;
  hiredAt: Date;
}

export interface IssuedEmployee {
  documentId: string;
  /** The clear token for the e-mail's link; only its hash was stored. */
  token: string;
}

/** First name and the rest of the application's full name; the new hire corrects both when onboarding. */
function namesOf(fullName: string): { first_name: string; last_name?: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}) };
}

export async function createHiredEmployee(strapi: Core.Strapi, input: NewHiredEmployee): Promise<IssuedEmployee> {
  const { token, hash } = issueOnboardingToken();
  const employee = await strapi.documents(HIRED_EMPLOYEE).create({
    data: {
      // Relations named as document ids in so many words (a bare "7f3a…" would be read as a row id).
      application: { documentId: input.applicationId },
      ...(input.hireId ? { hire: { documentId: input.hireId } } : {}),
      ...namesOf(input.fullName),
      email: input.email,
      hired_date: input.hiredAt.toISOString(),
      ...(input.hiredBy ? { hired_by: input.hiredBy } : {}),
      onboarding_token: hash,
      onboarding_completed: false,
    },
  });
  return { documentId: employee.documentId, token };
}

/**
 * A new link for an employee who has not finished onboarding: the new hash replaces the old one, so the
 * link mailed before stops working. Null when the employee finished onboarding meanwhile.
 */
export async function reissueOnboardingLink(strapi: Core.Strapi, employeeId: string): Promise<IssuedEmployee | null> {
  const { token, hash } = issueOnboardingToken();
  const { count } = await strapi.db
    .query(HIRED_EMPLOYEE)
    .updateMany({ where: { documentId: employeeId, onboarding_completed: false }, data: { onboarding_token: hash } });
  return count === 0 ? null : { documentId: employeeId, token };
}

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
    where: { onboarding_token: onboardingTokenHash(token) },
    select: ['id', 'documentId', 'first_name', 'last_name', 'email', 'onboarding_completed'],
    populate: { application: { select: ['id', 'full_name'], populate: { job_posting: { select: ['id', 'title'] } } } },
  });
  if (!row) return { state: 'unknown' };
  if (row.onboarding_completed) return { state: 'completed' };
  return { state: 'open', employee: row, invitation: invitationOf(row) };
}

/** The names the form starts with: the hire's own, else split from the application's full name. */
function invitationOf(employee: Employee): OnboardingInvitation {
  const names = namesOf(employee.application?.full_name ?? '');
  return {
    first_name: employee.first_name ?? names.first_name,
    last_name: employee.last_name ?? names.last_name ?? '',
    email: employee.email,
    job_title: employee.application?.job_posting?.title ?? '',
  };
}
