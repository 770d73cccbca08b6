import type { Core } from '@strapi/strapi';

/**
 * How long a check waits for the database's answer: a load balancer waits about this long for a
 * probe, and a request that cannot be served is better told so at once than left hanging until the
 * pool's 60 s wait for a connection runs out.
 */
const DATABASE_ANSWER_MS = 1_500;

/** Why the last question went unanswered, or null when it was answered. */
let lastProblem: string | null = null;

/** The question still waiting for the database's answer (one that hangs waits until it answers). */
let pendingPing: Promise<void> | null = null;

/**
 * Throws when the database does not answer within `timeoutMs`: a hung database (or a pool whose every
 * connection waits on it) must not hold a readiness probe for the pool's minute. One ping at a time:
 * probes during a slow one share it instead of queueing more work behind it.
 */
async function pingDatabase(strapi: Core.Strapi, timeoutMs: number): Promise<void> {
  pendingPing ??= Promise.resolve(strapi.db.connection.raw('select 1')).then(
    () => {
      pendingPing = null;
    },
    (error: unknown) => {
      pendingPing = null;
      throw error;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([pendingPing, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the database (one question at a time, shared by every caller) and says why it does not answer
 * within 1.5 s, or null when it does. A hung database (or a pool whose every connection waits on it)
 * holds the question, not the caller.
 */
export async function checkDatabase(strapi: Core.Strapi): Promise<string | null> {
  try {
    await pingDatabase(strapi, DATABASE_ANSWER_MS);
    lastProblem = null;
  } catch (error) {
    lastProblem = (error as Error).message;
  }
  return lastProblem;
}

/**
 * Why the last question went unanswered while it still waits, or null: asking again then would only
 * wait as long again. Null as soon as that question is answered, or fails outright.
 */
export function pendingDatabaseProblem(): string | null {
  return pendingPing !== null ? lastProblem : null;
}
