import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { dialectOf, rowStamp } from '../../../platform/engine/db-rows';
import type { Schedule } from '../../../platform/engine/worker';

const TABLE = 'used_form_tokens';

/** The form token was already used for an application: this submission must make none. */
export class FormTokenAlreadyUsed extends Error {}

/**
 * Records the token's use in the application's own transaction. The unique index on `nonce` decides
 * between two submissions of one token, on any instance and on SQLite or PostgreSQL alike: the second
 * insert finds the row (or waits for the first transaction, then finds it) and the whole
 * application rolls back.
 */
export async function useFormToken(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  token: { nonce: string; expiresAt: number },
): Promise<void> {
  const inserted = (await trx(TABLE)
    .insert({ ...rowStamp(dialectOf(strapi), new Date()), nonce: token.nonce, expires_at: token.expiresAt })
    .onConflict('nonce')
    .ignore()
    .returning('id')) as unknown[];
  if (inserted.length === 0) throw new FormTokenAlreadyUsed();
}

/** An expired token is refused by its signature check anyway: its record is no longer needed. */
export function pruneUsedFormTokens(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  return strapi.db.connection(TABLE).where('expires_at', '<', now).delete();
}

export const USED_FORM_TOKEN_SCHEDULE: Schedule = {
  name: 'prune-used-form-tokens',
  cron: '0 23 * * * *',
  run: (strapi) => pruneUsedFormTokens(strapi).then(() => undefined),
};
