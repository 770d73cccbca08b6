import type { TestServer } from './test-server';

/**
 * Forgets what earlier tests counted against the limits whose keys start with `prefix` (all requests
 * of a test run come from 127.0.0.1), so a test's own requests start from a fresh count.
 */
export async function forgetRateLimits(server: TestServer, prefix: string): Promise<void> {
  await server.strapi.db
    .query('api::rate-limit-bucket.rate-limit-bucket')
    .deleteMany({ where: { bucket_key: { $startsWith: prefix } } });
}

/**
 * Runs `request` as if the limit counted under `key` were used up, then gives the count back. The key
 * must have been counted once already (a request before this one).
 */
export async function withLimitUsedUp<T>(server: TestServer, key: string, request: () => Promise<T>): Promise<T> {
  const bucket = () => server.strapi.db.connection('rate_limit_buckets').where({ bucket_key: key });
  if ((await bucket().update({ hits: 1_000_000 })) !== 1) throw new Error(`nothing counted under ${key} yet`);
  try {
    return await request();
  } finally {
    await bucket().update({ hits: 0 });
  }
}
