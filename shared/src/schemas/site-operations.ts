import { z } from 'zod';
import type { OutboxStatus } from '../constants/email';
import type { BackgroundJobStatus } from '../constants/engine';
import type { ScorerUpgradeProgress } from './ai-results';

/** One build of the public site, as Settings → Advanced lists it. */
export interface SiteBuildRun {
  id: number;
  trigger: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  release: string | null;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  pages: number | null;
  error_tail: string | null;
}

export interface SiteBuildHistory {
  /** The release the site is served from, or null before the first build. */
  live: string | null;
  /** Whether a build is waiting in the queue (Rebuild now adds to it). */
  queued: boolean;
  builds: SiteBuildRun[];
}

export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  last_error: string;
  finished_at: string | null;
}

/** A message that could not be sent: who it was for and why, never its body (it may hold a code). */
export interface FailedMessage {
  id: number;
  purpose: string;
  template_key: string | null;
  recipient: string;
  attempts: number;
  last_error: string;
  updated_at: string | null;
  /** False for a message that failed before any try (nothing to send again). */
  retryable: boolean;
}

export interface BackgroundWork {
  jobs: Record<BackgroundJobStatus, number>;
  outbox: Record<OutboxStatus, number>;
  failed_jobs: FailedJob[];
  failed_messages: FailedMessage[];
  /** The latest rescoring after a scorer upgrade; null when none has run. */
  rescoring: ScorerUpgradeProgress | null;
}

/** The row a Retry names in its path. */
export const retryTargetSchema = z.strictObject({
  kind: z.enum(['jobs', 'messages']),
  id: z.coerce.number().int().positive(),
});
