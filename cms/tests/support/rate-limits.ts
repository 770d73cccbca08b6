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
