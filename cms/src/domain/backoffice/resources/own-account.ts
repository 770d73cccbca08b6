import { messages } from '@careers/shared';
import { hitRateLimit } from '../../../platform/rate-limit';
import { Refusal } from '../../../platform/refusal';
import { recordAudit } from '../../auth/audit';
import { verifyPassword } from '../../auth/passwords';
import type { WriteContext } from '../resource';
import type { StoredUser } from './users';

/** Tries of the current password per account: enough for typos, too few to guess it with a session. */
const REAUTHENTICATION_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * An admin changing their own e-mail or password proves it with their current password:
 * a session alone, stolen or left open, must not be enough to take the account over. True when the
 * change is to the admin's own account (and the password was right); false for someone else's.
 */
export async function reauthenticatedForOwnAccount(
  context: WriteContext,
  user: StoredUser,
  currentPassword: string | undefined,
): Promise<boolean> {
  const { strapi, session, ip } = context;
  if (user.id !== session.admin.id) return false;
  if (!currentPassword) throw new Refusal(400, messages.passwords.currentRequired);
  const limit = await hitRateLimit(strapi, `reauthenticate:account:${user.documentId}`, REAUTHENTICATION_LIMIT);
  if (!limit.allowed) throw new Refusal(429, messages.signIn.tooManyAttempts);
  if (!(await verifyPassword(session.admin.password_hash ?? '', currentPassword))) {
    await recordAudit(strapi, {
      action: 'user.reauthentication_refused',
      actorId: session.admin.documentId,
      actorEmail: session.admin.email,
      ip,
    });
    throw new Refusal(400, messages.passwords.currentWrong);
  }
  return true;
}
