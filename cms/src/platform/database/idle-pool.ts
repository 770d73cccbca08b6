import type { Core } from '@strapi/strapi';

interface ConnectionPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * Resolves once no query has run or waited for a connection for `quietMs`, or at `deadline`: work
 * that follows an answer (event listeners, after-commit hooks) still queries for a moment, and closing
 * the pool under it would abort those queries.
 */
export async function waitForIdleDatabase(strapi: Core.Strapi, deadline: number, quietMs = 300): Promise<boolean> {
  const pool = (strapi.db.connection.client as { pool?: ConnectionPool }).pool;
  if (!pool) return true;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    if (pool.numUsed() + pool.numPendingAcquires() > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}
