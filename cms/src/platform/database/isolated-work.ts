import type { Core } from '@strapi/strapi';

/**
 * Runs `work` inside the caller's transaction, if any, so it commits or rolls back with it; if `work`
 * fails, only what it wrote is undone (a savepoint) and the caller's transaction goes on. On
 * PostgreSQL a failed statement otherwise aborts the whole transaction. Rethrows `work`'s error.
 */
export async function isolatedInTransaction<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  if (!strapi.db.inTransaction()) return work();
  return strapi.db.transaction(async ({ trx }) => {
    await trx.raw('SAVEPOINT isolated_work');
    try {
      const result = await work();
      await trx.raw('RELEASE SAVEPOINT isolated_work');
      return result;
    } catch (error) {
      await trx.raw('ROLLBACK TO SAVEPOINT isolated_work');
      await trx.raw('RELEASE SAVEPOINT isolated_work');
      throw error;
    }
  });
}
