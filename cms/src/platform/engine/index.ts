import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../config/env';
import type { RestoredCopy } from '../database/restored-copy';
import { createMailTransport, type MailTransport } from './email/transport';
import { holdWhileRestoredCopy } from './restored-copy-hold';
import { EngineWorker, type Schedule } from './worker';

export { configureEmail, emailConfiguration } from './email/email-config';
export { deliverTestEmail, previewEmail, testEmailMessage } from './email/email-service';
export { cancelEmails, EMAIL_ON_ITS_WAY, enqueueRawEmail, enqueueTemplatedEmail, whyNotSent } from './email/outbox';
export { registerSendGuard, registerSentListener } from './email/send-guards';
export { enqueueSystemEmail } from './email/system-email';
export { DeferJob, enqueueJob, jobGroupState, PermanentJobFailure, registerJobHandler } from './queue/job-queue';
export { backgroundWork, requeueFailedJob, requeueFailedMessage } from './work-overview';
export type { Schedule } from './worker';

interface RunningEngine {
  transport: MailTransport;
  worker: EngineWorker | null;
  /** Set while the database is a restored copy: the worker waits for it to be put live. */
  hold: { stop(): void } | null;
}

let engine: RunningEngine | null = null;
const schedules: Schedule[] = [];

/** Features add their recurring work before the engine starts. */
export function registerSchedule(schedule: Schedule): void {
  schedules.push(schedule);
}

/**
 * Starts the mail transport and, unless switched off (INSTANCE_ROLE=web or ENGINE_WORKERS=false), the worker: at once, or
 * on a restored copy once it is put live.
 */
export function startEngine(strapi: Core.Strapi, env: CmsEnv, restoredCopy: RestoredCopy | null): void {
  const transport = createMailTransport(env);
  const worker = env.engine.workers ? new EngineWorker(strapi, env, transport, [...schedules]) : null;
  const hold = worker && restoredCopy ? holdWhileRestoredCopy(strapi, env, restoredCopy, () => worker.start()) : null;
  engine = { transport, worker, hold };
  if (!hold) worker?.start();
  strapi.log.info(
    `[engine] instance role ${env.instanceRole}; mail via ${transport.kind === 'smtp' ? 'SMTP' : `the development mailbox (${env.mailboxDir})`}; workers ${worker ? (hold ? 'held (restored copy)' : 'on') : 'off'}`,
  );
}

/**
 * Runs a short job at once beside the job lane, where it would wait behind a site build or a CV
 * analysis. Without a worker in this process (ENGINE_WORKERS=false) the job waits for one.
 */
export function runJobSoon(jobId: number): void {
  engine?.worker?.runJobNow(jobId);
}

export function mailTransport(): MailTransport {
  if (!engine) throw new Error('The engine has not started');
  return engine.transport;
}

export async function stopEngine(): Promise<void> {
  const running = engine;
  engine = null;
  if (!running) return;
  running.hold?.stop();
  if (running.worker) await running.worker.stop();
  else running.transport.close();
}
