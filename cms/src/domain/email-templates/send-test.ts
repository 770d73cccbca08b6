import {
  type EmailTemplateDraft,
  type EmailTemplateTestResult,
  messages,
  TEMPLATE_TEST_SENDS_PER_HOUR,
} from '@careers/shared';
import { deliverTestEmail, enqueueRawEmail, mailTransport, testEmailMessage } from '../../platform/engine';
import { hitRateLimit } from '../../platform/rate-limit';
import { Refusal } from '../../platform/refusal';
import type { WriteContext } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { draftOf, type SavedTemplate } from './preview';
import { sampleAppendix } from './sample-appendix';
import { assertMayChangeTemplate } from './save-template';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Send Test: the template (or the editor's draft) with sample values and sample links, '[TEST] '
 * before the subject and the test warning above the body. The outbox row and its audit line are
 * written together, then the message is sent by its id once committed, so the answer says whether it
 * arrived. Each is a real e-mail from the company's address: a few an hour per admin.
 */
export async function sendTemplateTest(
  context: WriteContext,
  template: SavedTemplate,
  input: EmailTemplateDraft & { to: string },
): Promise<EmailTemplateTestResult> {
  const { strapi, session } = context;
  assertMayChangeTemplate(session, template.template_key);
  const limit = await hitRateLimit(strapi, `template-test:${session.admin.documentId}`, {
    max: TEMPLATE_TEST_SENDS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!limit.allowed) throw new Refusal(429, messages.emailTemplates.testSendLimit(TEMPLATE_TEST_SENDS_PER_HOUR));
  const draft = draftOf(template, input);
  const appendix = sampleAppendix(template.template_key, draft.language);
  const message = await testEmailMessage({ to: input.to, ...draft, ...(appendix ? { appendix } : {}) });
  const queued = await strapi.db.transaction(async () => {
    const row = await enqueueRawEmail(strapi, message);
    await writeAudit(strapi, {
      action: 'email_template.test_sent',
      actorId: session.admin.documentId,
      actorEmail: session.admin.email,
      entityType: 'email_template',
      entityId: template.documentId,
      ip: context.ip,
      details: { template_key: String(template.template_key), to: input.to, outbox_id: row.id },
    });
    return row;
  });
  return deliverTestEmail(strapi, mailTransport(), { id: queued.id, to: input.to });
}
