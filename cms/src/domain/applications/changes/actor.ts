import { messages } from '@careers/shared';
import type { AuditEntry } from '../../auth/audit';

/** The parts of the system that change applications on their own. */
export type SystemActor =
  | 'intake'
  | 'auto-archive'
  | 'automatic-rejection'
  | 'follow-up'
  | 'scoring'
  | 'posting-closed';

/** Who makes a change: a signed-in recruiter, or the system itself. Both leave the same trail. */
export type ChangeActor =
  | { kind: 'admin'; adminId: string; email: string; ip?: string }
  | { kind: 'system'; name: SystemActor };

export const systemActor = (name: SystemActor): ChangeActor => ({ kind: 'system', name });

/** A signed-in recruiter as a change records them: their account, e-mail and the client's address. */
export const adminActor = (admin: { documentId: string; email: string }, ip?: string): ChangeActor => ({
  kind: 'admin',
  adminId: admin.documentId,
  email: admin.email,
  ip,
});

/** The audit columns that name the actor; a system change names its part in `details.by`. */
export function auditActor(actor: ChangeActor): Pick<AuditEntry, 'actorId' | 'actorEmail' | 'ip'> {
  if (actor.kind === 'system') return {};
  return { actorId: actor.adminId, actorEmail: actor.email, ...(actor.ip ? { ip: actor.ip } : {}) };
}

/** The admin-user relation of a status event, when a person made the change. */
export const changedBy = (actor: ChangeActor): string | null => (actor.kind === 'admin' ? actor.adminId : null);

/** How a status event explains a change the system made. */
export const SYSTEM_REASONS: Record<SystemActor, string> = messages.applications.systemReasons;
