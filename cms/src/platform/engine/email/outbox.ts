import type { CandidateLocale, EmailTrigger } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../clock';
import { dialectOf, toDbTime } from '../../database/db-values';
import { insertUnlessKeyTaken, newDocumentId } from '../../database/row-writes';
import { afterCommit } from '../after-commit';
import { emailConfiguration, type SenderDetails } from './email-config';
import { redactAttachments, redactedContent } from './redaction';
import { type EmailAppendix, renderEmail, type TemplateVariables } from './render';
import { templateIn } from './template-language';
import type { OutgoingAttachment } from './transport';

export interface EmailLinks {
  applicationId?: string;
  hiredEmployeeId?: string;
  adminUserId?: string;
}

interface CommonEmailInput extends EmailLinks {
  to: string;
  /** What the message is for, e.g. rejection; shown in the e-mail log. */
  purpose: string;
  /** One message per key, ever: enqueueing the same key again returns the first message. */
  idempotencyKey: string;
  sendAt?: Date;
  /** Sent at once (someone is waiting for it), not at the next tick. */
  urgent?: boolean;
  attachments?: OutgoingAttachment[];
  /** Values replaced by •••••• in the stored message once it is sent (codes, tokens). */
  redactAfterSend?: string[];
  /**
   * Development only: the first redacted value is also printed to the log when the message is sent,
   * so a new user can sign in without a mailbox (see DispatchOptions.logSecrets).
   */
  logSecretInDevelopment?: boolean;
}

export interface TemplatedEmailInput extends CommonEmailInput {
  templateKey: string;
  variables: TemplateVariables;
  /** Added after the template's body, whatever an editor made of the template. */
  appendix?: EmailAppendix;
  /** An automatic e-mail obeys its switch in settings. */
  trigger?: EmailTrigger;
  /**
   * The recipient's language (a candidate's, from their application): an Arabic template is used
   * when it has both its subject and body in Arabic, the English one otherwise.
   */
  language?: CandidateLocale;
}

export interface RawEmailInput extends CommonEmailInput {
  subject: string;
  html: string;
  text: string;
  templateKey?: string;
}

export type EnqueueResult = {
  id: number;
  status: 'pending' | 'cancelled' | 'failed' | 'sent' | 'sending';
  reason?: string;
  duplicate: boolean;
};

/** The statuses of a message that is on its way or delivered; the others will not be sent. */
export const EMAIL_ON_ITS_WAY: readonly string[] = ['pending', 'sending', 'sent'];

/** Why a queued message will not go (template off, variables missing); null when it is on its way. */
export const whyNotSent = (result: EnqueueResult): string | null =>
  EMAIL_ON_ITS_WAY.includes(result.status) ? null : (result.reason ?? `Not sent: ${result.status}`);

type Wake = () => void;
let wakeDispatcher: Wake = () => {};

/** The running dispatcher registers how to wake it for urgent messages. */
export function setDispatcherWake(wake: Wake): void {
  wakeDispatcher = wake;
}

function senderDomain(address: string): string {
  return address.split('@')[1] ?? 'localhost';
}

const OUTBOX_UID = 'api::outbox-message.outbox-message';

async function insertMessage(
  strapi: Core.Strapi,
  sender: SenderDetails,
  input: CommonEmailInput & { templateKey?: string; subject: string; html: string; text: string },
  outcome: { status: 'pending' | 'cancelled' | 'failed'; reason?: string },
): Promise<EnqueueResult> {
  const dialect = dialectOf(strapi);
  const documentId = newDocumentId();
  // A message logged as not going (cancelled, failed) will never be sent: it keeps no secret at all.
  const secrets = input.redactAfterSend ?? [];
  const content = { subject: input.subject, html_body: input.html, text_body: input.text };
  const stored = outcome.status === 'pending' ? content : { ...content, ...redactedContent(content, secrets) };
  const id = await insertUnlessKeyTaken(strapi, 'email_outbox', 'idempotency_key', {
    document_id: documentId,
    purpose: input.purpose,
    template_key: input.templateKey ?? null,
    application_id: input.applicationId ?? null,
    hired_employee_id: input.hiredEmployeeId ?? null,
    admin_user_id: input.adminUserId ?? null,
    recipient: input.to.trim().toLowerCase(),
    from_address: `"${sender.fromName.replace(/"/g, '')}" <${sender.fromAddress}>`,
    subject: stored.subject,
    html_body: stored.html_body,
    text_body: stored.text_body,
    attachments: JSON.stringify(
      outcome.status === 'pending'
        ? (input.attachments ?? [])
        : (redactAttachments(input.attachments ?? [], secrets) ?? []),
    ),
    status: outcome.status,
    attempts: 0,
    send_at: toDbTime(dialect, input.sendAt ?? currentDate()),
    last_error: outcome.reason ?? null,
    idempotency_key: input.idempotencyKey,
    // Deterministic per row: a resend after a crash carries the same Message-ID, so it can be spotted.
    message_id: `<${documentId}@${senderDomain(sender.fromAddress)}>`,
    redact_values: JSON.stringify(outcome.status === 'pending' ? secrets : []),
    log_secret_in_development: input.logSecretInDevelopment === true,
  });
  // A key seen before (also from another instance) added nothing: the first message answers.
  if (id === null) {
    const existing = await strapi.db
      .query(OUTBOX_UID)
      .findOne({ where: { idempotency_key: input.idempotencyKey }, select: ['id', 'status'] });
    return { id: Number(existing?.id), status: existing?.status ?? 'pending', duplicate: true };
  }
  return {
    id,
    status: outcome.status,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    duplicate: false,
  };
}

/** Queues a message whose content is already final. In the caller's transaction, if any. */
export async function enqueueRawEmail(strapi: Core.Strapi, input: RawEmailInput): Promise<EnqueueResult> {
  const sender = await emailConfiguration().sender();
  const result = await insertMessage(strapi, sender, input, { status: 'pending' });
  if (input.urgent && result.status === 'pending') afterCommit(strapi, wakeDispatcher);
  return result;
}

/**
 * Queues a message from an e-mail template. It is logged but not sent when the template is inactive
 * (cancelled), when its automatic trigger is switched off (cancelled) or when a variable the template
 * uses was not given (failed, naming the variables).
 */
export async function enqueueTemplatedEmail(strapi: Core.Strapi, input: TemplatedEmailInput): Promise<EnqueueResult> {
  const config = emailConfiguration();
  const result = await strapi.db.transaction(async () => {
    const sender = await config.sender();
    const template = await strapi.db.query('api::email-template.email-template').findOne({
      where: { template_key: input.templateKey },
      select: ['subject', 'body', 'subject_ar', 'body_ar', 'is_active'],
    });
    if (!template) {
      // Visible in the e-mail log, and never fails the change that caused the message (an application).
      const reason = `Not sent: the e-mail template "${input.templateKey}" does not exist`;
      strapi.log.error(`[outbox] ${reason} (${input.idempotencyKey})`);
      const draft = { ...input, subject: input.templateKey, html: '', text: '' };
      return insertMessage(strapi, sender, draft, { status: 'failed', reason });
    }
    const variables: TemplateVariables = {
      company_name: sender.companyName,
      website_url: sender.websiteUrl,
      ...input.variables,
    };
    const wording = templateIn(template, input.language ?? 'en');
    const draft = { ...input, subject: wording.subject, html: '', text: '' };

    if (!template.is_active) {
      const reason = `Not sent: the e-mail template "${input.templateKey}" is inactive`;
      strapi.log.info(`[outbox] ${reason} (${input.idempotencyKey})`);
      return insertMessage(strapi, sender, draft, { status: 'cancelled', reason });
    }
    if (input.trigger) {
      const reason = await config.triggerOff(input.trigger);
      if (reason) {
        strapi.log.info(`[outbox] ${reason} (${input.idempotencyKey})`);
        return insertMessage(strapi, sender, draft, { status: 'cancelled', reason });
      }
    }
    const rendered = renderEmail(
      { subject: wording.subject, body: wording.body },
      variables,
      { companyName: sender.companyName, websiteUrl: sender.websiteUrl, locale: wording.locale },
      input.appendix,
    );
    if (!rendered.ok) {
      const reason = `Not sent: missing template variables: ${rendered.missing.join(', ')}`;
      strapi.log.warn(`[outbox] ${reason} (${input.templateKey}, ${input.idempotencyKey})`);
      return insertMessage(strapi, sender, draft, { status: 'failed', reason });
    }
    return insertMessage(
      strapi,
      sender,
      { ...input, subject: rendered.subject, html: rendered.html, text: rendered.text },
      { status: 'pending' },
    );
  });
  if (input.urgent && result.status === 'pending' && !result.duplicate) afterCommit(strapi, wakeDispatcher);
  return result;
}

/** Cancels messages not yet handed to a worker. Returns how many were cancelled. */
export async function cancelEmails(
  strapi: Core.Strapi,
  where: { idempotencyKey?: string; applicationId?: string; templateKey?: string },
  reason: string,
): Promise<number> {
  const { count } = await strapi.db.query(OUTBOX_UID).updateMany({
    where: {
      status: 'pending',
      ...(where.idempotencyKey ? { idempotency_key: where.idempotencyKey } : {}),
      ...(where.applicationId ? { application_id: where.applicationId } : {}),
      ...(where.templateKey ? { template_key: where.templateKey } : {}),
    },
    data: { status: 'cancelled', last_error: reason, updatedAt: currentDate() },
  });
  return count;
}
