import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { AuditEntry } from './audit';
import type { ActiveSession } from './sessions';

/** The parts of the system that change applications on their own. */
export type SystemActor =
  | 'intake'
  | 'auto-archive'
  | 'automatic-rejection'
  | 'follow-up'
  | 'scoring'
  | 'posting-closed'
  // The candidate on their own page: no account, so the system acts for them.
  | 'candidate'
  // An erasure (the candidate's request or the retention run) calling off what it leaves behind.
  | 'erasure';

/** Who makes a change: a signed-in recruiter, or the system itself. Both leave the same trail. */
export type ChangeActor =
  | { kind: 'admin'; adminId: string; email: string; ip?: string }
  // `ip`: the client of a private link (the candidate's page) the system acts for, for the audit line.
  | { kind: 'system'; name: SystemActor; ip?: string };

/** A person's change: only a signed-in admin changes settings, builds or accounts. */
export type AdminActor = Extract<ChangeActor, { kind: 'admin' }>;

export const systemActor = (name: SystemActor, ip?: string): ChangeActor => ({
  kind: 'system',
  name,
  ...(ip ? { ip } : {}),
});

/** A signed-in recruiter as a change records them: their account, e-mail and the client's address. */
export const adminActor = (admin: { documentId: string; email: string }, ip?: string): AdminActor => ({
  kind: 'admin',
  adminId: admin.documentId,
  email: admin.email,
  ip,
});

/**
 * A signed-in admin's request to change something: who they are (with their role, for the checks a
 * change makes) and where they are, as one value the domain is handed.
 */
export interface WriteContext {
  strapi: Core.Strapi;
  session: ActiveSession;
  ip: string;
}

/** The admin of a write, as a change and its audit line record them. */
export const actorOf = (context: Pick<WriteContext, 'session' | 'ip'>): AdminActor =>
  adminActor(context.session.admin, context.ip);

/** The audit columns that name the actor; a system change names its part in `details.by`. */
export function auditActor(actor: ChangeActor): Pick<AuditEntry, 'actorId' | 'actorEmail' | 'ip'> {
  if (actor.kind === 'system') return actor.ip ? { ip: actor.ip } : {};
  return { actorId: actor.adminId, actorEmail: actor.email, ...(actor.ip ? { ip: actor.ip } : {}) };
}

/** The admin-user relation of a status event, when a person made the change. */
export const changedBy = (actor: ChangeActor): string | null => (actor.kind === 'admin' ? actor.adminId : null);

/** How a status event explains a change the system made. */
export const SYSTEM_REASONS: Record<SystemActor, string> = messages.applications.systemReasons;

/**
 * A request through a private link (the candidate's page, an interview kit): what was sent and the
 * client's address. Its actions are audited with the address, so a leaked link used from elsewhere
 * shows in the log.
 */
export interface LinkRequest {
  input: unknown;
  ip: string;
}
