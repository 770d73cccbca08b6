import type { Core } from '@strapi/strapi';
import { issueOnboardingToken } from './onboarding-token';

// The hired employee a hire makes (back-office spec section 3): who they are, who hired them, and the
// hash of their single-use onboarding link. Written in the caller's transaction.

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
export function namesOf(fullName: string): { first_name: string; last_name?: string } {
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
