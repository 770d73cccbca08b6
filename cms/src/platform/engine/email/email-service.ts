import { randomUUID } from 'node:crypto';
import {
  type CandidateLocale,
  messages,
  sampleTemplateVariables,
  TEST_EMAIL_SUBJECT_PREFIX,
  TEST_EMAIL_WARNING,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now } from '../../clock';
import { dispatchDueEmails } from './dispatcher';
import { emailConfiguration } from './email-config';
import type { RawEmailInput } from './outbox';
import { type EmailAppendix, missingVariables, renderEmail, type TemplateVariables } from './render';
import type { MailTransport } from './transport';

export interface Preview {
  subject: string;
  html: string;
  text: string;
  /** Variables the template uses that have no value: they would stop a real message. */
  missing: string[];
}

/**
 * Renders a template (saved or being edited) with sample values, as the editor's preview, followed by
 * the appendix its real e-mails carry (with a sample link), so the editor sees what the recipient will.
 */
export async function previewEmail(
  template: { subject: string; body: string },
  variables: TemplateVariables = {},
  banner?: string,
  locale: CandidateLocale = 'en',
  appendix?: EmailAppendix,
): Promise<Preview> {
  const sender = await emailConfiguration().sender();
  const values: TemplateVariables = {
    ...sampleTemplateVariables(locale),
    company_name: sender.companyName,
    website_url: sender.websiteUrl,
    ...variables,
  };
  const missing = missingVariables([template.subject, template.body], values);
  // A preview still shows the message, with the missing names visible in place.
  const filled = { ...values, ...Object.fromEntries(missing.map((name) => [name, `{{${name}}}`])) };
  const rendered = renderEmail(
    template,
    filled,
    { companyName: sender.companyName, websiteUrl: sender.websiteUrl, locale, ...(banner ? { banner } : {}) },
    appendix,
  );
  if (!rendered.ok) throw new Error('unreachable: every variable has a value');
  return { subject: rendered.subject, html: rendered.html, text: rendered.text, missing };
}

export interface TestSendResult {
  success: boolean;
  message: string;
  error?: string;
}

/** How long a test message waits for the request that queued it before anyone else may send it. */
const TEST_SEND_HOLD_MS = 10 * 60 * 1000;

/**
 * Send Test's message: the template with sample values, subject prefixed '[TEST] ' and a warning
 * above the body. Queue it (in the caller's transaction, with its audit), then deliverTestEmail.
 */
export async function testEmailMessage(input: {
  to: string;
  subject: string;
  body: string;
  language?: CandidateLocale;
  appendix?: EmailAppendix;
}): Promise<RawEmailInput> {
  const preview = await previewEmail(
    { subject: input.subject, body: input.body },
    {},
    TEST_EMAIL_WARNING,
    input.language,
    input.appendix,
  );
  return {
    to: input.to,
    purpose: 'test',
    idempotencyKey: `test:${randomUUID()}`,
    // Held, so the background dispatcher can't take it first: the request that queued it sends it
    // and answers with the outcome (deliverTestEmail). Should that request die, it goes out later.
    sendAt: new Date(now() + TEST_SEND_HOLD_MS),
    subject: `${TEST_EMAIL_SUBJECT_PREFIX}${preview.subject}`,
    html: preview.html,
    text: `${TEST_EMAIL_WARNING}\n\n${preview.text}`,
  };
}

/**
 * Sends one queued test message now, by its id, once its row is committed, and answers with the
 * product's messages. A test that failed is not retried: the person is waiting for the answer now.
 */
export async function deliverTestEmail(
  strapi: Core.Strapi,
  transport: MailTransport,
  message: { id: number; to: string },
): Promise<TestSendResult> {
  await dispatchDueEmails(strapi, {
    workerId: `test-send:${process.pid}`,
    limit: 1,
    leaseMs: 60_000,
    retryBaseMs: 0,
    transport,
    ids: [message.id],
    dueBy: new Date(now() + TEST_SEND_HOLD_MS),
  });
  const outbox = strapi.db.query('api::outbox-message.outbox-message');
  const row = await outbox.findOne({ where: { id: message.id }, select: ['status', 'last_error'] });
  if (row?.status === 'sent') return { success: true, message: messages.settings.testEmailSent(message.to) };
  await outbox.update({ where: { id: message.id }, data: { status: 'failed' } });
  return { success: false, message: messages.settings.sendEmailFailed, error: row?.last_error ?? 'unknown error' };
}
