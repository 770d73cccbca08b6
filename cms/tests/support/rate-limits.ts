import { expect } from 'vitest';
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
 * `request`'s answer as it is (the request counts under `key`), then again as if the limit counted
 * under `key` were used up; the count is given back afterwards.
 */
export async function beforeAndOverLimit<Answer>(
  server: TestServer,
  key: string,
  request: () => Promise<Answer>,
): Promise<{ before: Answer; over: Answer }> {
  const before = await request();
  const bucket = () => server.strapi.db.connection('rate_limit_buckets').where({ bucket_key: key });
  if ((await bucket().update({ hits: 1_000_000 })) !== 1) throw new Error(`the request counted nothing under ${key}`);
  try {
    return { before, over: await request() };
  } finally {
    await bucket().update({ hits: 0 });
  }
}

/** What a limited API answers, as the tests read it. */
interface LimitedAnswer {
  status: number;
  headers: Headers;
  body: { error?: { message: string } };
}

/**
 * `request` is answered at first and refused once its limit under `key` is used up: 429, the product's
 * `message`, and when to try again.
 */
export async function expectLimited(
  server: TestServer,
  key: string,
  request: () => Promise<LimitedAnswer>,
  message: string,
): Promise<void> {
  const { before, over } = await beforeAndOverLimit(server, key, request);
  expect(before.status, key).not.toBe(429);
  expect(over.status, key).toBe(429);
  expect(over.body.error?.message, key).toBe(message);
  expect(Number(over.headers.get('retry-after')), key).toBeGreaterThan(0);
}
