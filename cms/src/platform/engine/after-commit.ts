import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once the caller's transaction has committed (the row must be visible before a worker
 * looks), or straight away when there is none.
 */
export function afterCommit(strapi: Core.Strapi, work: () => void): void {
  void strapi.db.transaction(async ({ onCommit }) => {
    onCommit(work);
  });
}
