import type { Core } from '@strapi/strapi';
import { now as clockNow } from './clock';
import { hitRateBucket } from './database/rate-buckets';
import type { Schedule } from './engine/worker';
import { Refusal } from './refusal';

export interface RateLimit {
  /** Most hits allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Counts a hit on `key` in a fixed window, in the database, so every instance shares the count
 * and a client can't multiply its limit by the number of instances. One atomic upsert: a new window starts at 1 once the old one has ended.
 */
export async function hitRateLimit(strapi: Core.Strapi, key: string, limit: RateLimit): Promise<RateDecision> {
  const now = clockNow();
  const { hits, windowStartedAt } = await hitRateBucket(strapi, key.slice(0, 255), now, now - limit.windowMs);
  return {
    allowed: hits <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + limit.windowMs - now) / 1000)),
  };
}

/** Over its limit, a request is refused: 429, the product's `message`, and when to try again (Retry-After). */
export function refuseOverLimit(decision: RateDecision, message: string): void {
  if (!decision.allowed) throw new Refusal(429, message, {}, decision.retryAfterSeconds);
}

/** Hits counted on `key` in its current window, without counting one more. */
export async function rateLimitHits(strapi: Core.Strapi, key: string, windowMs: number): Promise<number> {
  const row = (await strapi.db
    .query('api::rate-limit-bucket.rate-limit-bucket')
    .findOne({ where: { bucket_key: key.slice(0, 255) }, select: ['hits', 'window_started_at'] })) as {
    hits: number | string | null;
    window_started_at: number | string | null;
  } | null;
  if (!row || Number(row.window_started_at) <= clockNow() - windowMs) return 0;
  return Number(row.hits ?? 0);
}

/** Windows that ended long ago are only clutter: removed by an hourly schedule. */
export async function pruneRateLimits(strapi: Core.Strapi, olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  const { count } = await strapi.db
    .query('api::rate-limit-bucket.rate-limit-bucket')
    .deleteMany({ where: { window_started_at: { $lt: clockNow() - olderThanMs } } });
  return count;
}

export const RATE_LIMIT_SCHEDULE: Schedule = {
  name: 'prune-rate-limits',
  cron: '0 17 * * * *',
  run: (strapi) => pruneRateLimits(strapi).then(() => undefined),
};
