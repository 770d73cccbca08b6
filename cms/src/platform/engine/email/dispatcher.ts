import { MAX_JOB_ATTEMPTS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { errorText, retryDelayMs } from '../backoff';
import { dialectOf, fromDbJson, toDbTime } from '../db-rows';
import { claimDueRows, OUTBOX_TABLE } from '../lease-claim';
import { reasonNotToSend } from './send-guards';
import type { MailTransport, OutgoingAttachment } from './transport';

export interface DispatchOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
  retryBaseMs: number;
  transport: MailTransport;
  /** Development only: print sign-in codes to the log so a new user can sign in. */
  logSignInCodes?: boolean;
  /** Only these rows (a test send waits for its own message). */
  ids?: number[];
}

export interface DispatchOutcome {
  claimed: number;
  sent: number;
  failed: number;
  retried: number;
  cancelled: number;
}

const REDACTED = '••••••';

function redact(text: string | null, secrets: string[]): string | null {
  if (text === null) return null;
  return secrets.reduce((result, secret) => (secret ? result.split(secret).join(REDACTED) : result), text);
}

/**
 * Sends due messages for one worker. Messages go one at a time and each is marked sent straight
 * after the SMTP server accepted it, so a crash can repeat at most the message in flight (with the
 * same Message-ID). A settlement only applies while this claim (its attempt number) still holds.
 */
export async function dispatchDueEmails(strapi: Core.Strapi, options: DispatchOptions): Promise<DispatchOutcome> {
  const dialect = dialectOf(strapi);
  const knex = strapi.db.connection;
  const rows = await claimDueRows(strapi, OUTBOX_TABLE, options);
  const outcome: DispatchOutcome = { claimed: rows.length, sent: 0, failed: 0, retried: 0, cancelled: 0 };

  for (const row of rows) {
    const id = Number(row.id);
    const attempts = Number(row.attempts);
    const mine = () => knex('email_outbox').where({ id, status: 'sending', attempts });
    const now = () => toDbTime(dialect, new Date());
    const secrets = fromDbJson<string[]>(row.redact_values) ?? [];

    // Renew the lease on this message before sending it: a batch can outlast the lease it was claimed
    // with, and a worker whose claim was taken over must not send (that would be a duplicate).
    const renewed = await mine().update({ lease_until: toDbTime(dialect, new Date(Date.now() + options.leaseMs)) });
    if (renewed === 0) continue;

    const blocked = await reasonNotToSend(
      {
        id,
        templateKey: (row.template_key as string | null) ?? null,
        applicationId: (row.application_id as string | null) ?? null,
        recipient: String(row.recipient),
      },
      strapi,
    );
    if (blocked) {
      await mine().update({ status: 'cancelled', lease_until: null, last_error: blocked, updated_at: now() });
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
      if (options.logSignInCodes && row.template_key === 'sign_in_code' && secrets[0]) {
        strapi.log.info(`[dev] sign-in code for ${row.recipient}: ${secrets[0]}`);
      }
      await mine().update({
        status: 'sent',
        sent_at: now(),
        lease_until: null,
        last_error: null,
        updated_at: now(),
        // The log keeps the message, not the secret it carried.
        ...(secrets.length > 0
          ? {
              subject: redact(String(row.subject), secrets),
              html_body: redact((row.html_body as string | null) ?? null, secrets),
              text_body: redact((row.text_body as string | null) ?? null, secrets),
              redact_values: JSON.stringify([]),
            }
          : {}),
      });
      outcome.sent += 1;
    } catch (error) {
      const message = errorText(error);
      if (attempts >= MAX_JOB_ATTEMPTS) {
        await mine().update({ status: 'failed', lease_until: null, last_error: message, updated_at: now() });
        outcome.failed += 1;
        strapi.log.error(
          `[outbox] message ${id} to ${row.recipient} failed for good after ${attempts} attempts: ${message}`,
        );
      } else {
        const retryAt = new Date(Date.now() + retryDelayMs(attempts, options.retryBaseMs));
        await mine().update({
          status: 'pending',
          lease_until: null,
          send_at: toDbTime(dialect, retryAt),
          last_error: message,
          updated_at: now(),
        });
        outcome.retried += 1;
        strapi.log.warn(
          `[outbox] message ${id} attempt ${attempts} failed, retrying at ${retryAt.toISOString()}: ${message}`,
        );
      }
    }
  }
  return outcome;
}
