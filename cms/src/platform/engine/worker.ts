import { hostname } from 'node:os';
import type { Core } from '@strapi/strapi';
import cron, { type ScheduledTask } from 'node-cron';
import { now as clockNow } from '../clock';
import type { CmsEnv } from '../config/env';
import { errorText } from './backoff';
import { cronLog } from './cron-log';
import { dispatchDueEmails } from './email/dispatcher';
import { setDispatcherWake } from './email/outbox';
import type { MailTransport } from './email/transport';
import { runDueJobs, setJobWake } from './queue/job-queue';

const BATCH = 20;
/** How long after a job's due time its wake comes. */
const DUE_MARGIN_MS = 10;

export interface Schedule {
  name: string;
  /** node-cron expression, seconds first. */
  cron: string;
  run(strapi: Core.Strapi): Promise<void>;
}

/** One kind of work drained in rounds; a wake during a round asks for exactly one more. */
class Lane {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly drain: () => Promise<void>) {}

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }
}

/**
 * The in-process worker of one server instance: every tick it sends due e-mails and runs due jobs
 * until none are left; an urgent message wakes it at once, a job due before the next tick at its due
 * time. E-mail and jobs are separate lanes, so a long job (a site build, an AI score) never holds back
 * an urgent e-mail. Schedules run on their own cron lines. Every instance but a web-only one runs one;
 * claims in the database keep them from doing the same work twice.
 */
export class EngineWorker {
  readonly workerId = `${hostname()}:${process.pid}`;
  private readonly tasks: ScheduledTask[] = [];
  /** Not before start(): a worker held back (a restored copy) takes no work at all. */
  private started = false;
  private stopped = false;
  private readonly mailLane = new Lane(() => this.drainMail());
  private readonly jobLane = new Lane(() => this.drainJobs());

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly env: CmsEnv,
    private readonly transport: MailTransport,
    private readonly schedules: Schedule[],
  ) {}

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    setDispatcherWake(() => this.wake());
    setJobWake((due) => this.wakeJobsAt(due));
    const logger = cronLog(this.strapi);
    this.tasks.push(
      cron.schedule(`*/${this.env.engine.tickSeconds} * * * * *`, () => this.wake(), { name: 'engine-tick', logger }),
    );
    for (const schedule of this.schedules) {
      this.tasks.push(
        cron.schedule(schedule.cron, () => this.runSchedule(schedule), {
          name: schedule.name,
          noOverlap: true,
          logger,
        }),
      );
      // Catch up at start: whatever came due while no instance was running.
      void this.runSchedule(schedule);
    }
    this.wake();
  }

  /** Runs a round of each lane now, or once more right after the current one. */
  wake(): void {
    if (!this.started || this.stopped) return;
    this.mailLane.wake();
    this.jobLane.wake();
  }

  /**
   * Runs the job lane when a job comes due before the next tick: a lone change's site build is due a
   * second after the save, and would otherwise wait for the tick after that.
   */
  private wakeJobsAt(due: Date): void {
    const delayMs = Math.max(0, due.getTime() - clockNow());
    if (this.stopped || delayMs >= this.env.engine.tickSeconds * 1000) return;
    // A timer may fire a millisecond before the wall clock reads the due time, and the claim would
    // find the job not yet due: a little after. Timers don't hold the process open.
    setTimeout(() => {
      if (!this.stopped) this.jobLane.wake();
    }, delayMs + DUE_MARGIN_MS).unref();
  }

  /** One job by its id, now, outside the lanes; its claim keeps the lanes from running it too. */
  runJobNow(jobId: number): void {
    if (!this.started || this.stopped) return;
    const { leaseMs, retryBaseMs } = this.env.engine;
    runDueJobs(this.strapi, { workerId: this.workerId, limit: 1, leaseMs, retryBaseMs, ids: [jobId] }).catch(
      (error: unknown) => {
        if (!this.stopped) this.strapi.log.error(`[engine] job ${jobId} failed to run: ${errorText(error)}`);
      },
    );
  }

  private async drainMail(): Promise<void> {
    const { leaseMs, retryBaseMs } = this.env.engine;
    try {
      for (;;) {
        if (this.stopped) return;
        const mail = await dispatchDueEmails(this.strapi, {
          workerId: this.workerId,
          limit: BATCH,
          leaseMs,
          retryBaseMs,
          transport: this.transport,
          logSecrets: this.env.isDevelopment,
        });
        if (mail.claimed < BATCH) return;
      }
    } catch (error) {
      if (!this.stopped) this.strapi.log.error(`[engine] e-mail round failed: ${errorText(error)}`);
    }
  }

  private async drainJobs(): Promise<void> {
    const { leaseMs, retryBaseMs } = this.env.engine;
    try {
      for (;;) {
        if (this.stopped) return;
        const jobs = await runDueJobs(this.strapi, { workerId: this.workerId, limit: BATCH, leaseMs, retryBaseMs });
        if (jobs < BATCH) return;
      }
    } catch (error) {
      if (!this.stopped) this.strapi.log.error(`[engine] job round failed: ${errorText(error)}`);
    }
  }

  private async runSchedule(schedule: Schedule): Promise<void> {
    if (this.stopped) return;
    try {
      await schedule.run(this.strapi);
    } catch (error) {
      this.strapi.log.error(`[engine] schedule ${schedule.name} failed: ${errorText(error)}`);
    }
  }

  /** Stops taking work and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const task of this.tasks) await task.stop();
    await Promise.all([this.mailLane.idle(), this.jobLane.idle()]);
    this.transport.close();
  }
}
