import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../../platform/clock';
import { insertUnlessKeyTaken } from '../../../platform/database/row-writes';
import type { Schedule } from '../../../platform/engine/worker';

/** The form token was already used for an application: this submission must make none. */
export class FormTokenAlreadyUsed extends Error {}

/**
 * Records the token's use, with the reference of the application it makes, in the application's own
 * transaction. The unique index on `nonce` decides between two submissions of one token, on any
 * instance and on SQLite or PostgreSQL alike: the second insert finds the row (or waits for the first
 * transaction, then finds it) and the whole application rolls back.
 */
export async function useFormToken(
  strapi: Core.Strapi,
  token: { nonce: string; expiresAt: number },
  referenceId: string,
): Promise<void> {
  const id = await insertUnlessKeyTaken(strapi, 'used_form_tokens', 'nonce', {
    nonce: token.nonce,
    expires_at: token.expiresAt,
    reference_id: referenceId,
  });
  if (id === null) throw new FormTokenAlreadyUsed();
}

/** The reference of the application a used token made, or null (no such token, or used before it was kept). */
export async function referenceOfUsedToken(strapi: Core.Strapi, nonce: string): Promise<string | null> {
  const used: { reference_id: string | null } | null = await strapi.db
    .query('api::used-form-token.used-form-token')
    .findOne({ where: { nonce }, select: ['reference_id'] });
  return used?.reference_id ?? null;
}

/** An expired token is refused by its signature check anyway: its record is no longer needed. */
export async function pruneUsedFormTokens(strapi: Core.Strapi, now = clockNow()): Promise<number> {
  const { count } = await strapi.db
    .query('api::used-form-token.used-form-token')
    .deleteMany({ where: { expires_at: { $lt: now } } });
  return count;
}

export const USED_FORM_TOKEN_SCHEDULE: Schedule = {
  name: 'prune-used-form-tokens',
  cron: '0 23 * * * *',
  run: (strapi) => pruneUsedFormTokens(strapi).then(() => undefined),
};
