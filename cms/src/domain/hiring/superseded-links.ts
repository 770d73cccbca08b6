import type { Core } from '@strapi/strapi';

const OUTBOX = 'api::outbox-message.outbox-message';
const SUPERSEDED = 'Not sent: a new onboarding link replaced the one in this e-mail';

/**
 * The e-mails of an employee's link that never went (in `statuses`) stop for good once a new link
 * replaces it: the link in them no longer works, and ops could otherwise requeue them. Each is
 * cancelled saying why, in the caller's transaction.
 */
export async function cancelUnsentLinkEmails(
  strapi: Core.Strapi,
  input: { employeeId: string; templateKeys: string[]; statuses: string[]; now: Date },
): Promise<void> {
  await strapi.db.query(OUTBOX).updateMany({
    where: {
      hired_employee_id: input.employeeId,
      template_key: { $in: input.templateKeys },
      status: { $in: input.statuses },
    },
    data: { status: 'cancelled', last_error: SUPERSEDED, updatedAt: input.now },
  });
}
