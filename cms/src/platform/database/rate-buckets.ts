import type { Core } from '@strapi/strapi';
import { dialectOf } from './db-values';
import { rowStamp } from './row-writes';

/**
 * Counts a hit on a rate-limit bucket in one atomic upsert: a new window starts at 1 once the old one
 * (started at or before `windowStart`) has ended. Outside any transaction: a refused request that
 * rolls back still counts. Returns the bucket's hits and window start after this hit.
 */
export async function hitRateBucket(
  strapi: Core.Strapi,
  bucketKey: string,
  now: number,
  windowStart: number,
): Promise<{ hits: number; windowStartedAt: number }> {
  const knex = strapi.db.connection;
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
  return { hits: Number(row?.hits ?? 1), windowStartedAt: Number(row?.window_started_at ?? now) };
}
