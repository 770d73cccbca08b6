import type { Core } from '@strapi/strapi';
import { type ApplicationToChange, recruiterName } from '../applications/changes';
import type { ChangeActor } from '../auth/actor';
import { CONGRATULATIONS_TEMPLATE, type HiringEmail, LIVE_LINK_EMAIL, queueCongratulations } from './congratulations';
import { createHiredEmployee, HIRED_EMPLOYEE, type IssuedEmployee, reissueOnboardingLink } from './hired-employee';
import { cancelUnsentLinkEmails } from './superseded-links';

const HIRE = 'api::hire.hire';
const OUTBOX = 'api::outbox-message.outbox-message';

/**
 * Change Status to hired congratulates the new hire, as Hire Candidate does, with a link that works. Only a
 * hash of each link is stored, so a link can never be mailed again: an employee still onboarding gets
 * a new link (the old one stops working) unless the e-mail of their current link is on its way or
 * delivered (no second congratulations); an application without an employee gets
 * one, so Hired Staff lists them and a new link can be sent later. An employee who finished onboarding
 * needs no link: nothing is sent (null). Without a hire (Hire Candidate) the e-mail gives the
 * posting's department and says the start date is to be confirmed.
 * In the caller's transaction; one query after another, as the transaction has one connection.
 */
export async function congratulateHired(
  strapi: Core.Strapi,
  application: ApplicationToChange,
  by: ChangeActor,
  now: Date,
): Promise<HiringEmail | null> {
  const ofApplication = { application: { documentId: application.documentId } };
  const hire = await strapi.db.query(HIRE).findOne({
    where: ofApplication,
    select: ['documentId', 'start_date', 'department'],
    orderBy: { id: 'desc' },
  });
  const current = await strapi.db.query(HIRED_EMPLOYEE).findOne({
    where: ofApplication,
    select: ['documentId', 'onboarding_completed'],
    orderBy: { id: 'desc' },
  });
  if (current?.onboarding_completed) return null;
  let employee: IssuedEmployee | null;
  if (current) {
    const live = await strapi.db.query(OUTBOX).findOne({
      where: {
        application_id: application.documentId,
        template_key: CONGRATULATIONS_TEMPLATE,
        hired_employee_id: current.documentId,
        status: { $in: LIVE_LINK_EMAIL },
      },
      select: ['id'],
    });
    if (live) return 'queued';
    // The link in an e-mail that never went stops working now: that e-mail must not be sent again.
    await cancelUnsentLinkEmails(strapi, {
      employeeId: String(current.documentId),
      templateKeys: [CONGRATULATIONS_TEMPLATE],
      statuses: ['failed'],
      now,
    });
    employee = await reissueOnboardingLink(strapi, String(current.documentId));
    if (!employee) return null;
  } else {
    employee = await createHiredEmployee(strapi, {
      applicationId: application.documentId,
      hireId: hire ? String(hire.documentId) : null,
      email: application.email,
      fullName: application.full_name,
      hiredBy: await recruiterName(strapi, by),
      hiredAt: now,
    });
  }
  return queueCongratulations(strapi, {
    application,
    hire: hire ? { department: String(hire.department), start_date: String(hire.start_date) } : null,
    employee,
  });
}
