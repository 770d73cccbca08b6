import type { Core } from '@strapi/strapi';
import { dialectOf, rowStamp } from './engine/db-rows';
import type { Schedule } from './engine/worker';

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
 * (DESIGN.md section 6). One atomic upsert: a new window starts at 1 once the old one has ended.
 */
export async function hitRateLimit(strapi: Core.Strapi, key: string, limit: RateLimit): Promise<RateDecision> {
  const knex = strapi.db.connection;
  const now = Date.now();
  const windowStart = now - limit.windowMs;
  const bucketKey = key.slice(0, 255);
  const [row] = (await knex('rate_limit_buckets')
    .insert({ ...rowStamp(dialectOf(strapi), new Date(now)), bucket_key: bucketKey, window_started_at: now, hits: 1 })
    .onConflict('bucket_key')
    .merge({
      hits: knex.raw('CASE WHEN ?? <= ? THEN 1 ELSE ?? + 1 END', [
        'rate_limit_buckets.window_started_at',
        windowStart,
        'rate_limit_buckets.hits',
      ]),
      window_started_at: knex.raw('CASE WHEN ?? <= ? THEN ? ELSE ?? END', [
        'rate_limit_buckets.window_started_at',
        windowStart,
        now,
        'rate_limit_buckets.window_started_at',
      ]),
    })
    .returning(['hits', 'window_started_at'])) as { hits: number | string; window_started_at: number | string }[];
  const hits = Number(row?.hits ?? 1);
  const started = Number(row?.window_started_at ?? now);
  return {
    allowed: hits <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + limit.windowMs - now) / 1000)),
  };
}

/** Windows that ended long ago are only clutter: removed by an hourly schedule. */
export async function pruneRateLimits(strapi: Core.Strapi, olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
  return strapi.db
    .connection('rate_limit_buckets')
    .where('window_started_at', '<', Date.now() - olderThanMs)
    .delete();
}

export const RATE_LIMIT_SCHEDULE: Schedule = {
  name: 'prune-rate-limits',
  cron: '0 17 * * * *',
  run: (strapi) => pruneRateLimits(strapi).then(() => undefined),
};
