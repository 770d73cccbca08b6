import { EMAIL_TRIGGER_SETTINGS, type EmailTrigger } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { readSettings } from '../../../domain/settings/read-settings';
import { dialectOf, inTransaction, rowStamp, toDbTime } from '../db-rows';
import { renderEmail, type TemplateVariables } from './render';
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
  /** Sent at once (a sign-in code), not at the next tick. */
  urgent?: boolean;
  attachments?: OutgoingAttachment[];
  /** Values replaced by •••••• in the stored message once it is sent (codes, tokens). */
  redactAfterSend?: string[];
}

export interface TemplatedEmailInput extends CommonEmailInput {
  templateKey: string;
  variables: TemplateVariables;
  /** An automatic e-mail obeys its switch in settings. */
  trigger?: EmailTrigger;
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

type Wake = () => void;
let wakeDispatcher: Wake = () => {};

/** The running dispatcher registers how to wake it for urgent messages. */
export function setDispatcherWake(wake: Wake): void {
  wakeDispatcher = wake;
}

function senderDomain(address: string): string {
  return address.split('@')[1] ?? 'localhost';
}

async function insertMessage(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  input: CommonEmailInput & { templateKey?: string; subject: string; html: string; text: string },
  outcome: { status: 'pending' | 'cancelled' | 'failed'; reason?: string },
): Promise<EnqueueResult> {
  const dialect = dialectOf(strapi);
  const settings = await readSettings(strapi, ['email_from_address', 'email_from_name'], trx);
  const now = new Date();
  const stamp = rowStamp(dialect, now);
  const inserted = await trx('email_outbox')
    .insert({
      ...stamp,
      purpose: input.purpose,
      template_key: input.templateKey ?? null,
      application_id: input.applicationId ?? null,
      hired_employee_id: input.hiredEmployeeId ?? null,
      admin_user_id: input.adminUserId ?? null,
      recipient: input.to.trim().toLowerCase(),
      from_address: `"${settings.email_from_name.replace(/"/g, '')}" <${settings.email_from_address}>`,
      subject: input.subject,
      html_body: input.html,
      text_body: input.text,
      attachments: JSON.stringify(input.attachments ?? []),
      status: outcome.status,
      attempts: 0,
      send_at: toDbTime(dialect, input.sendAt ?? now),
      last_error: outcome.reason ?? null,
      idempotency_key: input.idempotencyKey,
      // Deterministic per row: a resend after a crash carries the same Message-ID, so it can be spotted.
      message_id: `<${stamp.document_id}@${senderDomain(settings.email_from_address)}>`,
      redact_values: JSON.stringify(input.redactAfterSend ?? []),
    })
    // A key seen before (also from another instance) adds nothing and does not abort the transaction.
    .onConflict('idempotency_key')
    .ignore()
    .returning('id');
  const row = inserted[0] as { id: number } | undefined;
  if (!row) {
    const existing = await trx('email_outbox').where({ idempotency_key: input.idempotencyKey }).first('id', 'status');
    return { id: Number(existing.id), status: existing.status, duplicate: true };
  }
  return {
    id: Number(row.id),
    status: outcome.status,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    duplicate: false,
  };
}

/** Queues a message whose content is already final. In the caller's transaction, if any. */
export async function enqueueRawEmail(strapi: Core.Strapi, input: RawEmailInput): Promise<EnqueueResult> {
  const result = await inTransaction(strapi, (trx) => insertMessage(strapi, trx, input, { status: 'pending' }));
  if (input.urgent && result.status === 'pending') afterCommit(strapi, wakeDispatcher);
  return result;
}

/**
 * Queues a message from an e-mail template. It is logged but not sent when the template is inactive
 * (cancelled), when its automatic trigger is switched off (cancelled) or when a variable the template
 * uses was not given (failed, naming the variables).
 */
export async function enqueueTemplatedEmail(strapi: Core.Strapi, input: TemplatedEmailInput): Promise<EnqueueResult> {
  const result = await inTransaction(strapi, async (trx) => {
    const template = await trx('email_templates')
      .where({ template_key: input.templateKey })
      .first('subject', 'body', 'is_active');
    if (!template) {
      // Visible in the e-mail log, and never fails the change that caused the message (an application).
      const reason = `Not sent: the e-mail template "${input.templateKey}" does not exist`;
      strapi.log.error(`[outbox] ${reason} (${input.idempotencyKey})`);
      const draft = { ...input, subject: input.templateKey, html: '', text: '' };
      return insertMessage(strapi, trx, draft, { status: 'failed', reason });
    }
    const settings = await readSettings(
      strapi,
      ['company_name', 'website_url', 'email_notifications_enabled', ...Object.values(EMAIL_TRIGGER_SETTINGS)],
      trx,
    );
    const variables: TemplateVariables = {
      company_name: settings.company_name,
      website_url: settings.website_url,
      ...input.variables,
    };
    const draft = { ...input, subject: template.subject as string, html: '', text: '' };

    if (!template.is_active || template.is_active === 0) {
      const reason = `Not sent: the e-mail template "${input.templateKey}" is inactive`;
      strapi.log.info(`[outbox] ${reason} (${input.idempotencyKey})`);
      return insertMessage(strapi, trx, draft, { status: 'cancelled', reason });
    }
    if (input.trigger) {
      const switchKey = EMAIL_TRIGGER_SETTINGS[input.trigger];
      const off = !settings.email_notifications_enabled
        ? 'email_notifications_enabled'
        : !settings[switchKey]
          ? switchKey
          : null;
      if (off) {
        const reason = `Not sent: the setting ${off} is off`;
        strapi.log.info(`[outbox] ${reason} (${input.idempotencyKey})`);
        return insertMessage(strapi, trx, draft, { status: 'cancelled', reason });
      }
    }
    const rendered = renderEmail({ subject: template.subject, body: template.body }, variables, {
      companyName: settings.company_name,
      websiteUrl: settings.website_url,
    });
    if (!rendered.ok) {
      const reason = `Not sent: missing template variables: ${rendered.missing.join(', ')}`;
      strapi.log.warn(`[outbox] ${reason} (${input.templateKey}, ${input.idempotencyKey})`);
      return insertMessage(strapi, trx, draft, { status: 'failed', reason });
    }
    return insertMessage(
      strapi,
      trx,
      { ...input, subject: rendered.subject, html: rendered.html, text: rendered.text },
      { status: 'pending' },
    );
  });
  if (input.urgent && result.status === 'pending' && !result.duplicate) afterCommit(strapi, wakeDispatcher);
  return result;
}

/**
 * Runs `work` once the caller's transaction has committed (the row must be visible before the
 * dispatcher looks), or straight away when there is none.
 */
function afterCommit(strapi: Core.Strapi, work: () => void): void {
  void strapi.db.transaction(async ({ onCommit }) => {
    onCommit(work);
  });
}

/** Cancels messages not yet handed to a worker. Returns how many were cancelled. */
export async function cancelEmails(
  strapi: Core.Strapi,
  where: { idempotencyKey?: string; applicationId?: string; templateKey?: string },
  reason: string,
): Promise<number> {
  const dialect = dialectOf(strapi);
  return inTransaction(strapi, async (trx) => {
    const query = trx('email_outbox').where({ status: 'pending' });
    if (where.idempotencyKey) query.andWhere({ idempotency_key: where.idempotencyKey });
    if (where.applicationId) query.andWhere({ application_id: where.applicationId });
    if (where.templateKey) query.andWhere({ template_key: where.templateKey });
    return query.update({ status: 'cancelled', last_error: reason, updated_at: toDbTime(dialect, new Date()) });
  });
}
