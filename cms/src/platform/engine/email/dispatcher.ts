import { MAX_JOB_ATTEMPTS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate, now } from '../../clock';
import { fromDbJson } from '../../database/db-values';
import { errorText, retryDelayMs } from '../backoff';
import { claimDueRows, OUTBOX_TABLE } from '../lease-claim';
import { redactedContent } from './redaction';
import { reasonNotToSend, reportSent } from './send-guards';
import type { MailTransport, OutgoingAttachment } from './transport';

export interface DispatchOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
  retryBaseMs: number;
  transport: MailTransport;
  /** Development only: print the secret of messages that ask for it (logSecretInDevelopment) to the log. */
  logSecrets?: boolean;
  /** Only these rows (a test send waits for its own message). */
  ids?: number[];
  /** Claims rows due by then instead of now: a test send takes its own held message at once. */
  dueBy?: Date;
}

export interface DispatchOutcome {
  claimed: number;
  sent: number;
  failed: number;
  retried: number;
  cancelled: number;
}

/** A claimed row is as stored: booleans are 1/0 on SQLite. */
const isTrue = (value: unknown) => value === true || value === 1 || value === '1';

/**
 * Sends due messages for one worker. Messages go one at a time and each is marked sent straight
 * after the SMTP server accepted it, so a crash can repeat at most the message in flight (with the
 * same Message-ID). A settlement only applies while this claim (its attempt number) still holds.
 */
export async function dispatchDueEmails(strapi: Core.Strapi, options: DispatchOptions): Promise<DispatchOutcome> {
  const outbox = strapi.db.query('api::outbox-message.outbox-message');
  const rows = await claimDueRows(strapi, OUTBOX_TABLE, options);
  const outcome: DispatchOutcome = { claimed: rows.length, sent: 0, failed: 0, retried: 0, cancelled: 0 };

  for (const row of rows) {
    const id = Number(row.id);
    const attempts = Number(row.attempts);
    // A settlement applies only while this claim holds; answers whether it did.
    const settle = async (data: Record<string, unknown>) =>
      (
        await outbox.updateMany({
          where: { id, status: 'sending', attempts },
          data: { ...data, updatedAt: currentDate() },
        })
      ).count > 0;
    const secrets = fromDbJson<string[]>(row.redact_values) ?? [];

    // Renew the lease on this message before sending it: a batch can outlast the lease it was claimed
    // with, and a worker whose claim was taken over must not send (that would be a duplicate).
    if (!(await settle({ lease_until: new Date(now() + options.leaseMs) }))) continue;

    const guarded = {
      id,
      templateKey: (row.template_key as string | null) ?? null,
      applicationId: (row.application_id as string | null) ?? null,
      recipient: String(row.recipient),
    };
    const blocked = await reasonNotToSend(guarded, strapi);
    if (blocked) {
      await settle({ status: 'cancelled', lease_until: null, last_error: blocked, ...redactedContent(row, secrets) });
      outcome.cancelled += 1;
      continue;
    }

    try {
      await options.transport.send({
        from: String(row.from_address),
        to: String(row.recipient),
        subject: String(row.subject),
        html: String(row.html_body ?? ''),
        text: String(row.text_body ?? ''),
        messageId: String(row.message_id),
        attachments: fromDbJson<OutgoingAttachment[]>(row.attachments) ?? [],
      });
      if (options.logSecrets && isTrue(row.log_secret_in_development) && secrets[0]) {
        strapi.log.info(`[dev] ${row.purpose} for ${row.recipient}: ${secrets[0]}`);
      }
      const settled = await settle({
        status: 'sent',
        sent_at: currentDate(),
        lease_until: null,
        last_error: null,
        // The log keeps the message, not the secret it carried.
        ...redactedContent(row, secrets),
      });
      outcome.sent += 1;
      // What a feature records once its message went; its failure must not make the message retry.
      if (settled)
        await reportSent(guarded, strapi).catch((error) =>
          strapi.log.error(`[outbox] after sending ${id}: ${errorText(error)}`),
        );
    } catch (error) {
      const message = errorText(error);
      if (attempts >= MAX_JOB_ATTEMPTS) {
        await settle({ status: 'failed', lease_until: null, last_error: message, ...redactedContent(row, secrets) });
        outcome.failed += 1;
        strapi.log.error(
          `[outbox] message ${id} to ${row.recipient} failed for good after ${attempts} attempts: ${message}`,
        );
      } else {
        const retryAt = new Date(now() + retryDelayMs(attempts, options.retryBaseMs));
        await settle({ status: 'pending', lease_until: null, send_at: retryAt, last_error: message });
        outcome.retried += 1;
        strapi.log.warn(
          `[outbox] message ${id} attempt ${attempts} failed, retrying at ${retryAt.toISOString()}: ${message}`,
        );
      }
    }
  }
  return outcome;
}
