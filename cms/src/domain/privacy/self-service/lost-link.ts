import { candidateLocaleOf, lostLinkRequestSchema, messages, siteTextsIn } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';
import { emailLimitKey } from '../../../platform/email-limit-key';
import { enqueueJob, enqueueSystemEmail, registerJobHandler, runJobSoon } from '../../../platform/engine';
import { hitRateLimit } from '../../../platform/rate-limit';
import { parse, Refusal } from '../../../platform/refusal';
import { writeAudit } from '../../auth/audit';
import { candidateAddress, issueCandidateLink } from './candidate-links';
import { ownApplications } from './own-applications';

const JOB = 'api::background-job.background-job';
const HOUR_MS = 60 * 60 * 1000;
const text = messages.selfService;

export const LOST_LINK_JOB = 'privacy.candidate-link-request';

/**
 * "I lost my link": the same answer, in the same time, whether or not the address
 * applied: the request only queues a job, and the job mails a fresh link to an address that has
 * applications holding its data. Limited per client address and per e-mail address.
 */
export async function requestLostLink(
  strapi: Core.Strapi,
  request: { input: unknown; ip: string },
): Promise<{ message: string }> {
  const parsed = parse(lostLinkRequestSchema, request.input, {
    message: messages.validation.invalidEmail,
    fields: false,
  });
  const email = candidateAddress(parsed.email);
  const perIp = await hitRateLimit(strapi, `lost-link:ip:${request.ip}`, { max: 10, windowMs: HOUR_MS });
  if (!perIp.allowed) throw new Refusal(429, text.tooManyRequests);
  const emailKey = emailLimitKey(readEnv().secrets.APP_KEYS, email);
  const perEmail = await hitRateLimit(strapi, `lost-link:email:${emailKey}`, { max: 3, windowMs: HOUR_MS });
  if (perEmail.allowed) {
    const payload = { email, language: parsed.language };
    runJobSoon(await enqueueJob(strapi, { kind: LOST_LINK_JOB, payload, maxAttempts: 3 }));
  }
  return { message: text.lostLinkSent };
}

/**
 * The job: a new link mailed to an address with applications, in the language of the page it was
 * asked on; nothing otherwise. The address then leaves the job's row.
 */
async function sendLostLink(strapi: Core.Strapi, jobId: number, payload: Record<string, unknown>): Promise<void> {
  const email = typeof payload.email === 'string' ? payload.email : '';
  const language = candidateLocaleOf(payload.language);
  const words = siteTextsIn(language).selfService;
  const rows = email ? await ownApplications(strapi, email) : [];
  await strapi.db.transaction(async () => {
    const newest = rows.at(-1);
    if (newest) {
      const now = currentDate();
      const link = await issueCandidateLink(strapi, email, now, language);
      await enqueueSystemEmail(strapi, {
        to: email,
        purpose: 'candidate link',
        subject: words.lostLinkSubject,
        locale: language,
        idempotencyKey: `candidate_link:${jobId}`,
        applicationId: newest.documentId,
        urgent: true,
        paragraphs: [
          words.lostLinkGreeting,
          words.lostLinkBody,
          link.url,
          words.emailLinkPrivate,
          words.lostLinkIgnore,
        ],
        redactAfterSend: [link.token],
      });
      await writeAudit(strapi, {
        action: 'candidate.link_requested',
        entityType: 'application',
        entityId: newest.documentId,
      });
    }
    // The job's row would otherwise keep the address after the candidate's data is erased.
    await strapi.db.query(JOB).update({ where: { id: jobId }, data: { payload: {} } });
  });
}

export function registerLostLinkJob(): void {
  registerJobHandler(LOST_LINK_JOB, (job, strapi) => sendLostLink(strapi, job.id, job.payload));
}
