import { randomUUID } from 'node:crypto';
import {
  messages,
  SAMPLE_TEMPLATE_VARIABLES,
  TEST_EMAIL_SUBJECT_PREFIX,
  TEST_EMAIL_WARNING,
  testEmailFormSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { dispatchDueEmails } from './dispatcher';
import { emailConfiguration } from './email-config';
import { enqueueRawEmail } from './outbox';
import { missingVariables, renderEmail, type TemplateVariables } from './render';
import type { MailTransport } from './transport';

export interface Preview {
  subject: string;
  html: string;
  text: string;
  /** Variables the template uses that have no value: they would stop a real message. */
  missing: string[];
}

/** Renders a template (saved or being edited) with sample values, as the editor's preview. */
export async function previewEmail(
  template: { subject: string; body: string },
  variables: TemplateVariables = {},
  banner?: string,
): Promise<Preview> {
  const sender = await emailConfiguration().sender();
  const values: TemplateVariables = {
    ...SAMPLE_TEMPLATE_VARIABLES,
    company_name: sender.companyName,
    website_url: sender.websiteUrl,
    ...variables,
  };
  const missing = missingVariables([template.subject, template.body], values);
  // A preview still shows the message, with the missing names visible in place.
  const filled = { ...values, ...Object.fromEntries(missing.map((name) => [name, `{{${name}}}`])) };
  const rendered = renderEmail(template, filled, {
    companyName: sender.companyName,
    websiteUrl: sender.websiteUrl,
    ...(banner ? { banner } : {}),
  });
  if (!rendered.ok) throw new Error('unreachable: every variable has a value');
  return { subject: rendered.subject, html: rendered.html, text: rendered.text, missing };
}

export interface TestSendResult {
  success: boolean;
  message: string;
  error?: string;
}

/**
 * Send Test: the template with sample values, subject prefixed '[TEST] ' and a warning above the
 * body, sent now through the outbox (so it is logged) and answered with the spec's messages.
 */
export async function sendTestEmail(
  strapi: Core.Strapi,
  transport: MailTransport,
  input: { to: string; subject: string; body: string },
): Promise<TestSendResult> {
  const parsed = testEmailFormSchema.safeParse({ to: input.to });
  if (!parsed.success) return { success: false, message: messages.settings.invalidEmail };
  const preview = await previewEmail({ subject: input.subject, body: input.body }, {}, TEST_EMAIL_WARNING);
  const queued = await enqueueRawEmail(strapi, {
    to: parsed.data.to,
    purpose: 'test',
    idempotencyKey: `test:${randomUUID()}`,
    subject: `${TEST_EMAIL_SUBJECT_PREFIX}${preview.subject}`,
    html: preview.html,
    text: `${TEST_EMAIL_WARNING}\n\n${preview.text}`,
  });
  await dispatchDueEmails(strapi, {
    workerId: `test-send:${process.pid}`,
    limit: 1,
    leaseMs: 60_000,
    retryBaseMs: 0,
    transport,
    ids: [queued.id],
  });
  const outbox = strapi.db.query('api::outbox-message.outbox-message');
  const row = await outbox.findOne({ where: { id: queued.id }, select: ['status', 'last_error'] });
  if (row?.status === 'sent') return { success: true, message: messages.settings.testEmailSent(parsed.data.to) };
  // A test that failed is not retried: the person is waiting for the answer now.
  await outbox.update({ where: { id: queued.id }, data: { status: 'failed' } });
  return { success: false, message: messages.settings.sendEmailFailed, error: row?.last_error ?? 'unknown error' };
}
